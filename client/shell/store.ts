// The zustand store: the room as the server last showed it, this seat's private bits, queued events and the HUD's own state.
// Each game's own part (its view, its HUD's pointers) is held here too, declared by the game (gameSlices.ts) and fed by its hooks.
import { create } from 'zustand';
import type { ClientGame } from './clientGame';
import { eventId } from './eventId';
import { gameOf, gameParts, keepGames } from './games';
import { theShow } from './show/theShow';
import type { TableJson } from './net/tableJson';
import { loadSettings, saveSettings } from './settings';
import type { GameSlices } from './gameSlices';
import type { ShellData, Store } from './storeTypes';
import type { TableAction, TableBits } from './tableAction';

const MAX_LOG = 2000; // a whole voyage's lines, to scroll back through
const MAX_BACKLOG_MS = 3000;
/** How long an emote floats over its ship. */
export const EMOTE_MS = 2600;

/** Every field of the shell's state as a fresh page starts (but the saved settings), written once: leaving and joining a room reset some to these. */
const FRESH: Omit<ShellData, 'settings'> = {
  status: 'idle',
  code: null,
  seat: null,
  spectator: false,
  creator: false,
  room: null,
  legal: [],
  bits: null,
  log: [],
  toasts: [],
  help: null,
  skew: 0,
  presentingUntil: 0,
  invite: null,
  lobbyNotice: null,
  lobbySlot: null,
  seatMoved: false,
  boardDrawn: null,
  gone: null,
  confirmLeave: false,
  rematchAsked: false,
  takeover: null,
  tookOver: null,
  catchUp: null,
  emotesOpen: false,
  orderInFlight: null,
  queuedOrder: null,
  queuedAfter: [],
  audience: false,
  casterKey: null,
  castDelay: 0,
  allSeeing: 0,
  predictions: {},
  revealed: null,
  replaying: null,
  emotes: [],
};

/** What leaving a room forgets (the orders are cleared by shell/orders.ts). */
const FORGOTTEN_ON_LEAVING = [
  'room',
  'code',
  'seat',
  'legal',
  'bits',
  'status',
  'seatMoved',
  'help',
  'lobbySlot',
  'takeover',
  'tookOver',
  'catchUp',
  'audience',
  'predictions',
  'revealed',
  'casterKey',
  'allSeeing',
  'castDelay',
  'toasts',
  'confirmLeave',
  'rematchAsked',
] as const;

/** What joining a room forgets: the last room's log and show, and whatever the lobby showed. */
const FORGOTTEN_ON_JOINING = ['log', 'presentingUntil', 'invite', 'gone', 'confirmLeave', 'rematchAsked', 'predictions', 'revealed', 'lobbyNotice'] as const;

/** These fields at their fresh values. */
function freshOf(keys: readonly (keyof typeof FRESH)[]): Partial<ShellData> {
  return Object.fromEntries(keys.map((key) => [key, FRESH[key]]));
}

/** Log lines waiting for their events to play out, in arrival order, each for the room it came from. */
const logQueue: { time: number; text: string; code: string | null }[] = [];
let logTimer: ReturnType<typeof setTimeout> | null = null;

/** Logs the waiting lines whose time has come, in order (a line never overtakes an earlier one), and waits for the next. */
function flushLog(): void {
  const now = Date.now();
  const due: string[] = [];
  while (logQueue.length && logQueue[0].time <= now) {
    const line = logQueue.shift()!;
    if (line.code === useStore.getState().code) due.push(line.text); // lines from a room since left are dropped
  }
  if (due.length) useStore.setState((s) => ({ log: [...s.log, ...due.map((text) => ({ id: eventId(), text }))].slice(-MAX_LOG) }));
  if (logTimer) clearTimeout(logTimer);
  logTimer = logQueue.length ? setTimeout(flushLog, logQueue[0].time - now) : null;
}

/**
 * The legal list that belongs to the state on screen. The state's patch and this seat's bits for a step arrive as two
 * messages; until both name the same step the list is empty, so no button offers what the last step allowed.
 */
export function legalFor(room: TableJson | null, bits: TableBits | null): TableAction[] {
  return room && bits && room.step === bits.step ? bits.legal : [];
}

