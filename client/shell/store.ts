// The zustand store: the room as the server last showed it, this seat's private bits, queued events and the HUD's own state.
// Each game's own part (its view, its HUD's pointers) is held here too, named in games/storeSlices.ts and fed by its hooks.
import { create } from 'zustand';
import type { TableJson } from './net/tableJson';
import { gameHooks } from '../games/registry';
import { GAME_SLICES_LEFT_ROOM, GAME_SLICES_START, type GameSlices } from '../games/storeSlices';
import { loadSettings, saveSettings, type Settings } from './settings';
import type { VoyageSummary } from './net/voyageSummary';
import type { TableAction, TableBits } from './tableAction';

/** The connection as the status badge shows it. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** An emote from a captain, or a cheer from the audience, floating up from a ship. */
export type Bubble = { id: number; seat: number; emoji: string; cheer: boolean };

/** One event's log line (if it has one) and how long its animation plays, as the server paced it. */
export type PacedLine = { line: string | null; ms: number };

/** A short message in the corner. */
export type Toast = { id: number; text: string; kind: 'error' | 'info' };

/** Everything the client knows: the shell's own state and each game's part. Components select slices; per-frame values never live here. */
export type Store = ShellState & GameSlices;

/** What the shell itself keeps, whatever the game. */
export type ShellState = {
  status: ConnectionStatus;
  code: string | null;
  seat: number | null;
  spectator: boolean;
  creator: boolean;
  room: TableJson | null;
  legal: TableAction[]; // this seat's legal actions in the state on screen: empty while the bits for that step are on their way
  bits: TableBits | null; // this seat's private bits as the server last sent them, naming the step they belong to
  log: { id: number; text: string }[];
  toasts: Toast[];
  settings: Settings;
  help: string | null; // the rules section shown over the game (an anchor of /rules.html), or null
  skew: number; // server clock minus ours, in ms
  presentingUntil: number; // local time when the events received so far have played out
  invite: string | null; // an invite link's room code, waiting for the friend to say their name
  lobbyNotice: string | null; // what the lobby says first: a link's code that names no voyage
  lobbySlot: number | null; // your slot in the waiting room, before the voyage sets sail
  seatMoved: boolean; // another tab of this browser took this tab's seat (by its seat token)
  boardDrawn: string | null; // the room whose voyage this client's scene has drawn (the first turn's clock waits for it)
  gone: { code: string; summary: Extract<VoyageSummary, { status: 'over' }> } | null; // a link to a voyage that has ended
  emotesOpen: boolean; // the emote bar is open
  takeover: number | null; // quick play seated you in a voyage under way, in this seat (a bot's ship until now)
  tookOver: string | null; // the name that ship sailed under until then
  confirmLeave: boolean; // 🚪 was pressed: the leave confirmation is showing
  orderInFlight: TableAction | null; // an order sent and not yet answered: its buttons wait (client/shell/orders.ts)
  queuedOrder: TableAction | null; // an order given during the show or while another was on its way, sent when both are done
  audience: boolean; // watching through the audience room (a spectator link, the cast view)
  casterKey: string | null; // the creator's key for an all-seeing cast link
  castDelay: number; // seconds the audience feed runs behind the captains
  allSeeing: number; // all-seeing casters watching now
  predictions: Record<string, number>; // this audience member's answers, by question id
  revealed: unknown; // every seat's secrets in the game's own shape (Pastry Pirates: RevealMessage), for an all-seeing cast only; else null
  tableEvents: { seq: number; list: { type: string; ms: number }[] }; // the latest step's events at a table whose game animates them itself
  tableStory: { type: string }[]; // the story so far as the room told it on joining, at a table whose game words its own log
  setRoom: (room: TableJson) => void;
  setPrivate: (bits: TableBits) => void;
  addEvents: (events: object[], serverNow: number, paced: PacedLine[]) => void; // a game's events: stamped (`at`, `ms`), back to its `showing` hook
  restoreLog: (lines: string[]) => void;
  emotes: Bubble[]; // emotes and cheers now floating over ships
  addEmote: (seat: number, emoji: string, cheer?: boolean) => void;
  addLine: (text: string) => void;
  toast: (text: string, kind?: Toast['kind']) => void;
  dropToast: (id: number) => void;
  patchSettings: (patch: Partial<Settings>) => void;
  set: (patch: Partial<Store>) => void;
};

