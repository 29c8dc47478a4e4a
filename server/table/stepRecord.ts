// docs/rules/ARCHITECTURE.md: a step is the unit everything shares. After each step the voyage room builds one record; the live
// Schema state, its broadcast events and the audience room's delayed copy are all shown from such records.
import type { TableView } from '../../shared/table/gameModule';
import { LobbySeatSchema, type TableState } from './TableState';
import { put, syncList, type WallClock } from './schemaSync';
import { toWallTimes } from './wallTimes';

/** One lobby row before the start. */
export type LobbyRow = { name: string; human: boolean; connected: boolean; level: string | null; ready: boolean };

/** Room facts beside the game's view. */
export type TableFacts = {
  code: string;
  name: string;
  lobby: LobbyRow[]; // before the start; empty afterwards
  rematch: string | null;
  waitingReady: number | null;
  startsAt: number | null; // a quick-play lobby sets sail on its own at this wall time
  allSeeing: number;
};

/** One published step of any game. Times in `view` and `events` are game times; `wallOffset` turns them into the server's wall time. */
export type StepRecord<V extends TableView = TableView, E extends { type: string } = { type: string }> = {
  at: number; // the publisher's wall time, strictly increasing per voyage: a record's identity
  step: number; // the voyage's steps applied so far (0 before the start); a lobby or table change keeps it
  wallOffset: number; // wall time = game time + wallOffset
  view: V | null; // the spectator view (R52, M41); null before the start
  events: (E & { ms: number })[]; // the public events with their animation times
  table: TableFacts;
  secrets: unknown[]; // every seat's private bits (Pastry Pirates: its recipe): only for all-seeing casters, never mirrored
};

/** Writes a game's spectator view into its table state, its game times moved onto the wall clock by `wall`. */
export type ViewMirror<V> = (state: TableState, view: V, wall: WallClock) => void;

/** Puts a record on a Schema state, its times moved `shiftMs` later (0 live, the cast delay for an audience). */
export function showRecord<V extends TableView>(state: TableState, record: StepRecord<V>, shiftMs: number, mirror: ViewMirror<V>): void {
  const { table } = record;
  state.code = table.code;
  state.name = table.name;
  state.rematch = table.rematch ?? undefined;
  state.waitingReady = table.waitingReady ?? undefined;
  state.startsAt = table.startsAt === null ? undefined : table.startsAt + shiftMs;
  state.allSeeing = table.allSeeing;
  state.step = record.step;
  mirrorLobbyRows(state, table.lobby);
  if (!record.view) return;
  put(state, 'status', record.view.phase === 'over' ? 'over' : 'playing');
  mirror(state, record.view, (t) => t + record.wallOffset + shiftMs);
}

/** A record's events as clients get them: wall times, moved `shiftMs` later. */
export function recordEvents<E extends { type: string }>(record: StepRecord<TableView, E>, shiftMs: number): (E & { ms: number })[] {
  return record.events.map((e) => ({ ...toWallTimes(e, (t) => t + record.wallOffset + shiftMs), ms: e.ms }));
}

/** The lobby as the room state shows it. */
function mirrorLobbyRows(state: TableState, rows: LobbyRow[]): void {
  syncList(
    state.lobby,
    rows,
    () => new LobbySeatSchema(),
    (target, row) => {
      put(target, 'name', row.name);
      put(target, 'human', row.human);
      put(target, 'connected', row.connected);
      put(target, 'level', row.level);
      put(target, 'ready', row.ready);
    },
  );
}
