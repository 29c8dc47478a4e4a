// SQLite persistence: each voyage's setup and every applied step, written before anything is broadcast.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LEGACY_STREAM } from '../../shared/random';
import type { SeatFacts, TableSetup } from '../../shared/table/gameModule';
import { StepWrites } from './stepWrites';
import { FINISHED_SCHEMA, FinishedGames, type GameResult } from './finishedGames';
import type { BookEntry } from '../table/predictionBook';

/** The game of a row written before rows named their game: the first game, Pastry Pirates, was the only one then. */
const LEGACY_GAME = 'pastry';

/** One applied step of a voyage, enough to replay it through its game's engine (`A`: that game's actions). */
export type LogEntry<A = unknown> =
  | { kind: 'action'; seat: number; action: A; now: number }
  | { kind: 'tick'; now: number }
  | { kind: 'seat'; seat: number; patch: Partial<SeatFacts> }
  | { kind: 'timers'; now: number };

/** Where a stored voyage stands; 'abandoned' is never reopened. */
export type VoyageStatus = 'playing' | 'over' | 'abandoned';

/** What a room needs to reopen a voyage: its setup, room options and log. */
export type StoredVoyage = {
  code: string;
  game: string; // a voyage stored before there were two games is Pastry Pirates
  setup: TableSetup<unknown>;
  room: unknown;
  status: VoyageStatus;
  log: LogEntry[];
  seatTokens: Map<string, number>;
  released: number[]; // seats whose person left by choice: a bot sails them and a newcomer may take them
};

/** A stored setup with the stream it was played with: one stored before the cipher stream names none, and used the old one. */
function withStream(setup: TableSetup<unknown>): TableSetup<unknown> {
  return { ...setup, stream: setup.stream ?? LEGACY_STREAM };
}