let nextId = 1;
const MAX_LOG = 2000; // a whole voyage's lines, to scroll back through
const MAX_BACKLOG_MS = 3000;
/** How long an emote floats over its ship. */
export const EMOTE_MS = 2600;

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
  if (due.length) useStore.setState((s) => ({ log: [...s.log, ...due.map((text) => ({ id: nextId++, text }))].slice(-MAX_LOG) }));
  if (logTimer) clearTimeout(logTimer);
  logTimer = logQueue.length ? setTimeout(flushLog, logQueue[0].time - now) : null;
}

/**
 * The legal list that belongs to the state on screen. The state's patch and this seat's bits for a step arrive as two
 * messages; until both name the same step the list is empty, so no button offers what the last step allowed.
 */
function legalFor(room: TableJson | null, bits: TableBits | null): TableAction[] {
  return room && bits && room.step === bits.step ? bits.legal : [];
}

/** The one store. */
export const useStore = create<Store>((set, get) => ({
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
  settings: loadSettings(),
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
  takeover: null,
  tookOver: null,
  emotesOpen: false,
  orderInFlight: null,
  queuedOrder: null,
  audience: false,
  casterKey: null,
  castDelay: 0,
  allSeeing: 0,
  predictions: {},
  revealed: null,
  tableEvents: { seq: 0, list: [] },
  tableStory: [],
  ...GAME_SLICES_START,
  setRoom: (room) => {
    set({ room, legal: legalFor(room, get().bits), ...gameHooks(room.game).fromRoom(room, get()) });
  },
  setPrivate: (bits) => {
    const { room } = get();
    set({ seat: bits.seat, bits, legal: legalFor(room, bits), ...gameHooks(room?.game).fromPrivate(bits, get()) });
  },
  addEvents: (events, serverNow, paced) => {
    // Each line is logged when its event has played out, so a result is never read before its coins land. A burst of
    // batches (after a network stall) queues at most a few seconds of show, because the server's clock ran on meanwhile.
    const now = Date.now();
    let at = Math.min(Math.max(get().presentingUntil, now), now + MAX_BACKLOG_MS);
    const stamped = events.length === paced.length; // one paced line per event: each event learns when its show plays
    for (const [i, { line, ms }] of paced.entries()) {
      if (stamped) Object.assign(events[i], { at, ms });
      at += ms;
      if (line !== null) logQueue.push({ time: at, text: line, code: get().code });
    }
    flushLog();
    // The game keeps the stamped events, and may hold what its HUD shows until they have played out, and let go then.
    const game = gameHooks(get().room?.game);
    const playing = at > now;
    const holds = game.showing(get(), events, playing);
    set({ skew: serverNow - now, presentingUntil: at, ...holds });
    if (playing) {
      setTimeout(() => {
        if (get().presentingUntil === at) set(game.shown(get())); // unless a later batch is still playing
      }, at - now);
    }
  },
  emotes: [],
  addEmote: (seat, emoji, cheer = false) => {
    const id = nextId++;
    set((s) => ({ emotes: [...s.emotes, { id, seat, emoji, cheer }].slice(-16) }));
    setTimeout(() => set((s) => ({ emotes: s.emotes.filter((e) => e.id !== id) })), EMOTE_MS);
  },
  addLine: (text) => set((s) => ({ log: [...s.log, { id: nextId++, text }].slice(-MAX_LOG) })),
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
        .map((text) => ({ id: nextId++, text })),
    });
  },
  toast: (text, kind = 'error') => {
    const id = nextId++;
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

/** Everything a room left behind, cleared on leaving it: a notice from the voyage (a copied link) never follows you to the lobby. */
export const LEFT_ROOM: Partial<Store> = {
  ...GAME_SLICES_LEFT_ROOM,
  room: null,
  code: null,
  seat: null,
  legal: [],
  bits: null,
  status: 'idle',
  seatMoved: false,
  help: null,
  lobbySlot: null,
  takeover: null,
  tookOver: null,
  audience: false,
  predictions: {},
  revealed: null,
  tableEvents: { seq: 0, list: [] },
  tableStory: [],
  casterKey: null,
  allSeeing: 0,
  castDelay: 0,
  toasts: [],
  confirmLeave: false,
};

/** A fresh id for a client-side event. */
export function eventId(): number {
  return nextId++;
}
