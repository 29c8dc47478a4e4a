// The store's shape: the shell's own state and each game's part (gameSlices.ts). Types only, so a game's hooks may name
// the store without importing it.
import type { Recap } from '../../shared/table/replay';
import type { CatchUpWhy } from './catchUp/offer';
import type { GameSlices } from './gameSlices';
import type { TableJson } from './net/tableJson';
import type { VoyageSummary } from './net/voyageSummary';
import type { Settings } from './settings';
import type { TableAction, TableBits } from './tableAction';

/** The connection as the status badge shows it. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** An emote from a captain, or a cheer from the audience, floating up from a ship. */
export type Bubble = { id: number; seat: number; emoji: string; cheer: boolean };

/** One event's log line (if it has one) and how long its animation plays, as the server paced it. */
export type PacedLine = { line: string | null; ms: number };

/** A short message in the corner. */
export type Toast = { id: number; text: string; kind: 'error' | 'info' };

/** A catch-up offered to this joiner (issue 31): why, its recap once loaded (null while it loads), and whether it plays. */
export type CatchUp = { why: CatchUpWhy; recap: Recap | null; playing: boolean };

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
  catchUp: CatchUp | null; // the recap offered to a late joiner, a newcomer or a returning player (shell/catchUp/)
  confirmLeave: boolean; // 🚪 was pressed: the leave confirmation is showing
  rematchAsked: boolean; // "Sail again" was pressed and the room has not yet answered with a rematch's code or a failure
  orderInFlight: TableAction | null; // an order sent and not yet answered: its buttons wait (shell/orders.ts)
  queuedOrder: TableAction | null; // the next order given during the show or while another was on its way, sent when both are done
  queuedAfter: TableAction[]; // orders waiting behind it, in turn (a game that queues every order: shell/orders.ts giveInTurn)
  audience: boolean; // watching through the audience room (a spectator link, the cast view)
  casterKey: string | null; // the creator's key for an all-seeing cast link
  castDelay: number; // seconds the audience feed runs behind the captains
  allSeeing: number; // all-seeing casters watching now
  predictions: Record<string, number>; // this audience member's answers, by question id
  replaying: string | null; // the finished game this page replays (/replay/CODE): its table shows no rematch and no seat
  revealed: unknown; // every seat's secrets in the game's own shape (Pastry Pirates: RevealMessage), for an all-seeing cast only; else null
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
  set: (patch: Partial<Store> | ((s: Store) => Partial<Store>)) => void; // a patch, or one made from the state as it is then
};

/** The shell's state without its actions: what a fresh page starts with, and what leaving or joining a room resets. */
export type ShellData = { [K in keyof ShellState as ShellState[K] extends (...args: never[]) => unknown ? never : K]: ShellState[K] };
