// The only importer of colyseus.js: joins rooms, writes what the server sends into the store, sends actions.
import { Client, type Room } from 'colyseus.js';
import { AUDIENCE_ROOM, type AllSeeingMessage, type AudienceJoin, type CheerMessage, type PredictedMessage } from '../../../shared/audience';
import type { TableAction, TableBits } from '../tableAction';
import type { HistoryMessage } from '../../../shared/table/story';
import { forgetOnJoining, forgetOnLeaving, useStore } from '../store';
import { gameOf } from '../games';
import { tableErrorWords, type EventsMessage } from '../gameHooks';
import { clearReconnection, forgetSeatToken, markSailed, reconnection, sailedVoyages, saveReconnection, saveSeatToken, savedName, seatTokenFor } from './session';
import type { TableJson } from './tableJson';
import { clearOrders, orderAnswered } from '../orders';
import { clearRoomFromAddress } from './address';
import { fetchVoyageSummary } from './voyageSummary';
import { isRoomCode } from '../../../shared/table/roomCode';
import type { GameKey } from '../../../shared/table/gameList';
import { ABANDONED_WORDS, CLOSE_ABANDONED, CLOSE_KICKED, CLOSE_RECLAIMED, KICKED_WORDS } from '../../../shared/table/closeCodes';
import { TABLE_ROOM, TO_TABLE, TO_AUDIENCE, TO_CLIENT } from '../../../shared/table/messages';
import type { WelcomeMessage } from '../../../shared/table/protocol';

/** Room options the lobby can set (server/table/options.ts validates them). */
export type CreateSettings = {
  game: GameKey;
  name: string;
  captains: number;
  bots: 'easy' | 'normal' | 'hard';
  timers: { turnMs?: number; decisionMs?: number; namingMs?: number; sightingMs?: number };
  private: boolean;
  pace?: number;
  seed?: string;
  castDelay?: number; // seconds the audience feed runs behind
};

const endpoint = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
const client = new Client(endpoint);
let room: Room | null = null;
let leaving = false;

/**
 * A joined room and what it is: the voyage's code (an audience room's id is not the code) and whether it is the
 * audience feed (a spectator link, the cast view) rather than the voyage room itself.
 */
type Joined = { room: Room; code: string; audience: boolean };

/** The options the audience room was joined with, to join it again after a drop the reconnect cannot mend. */
let audienceOptions: AudienceJoin | null = null;
/** The cast view's address is its link: joining never rewrites it. */
let keepAddress = false;