/** The one store. */
export const useStore = create<Store>((set, get) => ({
  ...FRESH,
  settings: loadSettings(),
  ...(gameParts('start') as GameSlices), // the games installed so far (none at load): installGames starts the rest
  setRoom: (room) => {
    set({ room, legal: legalFor(room, get().bits), ...gameOf(room.game).hooks.fromRoom(room, get()) });
  },
  setPrivate: (bits) => {
    const { room } = get();
    set({ seat: bits.seat, bits, legal: legalFor(room, bits), ...gameOf(room?.game).hooks.fromPrivate(bits, get()) });
  },
  addEvents: (events, serverNow, paced) => {
    // Each line is logged when its event has played out, so a result is never read before its coins land. A burst of
    // batches (after a network stall) queues at most a few seconds of show, because the server's clock ran on meanwhile.
    const now = Date.now();
    let at = Math.min(Math.max(get().presentingUntil, now), now + MAX_BACKLOG_MS);
    const stamped = events.length === paced.length; // one paced line per event: each event learns when its show plays
    for (const [i, { line, ms }] of paced.entries()) {
      if (stamped) {
        Object.assign(events[i], { at, ms });
        theShow.place(events[i] as { ms: number }, at, at + ms); // the one timeline a game's scene reads
      }
      at += ms;
      if (line !== null) logQueue.push({ time: at, text: line, code: get().code });
    }
    flushLog();
    // The game keeps the stamped events, and may hold what its HUD shows until they have played out, and let go then.
    const game = gameOf(get().room?.game).hooks;
    const playing = at > now;
    const holds = game.showing(get(), events, playing);
    set({ skew: serverNow - now, presentingUntil: at, ...holds });
    if (playing) {
      setTimeout(() => {
        if (get().presentingUntil === at) set(game.shown(get())); // unless a later batch is still playing
      }, at - now);
    }
  },
  addEmote: (seat, emoji, cheer = false) => {
    const id = eventId();
    set((s) => ({ emotes: [...s.emotes, { id, seat, emoji, cheer }].slice(-16) }));
    setTimeout(() => set((s) => ({ emotes: s.emotes.filter((e) => e.id !== id) })), EMOTE_MS);
  },
  addLine: (text) => set((s) => ({ log: [...s.log, { id: eventId(), text }].slice(-MAX_LOG) })),
  restoreLog: (lines) => {
    // The server's story so far replaces the log (a reload, a rejoin). When it ends with the lines still waiting for their
    // show here (a viewer back after a drop while their ships still sail), those keep waiting: the log never runs ahead of
    // the board. Any other waiting lines are in the story already.
    const waiting = logQueue.filter((l) => l.code === get().code).map((l) => l.text);
    const held = waiting.length > 0 && waiting.every((text, i) => lines[lines.length - waiting.length + i] === text) ? waiting.length : 0;
    if (!held) {
      logQueue.length = 0;
      flushLog();
    }
    set({
      log: lines
        .slice(0, lines.length - held)
        .slice(-MAX_LOG)
        .map((text) => ({ id: eventId(), text })),
    });
  },
  toast: (text, kind = 'error') => {
    const id = eventId();
    // A message takes the place of the one of its kind showing, so refusals never stack over the board (nor, on a phone,
    // over the captains): one error and one notice at most.
    set((s) => ({ toasts: [...s.toasts.filter((t) => t.kind !== kind), { id, text, kind }] }));
    setTimeout(() => get().dropToast(id), 4000);
  },
  dropToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  patchSettings: (patch) => {
    const settings = { ...get().settings, ...patch };
    saveSettings(settings);
    set({ settings });
  },
  set: (patch) => set(patch),
}));

/** What the shell leaves behind with a room, cleared on leaving it: a notice from the voyage (a copied link) never follows you to the lobby. */
export const LEFT_ROOM: Partial<ShellData> = freshOf(FORGOTTEN_ON_LEAVING);

/** Everything a room left behind, the shell's and every game's: the store on leaving a room. */
export function forgetOnLeaving(): Partial<Store> {
  return { ...gameParts('leaving'), ...LEFT_ROOM };
}

/** What joining a room (a reconnect too) starts afresh, the shell's and every game's. */
export function forgetOnJoining(): Partial<Store> {
  return { ...gameParts('joining'), ...freshOf(FORGOTTEN_ON_JOINING) };
}

/** Hands the shell its games (main.tsx, from games/registry.ts) and starts each game's part of the store. */
export function installGames(list: readonly ClientGame[]): void {
  keepGames(list);
  useStore.setState(gameParts('start'));
}
