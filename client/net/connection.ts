// The only importer of colyseus.js: joins rooms, writes what the server sends into the store, sends actions.
import { Client, type Room } from 'colyseus.js';
import type { Action, GameEvent, Recipe } from '../../shared/index';
import { useStore, eventId, type TimedEvent } from '../store';
import { eventLine, errorWords } from '../hud/words';
import { clearReconnection, forgetSeatToken, markSailed, reconnection, sailedVoyages, saveReconnection, saveSeatToken, savedName, seatTokenFor } from './session';
import type { RoomJson } from './toView';
import { clearOrders, orderAnswered } from '../orders';
import { clearRoomFromAddress } from './address';
import { fetchVoyageSummary } from './voyageSummary';

/** Room options the lobby can set (server/rooms/options.ts validates them). */
export type CreateSettings = {
  name: string;
  captains: number;
  bots: 'easy' | 'normal' | 'hard';
  timers: { turnMs?: number; decisionMs?: number; namingMs?: number };
  private: boolean;
  pace?: number;
  seed?: string;
};

const endpoint = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
const client = new Client(endpoint);
let room: Room | null = null;
/** Issue 11: the server closes a lobby never started, or a voyage nobody came back to, with this code (server/rooms/refusal.ts). */
const CLOSE_ABANDONED = 4410;
/** What a person hears about such a room, now or when they come back to it. */
const ABANDONED_WORDS = 'This voyage was abandoned.';
let leaving = false;

/** Wires a joined room into the store. */
function attach(joined: Room): void {
  room = joined;
  clearOrders();
  const store = useStore.getState();
  store.set({ status: 'connected', code: joined.roomId, events: [], log: [], held: null, previousView: null, presentingUntil: 0, bakePicks: [], invite: null, gone: null, confirmLeave: false });
  saveReconnection(joined.roomId, joined.reconnectionToken, store.spectator);
  const url = new URL(location.href);
  if (url.searchParams.get('room') !== joined.roomId) {
    url.searchParams.set('room', joined.roomId);
    history.replaceState(null, '', url);
  }
  joined.onStateChange((state) => {
    const json = (state as { toJSON(): RoomJson }).toJSON();
    useStore.getState().setRoom(json);
    if (json.status === 'over' && useStore.getState().seat !== null) markSailed(joined.roomId);
  });
  joined.onMessage('welcome', (m: { code: string; seat: number | null; seatToken: string | null; spectator: boolean; creator: boolean; serverNow: number }) => {
    if (m.seatToken) saveSeatToken(m.code, m.seatToken);
    saveReconnection(joined.roomId, joined.reconnectionToken, m.spectator);
    useStore.getState().set({ seat: m.seat, spectator: m.spectator, creator: m.creator, skew: m.serverNow - Date.now() });
    if (quickPlaying && m.seat !== null) useStore.getState().set({ takeover: m.seat });
  });
  joined.onMessage('private', (m: { seat: number; recipe: Recipe | null; legal: Action[] }) => {
    useStore.getState().setPrivate(m.seat, m.recipe, m.legal);
    orderAnswered();
  });
  joined.onMessage('events', (m: { serverNow: number; events: (GameEvent & { ms: number })[] }) => {
    const s = useStore.getState();
    const names = s.room?.captains.map((c) => c.name) ?? [];
    const timed: TimedEvent[] = m.events.map(({ ms: _animationMs, ...event }) => ({ key: eventId(), event: event as GameEvent }));
    s.addEvents(timed, m.serverNow, m.events.map((e) => ({ line: eventLine(e, names, s.seat), ms: e.ms })));
  });
  joined.onMessage('emote', (m: { seat: number; emoji: string }) => useStore.getState().addEmote(m.seat, m.emoji));
  joined.onMessage('rematch', (m: { code: string }) => {
    if (wantsRematch) void joinRematch(m.code);
  });
  joined.onMessage('history', (m: { events: GameEvent[] }) => {
    const s = useStore.getState();
    const names = s.room?.captains.map((c) => c.name) ?? [];
    s.restoreLog(m.events.map((e) => eventLine(e, names, s.seat)).filter((line): line is string => line !== null));
  });
  joined.onMessage('error', (m: { code: string; message: string }) => {
    useStore.getState().toast(errorWords(m.code, m.message));
    useStore.getState().set({ bakePicks: [] }); // a refused naming is picked again from the start
    orderAnswered();
  });
  joined.onLeave((code) => {
    room = null;
    if (code === CLOSE_ABANDONED) {
      useStore.getState().set({ status: 'idle' });
      useStore.getState().toast(ABANDONED_WORDS, 'info');
      return;
    }
    if (leaving || code === 4001) {
      useStore.getState().set({ status: code === 4001 ? 'offline' : 'idle' });
      if (code === 4001) useStore.getState().toast('This seat was opened in another window.', 'info');
      return;
    }
    void recover(joined.roomId, joined.reconnectionToken);
  });
}

/** After a drop: reconnect with the token, then fall back to reclaiming the seat by seat token. */
async function recover(code: string, token: string): Promise<void> {
  const store = useStore.getState();
  store.set({ status: 'reconnecting' });
  for (let attempt = 0; attempt < 8 && !leaving; attempt++) {
    await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** attempt, 8000)));
    if (leaving) return;
    const joined = await client.reconnect(token).catch(() => client.joinById(code, reclaimOptions(code, store.spectator))).catch(() => null);
    if (!joined) continue;
    if (leaving) {
      await joined.leave(true);
      return;
    }
    attach(joined);
    return;
  }
  if (leaving) return;
  useStore.getState().set({ status: 'offline' });
}

/** Join options that reclaim this browser's seat, or spectate, or simply join. */
function reclaimOptions(code: string, spectate: boolean): Record<string, unknown> {
  const seatToken = seatTokenFor(code);
  const name = savedName() || 'Captain';
  return seatToken ? { name, seatToken } : { name, spectate };
}