/** Wires a joined room into the store. */
function attach({ room: joined, code, audience }: Joined): void {
  room = joined;
  clearOrders();
  const store = useStore.getState();
  store.set({
    ...forgetOnJoining(),
    status: 'connected',
    code,
    audience,
    ...(audience ? { spectator: true, seat: null } : {}),
  });
  saveReconnection(code, joined.reconnectionToken, store.spectator || audience, audience);
  const url = new URL(location.href);
  if (!keepAddress && !store.settings.streamer && url.searchParams.get('room') !== code) {
    // streamer mode keeps the code off screen
    url.searchParams.set('room', code);
    history.replaceState(null, '', url);
  }
  joined.onStateChange((state) => {
    const json = (state as { toJSON(): TableJson }).toJSON();
    const s = useStore.getState();
    if (json.code && json.code !== s.code) s.set({ code: json.code }); // the state names the voyage, whichever room carries it
    s.setRoom(json);
    if (json.status === 'over' && s.seat !== null) markSailed(json.code || code);
  });
  joined.onMessage(TO_CLIENT.welcome, (m: WelcomeMessage) => {
    const movedFrom = useStore.getState().lobbySlot;
    if (movedFrom !== null && m.lobbySlot !== null && m.lobbySlot !== movedFrom && m.code === useStore.getState().code) {
      useStore.getState().toast(`The room's creator moved you to place ${m.lobbySlot + 1} on the crew list.`, 'info');
    }
    if (m.seatToken) saveSeatToken(m.code, m.seatToken);
    saveReconnection(m.code, joined.reconnectionToken, m.spectator, audience);
    useStore.getState().set({
      code: m.code,
      seat: m.seat,
      lobbySlot: m.lobbySlot,
      spectator: m.spectator,
      creator: m.creator,
      skew: m.serverNow - Date.now(),
      castDelay: m.castDelay ?? 0,
      ...(m.casterKey ? { casterKey: m.casterKey } : {}),
    });
    if (quickPlaying && m.seat !== null) useStore.getState().set({ takeover: m.seat, tookOver: m.tookOver ?? null });
  });
  joined.onMessage(TO_CLIENT.private, (m: TableBits) => {
    useStore.getState().setPrivate(m);
    orderAnswered();
  });
  joined.onMessage(TO_CLIENT.events, (m: EventsMessage) => {
    const s = useStore.getState();
    gameOf(s.room?.game).hooks.events(m, s); // Pastry Pirates words them for the log; Merchant Voyages' table animates its own
  });
  joined.onMessage(TO_CLIENT.emote, (m: { seat: number; emoji: string }) => useStore.getState().addEmote(m.seat, m.emoji));
  joined.onMessage(TO_CLIENT.cheer, (m: CheerMessage) => useStore.getState().addEmote(m.seat, m.emoji, true)); // from the audience, to every view
  joined.onMessage(TO_CLIENT.predicted, (m: PredictedMessage) => useStore.setState((s) => ({ predictions: { ...s.predictions, [m.question]: m.answer } })));
  joined.onMessage(TO_CLIENT.reveal, (m: unknown) => useStore.getState().set({ revealed: m })); // the game's secrets, as its server part words them
  joined.onMessage(TO_CLIENT.allSeeing, (m: AllSeeingMessage) => {
    useStore.getState().set({ allSeeing: m.count });
    if (m.joined) useStore.getState().addLine(ALL_SEEING_LINE);
  });
  joined.onMessage(TO_CLIENT.rematch, (m: { code: string }) => {
    if (wantsRematch) void joinRematch(m.code);
  });
  joined.onMessage(TO_CLIENT.history, (m: HistoryMessage<{ type: string }>) => {
    const s = useStore.getState();
    gameOf(s.room?.game).hooks.history(m, s);
  });
  joined.onMessage(TO_CLIENT.error, (m: { code: string; message: string }) => {
    const game = gameOf(useStore.getState().room?.game).hooks;
    useStore.getState().toast(audience ? audienceErrorWords(m.code, m.message) : game.errorWords(m.code, m.message), audience ? 'info' : 'error');
    game.refused(useStore.getState());
    orderAnswered();
  });
  joined.onLeave((closeCode) => {
    room = null;
    if (closeCode === CLOSE_ABANDONED || closeCode === CLOSE_KICKED) {
      // back to the lobby, told why
      clearReconnection(); // a kicked person's seat token stays: the room knows it and keeps them off this crew
      clearRoomFromAddress();
      useStore.getState().set(forgetOnLeaving());
      useStore.getState().toast(closeCode === CLOSE_KICKED ? KICKED_WORDS : ABANDONED_WORDS, 'info');
      return;
    }
    if (closeCode === CLOSE_RECLAIMED) {
      clearReconnection(); // this tab's token is spent: the other tab holds the seat now
      clearOrders();
      useStore.getState().set({ status: 'offline', seatMoved: true });
      return;
    }
    if (leaving) {
      useStore.getState().set({ status: 'idle' });
      return;
    }
    void recover({ room: joined, code: useStore.getState().code ?? code, audience }, joined.reconnectionToken);
  });
}

/** The log line every captain reads when an all-seeing caster starts watching. */
export const ALL_SEEING_LINE = 'An all-seeing caster is watching: the stream shows every recipe (delayed)';

/** An audience member's refused cheer or prediction, in words. */
export function audienceErrorWords(code: string, fallback: string): string {
  if (code === 'rate-limited') return 'Easy there: a cheer or two a second.';
  if (code === 'bad-cheer') return 'That cheer did not reach the ships.';
  return tableErrorWords(code, fallback);
}