/** Every statement the store runs, compiled once when the store opens rather than again on every call. */
function prepareStatements(db: Database.Database) {
  return {
    insertEntry: db.prepare('INSERT INTO entries (code, n, entry) VALUES (?, ?, ?)'),
    insertVoyage: db.prepare('INSERT INTO voyages (code, game, setup, room, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    abandonVoyage: db.prepare("UPDATE voyages SET status = 'abandoned', updated_at = ? WHERE code = ? AND status = 'playing'"),
    insertClosedLobby: db.prepare('INSERT OR IGNORE INTO closed_lobbies (code, closed_at) VALUES (?, ?)'),
    voyageStatus: db.prepare('SELECT status FROM voyages WHERE code = ?'),
    closedLobby: db.prepare('SELECT 1 FROM closed_lobbies WHERE code = ?'),
    deleteSeatToken: db.prepare('DELETE FROM seat_tokens WHERE code = ? AND seat = ?'),
    insertSeatToken: db.prepare('INSERT INTO seat_tokens (code, token, seat) VALUES (?, ?, ?)'),
    markReleased: db.prepare('UPDATE seat_tokens SET released = ? WHERE code = ? AND seat = ?'),
    codeUsed: db.prepare('SELECT 1 FROM voyages WHERE code = ? UNION ALL SELECT 1 FROM closed_lobbies WHERE code = ?'),
    unfinished: db.prepare("SELECT code FROM voyages WHERE status = 'playing' ORDER BY created_at"),
    voyageRow: db.prepare('SELECT game, setup, room, status FROM voyages WHERE code = ?'),
    gameOf: db.prepare('SELECT game FROM voyages WHERE code = ?'),
    entriesOf: db.prepare('SELECT entry FROM entries WHERE code = ? ORDER BY n'),
    seatTokensOf: db.prepare('SELECT token, seat, released FROM seat_tokens WHERE code = ?'),
    insertBookEntry: db.prepare('INSERT OR IGNORE INTO audience_book (code, n, entry) VALUES (?, ?, ?)'),
    bookOf: db.prepare('SELECT entry FROM audience_book WHERE code = ? ORDER BY n'),
  };
}

/** The voyages database. One file in DATA_DIR (default data/). */
export class VoyageStore {
  private db: Database.Database;
  private sql: ReturnType<typeof prepareStatements>;
  private steps: StepWrites;
  /** Finished games' results, their list and their pruning (issue 31). */
  readonly finished: FinishedGames;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'voyages.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS voyages (
        code TEXT PRIMARY KEY, game TEXT NOT NULL DEFAULT '${LEGACY_GAME}', setup TEXT NOT NULL, room TEXT NOT NULL,
        status TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS entries (
        code TEXT NOT NULL, n INTEGER NOT NULL, entry TEXT NOT NULL, PRIMARY KEY (code, n));
      CREATE TABLE IF NOT EXISTS seat_tokens (
        code TEXT NOT NULL, token TEXT NOT NULL, seat INTEGER NOT NULL, released INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (code, token));
      CREATE TABLE IF NOT EXISTS closed_lobbies (code TEXT PRIMARY KEY, closed_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS audience_book (
        code TEXT NOT NULL, n INTEGER NOT NULL, entry TEXT NOT NULL, PRIMARY KEY (code, n));
    `);
    // Databases made before seats could be released lack the column.
    const tokenColumns = this.db.prepare('PRAGMA table_info(seat_tokens)').all() as { name: string }[];
    if (!tokenColumns.some((c) => c.name === 'released')) this.db.exec('ALTER TABLE seat_tokens ADD COLUMN released INTEGER NOT NULL DEFAULT 0');
    // Databases made before the second game lack the game: their voyages are all Pastry Pirates.
    const voyageColumns = this.db.prepare('PRAGMA table_info(voyages)').all() as { name: string }[];
    if (!voyageColumns.some((c) => c.name === 'game')) this.db.exec(`ALTER TABLE voyages ADD COLUMN game TEXT NOT NULL DEFAULT '${LEGACY_GAME}'`);
    this.db.exec(FINISHED_SCHEMA);
    this.sql = prepareStatements(this.db);
    this.steps = new StepWrites(this.db, this.sql.insertEntry);
    this.finished = new FinishedGames(this.db);
  }

  /** Records a voyage of `game` as it starts. */
  createVoyage(code: string, setup: TableSetup<unknown>, room: unknown, game: string = LEGACY_GAME): void {
    const now = Date.now();
    this.sql.insertVoyage.run(code, game, JSON.stringify(setup), JSON.stringify(room), 'playing', now, now);
  }

  /** Appends the n-th step of a voyage's log: queued, and written by `flush`, which the room calls before it shows the step. */
  append(code: string, n: number, entry: LogEntry<unknown>): void {
    this.steps.queue(code, n, JSON.stringify(entry));
  }

  /** Writes every queued step now: before anything shows them (a patch, a joining client's first state, the audience feed). */
  flush(): void {
    this.steps.flush();
  }

  /** Marks a voyage finished with its result (null: not known to the caller); it stays in the database with its log, for replays. */
  finish(code: string, result: GameResult | null = null): void {
    this.flush(); // its last steps first
    this.finished.finish(code, this.gameOf(code) ?? LEGACY_GAME, result);
  }

  /** A voyage nobody came back to ends as abandoned; its log stays, and it is not reopened at a restart. */
  abandon(code: string): void {
    this.flush();
    this.sql.abandonVoyage.run(Date.now(), code);
  }

  /** A lobby that closed without sailing, so its code answers 'abandoned' rather than 'unknown'. */
  closeLobby(code: string): void {
    this.sql.insertClosedLobby.run(code, Date.now());
  }

  /** Where a stored voyage stands, without reading its log; null for a code never stored. */
  statusOf(code: string): VoyageStatus | null {
    return (this.sql.voyageStatus.get(code) as { status: VoyageStatus } | undefined)?.status ?? null;
  }

  /** Whether a code belongs to a voyage or lobby that was abandoned. */
  wasAbandoned(code: string): boolean {
    const row = this.sql.voyageStatus.get(code) as { status: VoyageStatus } | undefined;
    return row ? row.status === 'abandoned' : this.sql.closedLobby.get(code) !== undefined;
  }

  /** Remembers which seat a seat token reclaims; a seat has one token, so a newcomer's replaces the last person's. */
  saveSeatToken(code: string, token: string, seat: number): void {
    this.db.transaction(() => {
      this.sql.deleteSeatToken.run(code, seat);
      this.sql.insertSeatToken.run(code, token, seat);
    })();
  }

  /** Marks a seat left by choice (a newcomer may take it) or taken back by its person. */
  markReleased(code: string, seat: number, released: boolean): void {
    this.sql.markReleased.run(released ? 1 : 0, code, seat);
  }

  /** Whether a code was ever used. */
  hasCode(code: string): boolean {
    return this.sql.codeUsed.get(code, code) !== undefined;
  }

  /** The codes of voyages that have not ended. */
  unfinishedCodes(): string[] {
    return (this.sql.unfinished.all() as { code: string }[]).map((r) => r.code);
  }

  /** The game a stored voyage plays, without reading its log: a reopened room picks its table by it. */
  gameOf(code: string): string | null {
    return (this.sql.gameOf.get(code) as { game: string } | undefined)?.game ?? null;
  }

  /** The setup a stored voyage was dealt, with its game, without reading its log: enough to tell whether it can be resumed. */
  setupOf(code: string): { game: string; setup: TableSetup<unknown> } | null {
    const row = this.sql.voyageRow.get(code) as { game: string; setup: string } | undefined;
    return row ? { game: row.game, setup: withStream(JSON.parse(row.setup)) } : null;
  }

  /** Loads a voyage with its whole log. */
  load(code: string): StoredVoyage | null {
    this.flush();
    const row = this.sql.voyageRow.get(code) as { game: string; setup: string; room: string; status: VoyageStatus } | undefined;
    if (!row) return null;
    const log = (this.sql.entriesOf.all(code) as { entry: string }[]).map((r) => JSON.parse(r.entry) as LogEntry);
    const tokens = this.sql.seatTokensOf.all(code) as { token: string; seat: number; released: number }[];
    return {
      code,
      game: row.game,
      setup: withStream(JSON.parse(row.setup)),
      room: JSON.parse(row.room),
      status: row.status,
      log,
      seatTokens: new Map(tokens.map((t) => [t.token, t.seat])),
      released: tokens.filter((t) => t.released).map((t) => t.seat),
    };
  }

  /**
   * Keeps a voyage's audience prediction book from its `from`-th entry on (issue 31), at once: a viewer's answer is kept
   * before a crash can lose it. An entry already kept is left as it is, so sending one twice changes nothing.
   */
  keepBook(code: string, from: number, entries: BookEntry[]): void {
    this.db.transaction(() => entries.forEach((entry, i) => this.sql.insertBookEntry.run(code, from + i, JSON.stringify(entry))))();
  }

  /** A voyage's audience prediction book as kept, oldest entry first (none until its audience holds an answer). */
  bookOf(code: string): BookEntry[] {
    return (this.sql.bookOf.all(code) as { entry: string }[]).map((r) => JSON.parse(r.entry) as BookEntry);
  }

  /** Closes the file. */
  close(): void {
    this.flush();
    this.db.close();
  }
}