/** Runs a join attempt with status updates and a readable error (`explain` may word a refusal better, or handle it). */
async function joining(attempt: () => Promise<Room>, explain?: (message: string) => Promise<string | null>): Promise<boolean> {
  leaving = false;
  useStore.getState().set({ status: 'connecting' });
  try {
    attach(await attempt());
    return true;
  } catch (error) {
    lastJoinError = (error as Error).message;
    const words = explain ? await explain(lastJoinError) : `Could not join: ${lastJoinError}`;
    useStore.getState().set({ status: 'idle' });
    if (words) useStore.getState().toast(words);
    return false;
  }
}

/** An ended voyage's link shows who won instead of a seat (true); a live or unknown code is left to the join (false). */
export async function showIfEnded(code: string): Promise<boolean> {
  const summary = await fetchVoyageSummary(code);
  if (summary.status !== 'over') return false;
  clearRoomFromAddress();
  useStore.getState().set({ gone: { code, summary } });
  return true;
}

/** A code that opens no room: an ended voyage shows who won (no toast); any other says so plainly. The address forgets it. */
async function explainMissingRoom(code: string, message: string): Promise<string | null> {
  if (/abandoned/i.test(message)) {
    clearRoomFromAddress();
    return ABANDONED_WORDS;
  }
  if (!/not found|invalid|locked/i.test(message)) return `Could not join: ${message}`;
  clearRoomFromAddress();
  const summary = await fetchVoyageSummary(code);
  if (summary.status === 'abandoned') return ABANDONED_WORDS;
  if (summary.status === 'over') {
    useStore.getState().set({ gone: { code, summary } });
    return null;
  }
  return summary.status === 'playing' ? `Voyage ${code} is under way but full.` : `No voyage has the code ${code}. Check the letters, or start a new one.`;
}

/** The server's words for the last refused join, to tell a refused seat token from a network failure. */
let lastJoinError = '';

/** Quick play: a free seat in a public voyage, a bot's seat in one under way, or a new room. */
export function quickPlay(name: string): Promise<boolean> {
  quickPlaying = true;
  const bots = sailedVoyages().length === 0 ? 'easy' : 'normal'; // a first voyage against gentle bots, if quick play makes the room
  return joining(() => client.joinOrCreate('voyage', { name, bots })).finally(() => { quickPlaying = false; });
}

/** A quick play is joining: a seat given straight away (not a lobby slot) is a ship taken over from a bot. */
let quickPlaying = false;

/** Creates a room with these settings. */
export function createRoom(settings: CreateSettings): Promise<boolean> {
  return joining(() => client.create('voyage', settings));
}

/** Joins a room by its code: reclaiming this browser's seat if it has one, or as a spectator. */
export async function joinByCode(code: string, name: string, spectate: boolean): Promise<boolean> {
  const upper = code.trim().toUpperCase();
  const token = spectate ? null : seatTokenFor(upper);
  const explain = (message: string) => explainMissingRoom(upper, message);
  const quietIfTokenRefused = (message: string) => (message.includes('seat token') ? Promise.resolve(null) : explain(message));
  const ok = await joining(() => client.joinById(upper, token ? { name, seatToken: token } : { name, spectate }), token ? quietIfTokenRefused : explain);
  if (!ok && token && lastJoinError.includes('seat token')) {
    forgetSeatToken(upper);
    return joining(() => client.joinById(upper, { name, spectate }), explain);
  }
  return ok;
}

/** On page load: this tab's live room after a reload, unless the address asks for another room. */
export async function resumeTab(wanted: string | null): Promise<boolean> {
  const saved = reconnection();
  if (!saved || (wanted && wanted.toUpperCase() !== saved.code)) return false;
  try {
    useStore.getState().set({ spectator: saved.spectator });
    attach(await client.reconnect(saved.token));
    return true;
  } catch {
    clearReconnection();
    return joinByCode(saved.code, savedName() || 'Captain', saved.spectator);
  }
}

/** Sends an engine action for this seat. */
export function sendAction(action: Action): void {
  if (!room) {
    useStore.getState().toast('Not connected: your order was not sent.');
    return;
  }
  room.send('action', action);
}

/** Issue 8: a quick emote over this captain's ship. */
export function sendEmote(emoji: string): void {
  room?.send('emote', { emoji });
}

/** Issue 8: "Sail again": asks the finished voyage's room for a rematch room; the answer moves this captain there. */
export function askRematch(): void {
  wantsRematch = true;
  room?.send('rematch');
}

/** This captain asked for the rematch, so the rematch code takes them straight to its waiting room. */
let wantsRematch = false;

/** Leaves the finished voyage for its rematch room. */
export async function joinRematch(code: string): Promise<boolean> {
  wantsRematch = false;
  await leaveRoom();
  return joinByCode(code, savedName() || 'Captain', false);
}

/** Issue 8: the baker is ready for another try: the shuffle shows now. */
export function sayReady(): void {
  room?.send('ready');
}

/** The creator starts the voyage. */
export function startVoyage(): void {
  room?.send('start');
}

/** Leaves the room on purpose. */
export async function leaveRoom(): Promise<void> {
  leaving = true;
  clearReconnection();
  clearOrders();
  if (room?.connection.isOpen) room.send('leave'); // by choice: a bot takes the helm at once (a server shutdown is not a goodbye)
  await room?.leave(true);
  room = null;
  clearRoomFromAddress();
  useStore.getState().set({ room: null, view: null, code: null, seat: null, legal: [], recipe: null, status: 'idle', held: null, previousView: null, help: null, bakePicks: [], takeover: null, cameraFree: false, shortcuts: false });
}