/** After a drop: reconnect with the token, then fall back to reclaiming the seat by seat token (or rejoining the audience). */
async function recover(was: Joined, token: string): Promise<void> {
  const store = useStore.getState();
  store.set({ status: 'reconnecting' });
  const rejoin = (): Promise<Joined> => (was.audience && audienceOptions ? openAudience(audienceOptions) : client.joinById(was.code, reclaimOptions(was.code, store.spectator)).then(asVoyage));
  for (let attempt = 0; attempt < 8 && !leaving; attempt++) {
    await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** attempt, 8000)));
    if (leaving) return;
    const joined = await client
      .reconnect(token)
      .then((r): Joined => ({ room: r, code: was.code, audience: was.audience }))
      .catch(rejoin)
      .catch(() => null);
    if (!joined) continue;
    if (leaving) {
      await joined.room.leave(true);
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

/** A voyage room joined directly: its id is the voyage code. */
const asVoyage = (joined: Room): Joined => ({ room: joined, code: joined.roomId, audience: false });

/** The audience room of a voyage: the (possibly delayed) feed with cheers and predictions. */
async function openAudience(options: AudienceJoin): Promise<Joined> {
  audienceOptions = options;
  return { room: await client.joinOrCreate(AUDIENCE_ROOM, options), code: options.code, audience: true };
}

/** Runs a join attempt with status updates and a readable error (`explain` may word a refusal better, or handle it). */
async function joining(attempt: () => Promise<Joined>, explain?: (message: string) => Promise<string | null>): Promise<boolean> {
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

/**
 * An invite link's code, checked before anyone types a name: a waiting room or a voyage under way asks the friend's name,
 * an ended voyage shows who won, and any other code (unknown, malformed, abandoned) says so at once in the lobby.
 */
export async function openInvite(code: string): Promise<void> {
  const summary = isRoomCode(code) ? await fetchVoyageSummary(code) : { status: 'unknown' as const };
  const store = useStore.getState();
  if (summary.status === 'waiting' || summary.status === 'playing') return store.set({ invite: code });
  clearRoomFromAddress();
  if (summary.status === 'over') return store.set({ gone: { code, summary } });
  store.set({ lobbyNotice: summary.status === 'abandoned' ? ABANDONED_WORDS : noVoyageWords(code) });
}

/** What a code that names no voyage gets told. */
function noVoyageWords(code: string): string {
  return `No voyage has the code ${code}. Check the letters, or start a new one.`;
}

/** A code that opens no room: an ended voyage shows who won (no toast); any other says so plainly. The address forgets it. */
async function explainMissingRoom(code: string, message: string): Promise<string | null> {
  if (/abandoned/i.test(message)) {
    clearRoomFromAddress();
    return ABANDONED_WORDS;
  }
  if (!/not found|invalid|locked|no voyage/i.test(message)) return `Could not join: ${message}`;
  clearRoomFromAddress();
  const summary = await fetchVoyageSummary(code);
  if (summary.status === 'abandoned') return ABANDONED_WORDS;
  if (summary.status === 'over') {
    useStore.getState().set({ gone: { code, summary } });
    return null;
  }
  return summary.status === 'playing' ? `Voyage ${code} is under way but full.` : noVoyageWords(code);
}

/** The server's words for the last refused join, to tell a refused seat token from a network failure. */
let lastJoinError = '';

/** Quick play: a free seat in a public voyage (of `game`, if asked), a bot's seat in one under way, or a new room. */
export function quickPlay(name: string, game?: GameKey): Promise<boolean> {
  quickPlaying = true;
  const bots = sailedVoyages().length === 0 ? 'easy' : 'normal'; // a first voyage against gentle bots, if quick play makes the room
  const options = game ? { game, name, bots, quick: true } : { name, bots, quick: true };
  return joining(() => client.joinOrCreate(TABLE_ROOM, options).then(asVoyage)).finally(() => {
    quickPlaying = false;
  });
}

/** A quick play is joining: a seat given straight away (not a lobby slot) is a ship taken over from a bot. */
let quickPlaying = false;

/** Creates a room with these settings. */
export function createRoom(settings: CreateSettings): Promise<boolean> {
  return joining(() => client.create(TABLE_ROOM, settings).then(asVoyage));
}

/** Joins a room by its code: reclaiming this browser's seat if it has one, or as a spectator (through the audience room). */
export async function joinByCode(code: string, name: string, spectate: boolean): Promise<boolean> {
  const upper = code.trim().toUpperCase();
  if (spectate) return watchVoyage(upper, { name });
  const token = seatTokenFor(upper);
  const explain = (message: string) => explainMissingRoom(upper, message);
  const quietIfTokenRefused = (message: string) => (message.includes('seat token') ? Promise.resolve(null) : explain(message));
  const ok = await joining(() => client.joinById(upper, token ? { name, seatToken: token } : { name }).then(asVoyage), token ? quietIfTokenRefused : explain);
  if (!ok && token && lastJoinError.includes('seat token')) {
    forgetSeatToken(upper);
    return joining(() => client.joinById(upper, { name }).then(asVoyage), explain);
  }
  return ok;
}

/**
 * Watches a voyage from its audience room: a spectator link, or the cast view (which keeps its address and may
 * be all-seeing with the creator's caster key).
 */
export function watchVoyage(code: string, options: { name?: string; casterKey?: string; cast?: boolean } = {}): Promise<boolean> {
  const upper = code.trim().toUpperCase();
  keepAddress = !!options.cast;
  const join: AudienceJoin = { code: upper, ...(options.name ? { name: options.name } : {}), ...(options.casterKey ? { casterKey: options.casterKey, allSeeing: true } : {}) };
  const explain = options.cast ? (message: string) => Promise.resolve(`Could not join: ${message}`) : (message: string) => explainMissingRoom(upper, message);
  return joining(() => openAudience(join), explain);
}

/** Whether this page was reloaded, rather than opened afresh (a typed address, a link, the home page). */
function reloaded(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.type === 'reload';
}

/**
 * On page load: this tab's live room when the address names it, or after a reload of an address that does not (streamer
 * mode keeps the code out of it). The home page itself is the lobby, whose Your voyages offer the way back.
 */
export async function resumeTab(wanted: string | null): Promise<boolean> {
  const saved = reconnection();
  if (!saved || (wanted ?? (reloaded() ? saved.code : null)) !== saved.code) return false;
  try {
    useStore.getState().set({ spectator: saved.spectator });
    const joined = await client.reconnect(saved.token);
    if (saved.audience) audienceOptions = { code: saved.code, name: savedName() || 'Spectator' };
    attach({ room: joined, code: saved.code, audience: !!saved.audience });
    return true;
  } catch {
    clearReconnection();
    return joinByCode(saved.code, savedName() || 'Captain', saved.spectator);
  }
}

/** Sends an engine action for this seat. */
export function sendAction(action: TableAction): void {
  if (!room) {
    useStore.getState().toast('Not connected: your order was not sent.');
    return;
  }
  room.send(TO_TABLE.action, action);
}

/** A quick emote over this captain's ship. */
export function sendEmote(emoji: string): void {
  room?.send(TO_TABLE.emote, { emoji });
}

/** An audience member's cheer, floated up from a ship in every view (rate-limited by the server). */
export function sendCheer(seat: number, emoji: string): void {
  room?.send(TO_AUDIENCE.cheer, { seat, emoji } satisfies CheerMessage);
}

/** An audience member's answer to an open prediction question (one per question). */
export function sendPrediction(question: string, answer: number): void {
  room?.send(TO_AUDIENCE.predict, { question, answer });
}

/** "Sail again": asks the finished voyage's room for a rematch room; the answer moves this captain there. */
export function askRematch(): void {
  wantsRematch = true;
  room?.send(TO_TABLE.rematch);
}

/** This captain asked for the rematch, so the rematch code takes them straight to its waiting room. */
let wantsRematch = false;

/** Leaves the finished voyage for its rematch room. */
export async function joinRematch(code: string): Promise<boolean> {
  wantsRematch = false;
  await leaveRoom();
  return joinByCode(code, savedName() || 'Captain', false);
}

/** A viewer follows the table to its rematch, watching it as they watched this one. */
export async function watchRematch(code: string): Promise<boolean> {
  await leaveRoom();
  return watchVoyage(code, { name: savedName() || undefined });
}

/** A message name the table room takes (shared/table/messages.ts). */
export type TableMessage = (typeof TO_TABLE)[keyof typeof TO_TABLE];

/** A game's own message to the table room, sent from its folder (Pastry Pirates' bake-off ready: games/pastry/bakeReady.ts). */
export function sendToTable(type: TableMessage, payload?: unknown): void {
  room?.send(type, payload);
}

/** This seat's board is drawn: the first turn's clock may start (spectators and the audience have no clock to hold). */
export function sayBoardUp(): void {
  const store = useStore.getState();
  if (!store.audience && store.seat !== null) room?.send(TO_TABLE.boardUp);
}

/** The creator starts the voyage. */
export function startVoyage(): void {
  room?.send(TO_TABLE.start);
}

/** The creator makes two waiting-room slots trade places. */
export function moveSeat(from: number, to: number): void {
  room?.send(TO_TABLE.moveSeat, { from, to });
}

/** The creator takes a person in the waiting room off the crew. */
export function kickFromCrew(slot: number): void {
  room?.send(TO_TABLE.kick, { slot });
}

/** R51: you are back: the bot that sailed for you stands aside. */
export function takeHelm(): void {
  room?.send(TO_TABLE.helm);
}

/** You say whether you are ready to sail. */
export function sayReadyToSail(ready: boolean): void {
  room?.send(TO_TABLE.readyToSail, { ready });
}

/** This tab's seat moved to another tab: take it back with the seat token (the other tab is then told the same). */
export function takeSeatBack(): Promise<boolean> {
  const code = useStore.getState().code;
  useStore.getState().set({ seatMoved: false });
  return code ? joinByCode(code, savedName() || 'Captain', false) : Promise.resolve(false);
}

/** Leaves the room on purpose. */
export async function leaveRoom(): Promise<void> {
  leaving = true;
  clearReconnection();
  clearOrders();
  if (room?.connection.isOpen) room.send(TO_TABLE.leave); // by choice: a bot takes the helm at once (a server shutdown is not a goodbye)
  await room?.leave(true);
  room = null;
  clearRoomFromAddress();
  useStore.getState().set(forgetOnLeaving());
}
