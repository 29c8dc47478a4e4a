// Finished games' results (issue 31): stored once as a game ends, so a re-tune never changes who won, and read by the list of
// finished games and by replays; and the pruning that keeps only the newest KEEP_VOYAGES of them.
import type Database from 'better-sqlite3';
import type { FinishedSeat } from '../../shared/table/replay';

/** How a game ranks its players at the end, where it does: seats best first, and each seat's figures (issue 32's end card). */
type Standings = { standings?: number[]; figures?: Record<string, number>[] };

/** A game's result as it ended: who sat where (bot level or person), who won (seats), its length in its own rounds, the standings, and its final spectator view. */
export type GameResult = { seats: FinishedSeat[]; winners: number[]; length: number; view: unknown } & Standings;

/** A stored result, without its view. */
export type StoredResult = { code: string; game: string; finishedAt: number; seats: FinishedSeat[]; winners: number[]; length: number } & Standings;

/** The finished games' table, made with the store's others. */
export const FINISHED_SCHEMA = `
  CREATE TABLE IF NOT EXISTS finished (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, finished_at INTEGER NOT NULL, result TEXT NOT NULL, final_view TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS finished_newest ON finished (finished_at);
  CREATE INDEX IF NOT EXISTS voyages_by_status ON voyages (status, updated_at);
`;

type ResultRow = { code: string; game: string; finished_at: number; result: string };

/** A row as the store hands it out. */
function fromRow(row: ResultRow): StoredResult {
  return { code: row.code, game: row.game, finishedAt: row.finished_at, ...(JSON.parse(row.result) as Omit<StoredResult, 'code' | 'game' | 'finishedAt'>) };
}

/** The statements the finished games run, compiled once. */
function prepareStatements(db: Database.Database) {
  return {
    latest: db.prepare('SELECT MAX(finished_at) AS at FROM finished'),
    markOver: db.prepare("UPDATE voyages SET status = 'over', updated_at = ? WHERE code = ?"),
    insert: db.prepare('INSERT OR IGNORE INTO finished (code, game, finished_at, result, final_view) VALUES (?, ?, ?, ?, ?)'),
    result: db.prepare('SELECT code, game, finished_at, result FROM finished WHERE code = ?'),
    finalView: db.prepare('SELECT final_view FROM finished WHERE code = ?'),
    endedAt: db.prepare("SELECT updated_at FROM voyages WHERE code = ? AND status = 'over'"),
    page: db.prepare('SELECT code, game, finished_at, result FROM finished WHERE finished_at < ? ORDER BY finished_at DESC LIMIT ?'),
    unrecorded: db.prepare("SELECT v.code, v.game, v.updated_at FROM voyages v LEFT JOIN finished f ON f.code = v.code WHERE v.status = 'over' AND f.code IS NULL ORDER BY v.updated_at DESC"),
    timeTaken: db.prepare('SELECT 1 FROM finished WHERE finished_at = ?'),
    pastKeep: db.prepare("SELECT code FROM voyages WHERE status = 'over' ORDER BY updated_at DESC, code DESC LIMIT -1 OFFSET ?"),
    deletes: ['finished', 'entries', 'seat_tokens', 'audience_book', 'voyages'].map((table) => db.prepare(`DELETE FROM ${table} WHERE code = ?`)),
  };
}

/** The finished games of one database. */
export class FinishedGames {
  private sql: ReturnType<typeof prepareStatements>;
  private readonly finishAll: (code: string, game: string, result: GameResult | null) => void;
  private readonly pruneAll: (keep: number) => string[];
  private readonly recordAll: (code: string, game: string, result: GameResult, at: number) => void;

  constructor(db: Database.Database) {
    this.sql = prepareStatements(db);
    const { sql } = this;
    this.finishAll = db.transaction((code: string, game: string, result: GameResult | null) => {
      // Finish times are unique in a database (a millisecond later than the last at worst), so `before` pages exactly.
      const at = Math.max(Date.now(), ((sql.latest.get() as { at: number | null }).at ?? 0) + 1);
      sql.markOver.run(at, code);
      if (!result) return;
      const { view, ...facts } = result;
      sql.insert.run(code, game, at, JSON.stringify(facts), JSON.stringify(view));
    });
    this.recordAll = db.transaction((code: string, game: string, result: GameResult, at: number) => {
      let unique = at;
      while (sql.timeTaken.get(unique)) unique += 1;
      const { view, ...facts } = result;
      sql.insert.run(code, game, unique, JSON.stringify(facts), JSON.stringify(view));
    });
    this.pruneAll = db.transaction((keep: number) => {
      const codes = (sql.pastKeep.all(keep) as { code: string }[]).map((r) => r.code);
      for (const code of codes) for (const statement of sql.deletes) statement.run(code);
      return codes;
    });
  }

  /** Marks a voyage over and, when its result is known, stores it: both at once. */
  finish(code: string, game: string, result: GameResult | null): void {
    this.finishAll(code, game, result);
  }

  /** Finished games stored before results were (no result of their own), newest first, with when each ended. */
  unrecorded(): { code: string; game: string; endedAt: number }[] {
    return (this.sql.unrecorded.all() as { code: string; game: string; updated_at: number }[]).map((r) => ({ code: r.code, game: r.game, endedAt: r.updated_at }));
  }

  /** Stores the result of a game that finished before results were stored, under the time it ended (made unique). */
  record(code: string, game: string, result: GameResult, endedAt: number): void {
    this.recordAll(code, game, result, endedAt);
  }

  /** A finished game's stored result, or null (not finished, or finished before results were stored). */
  resultOf(code: string): StoredResult | null {
    const row = this.sql.result.get(code) as ResultRow | undefined;
    return row ? fromRow(row) : null;
  }

  /** A finished game's final spectator view as stored, in JSON, or null. */
  finalViewOf(code: string): string | null {
    return (this.sql.finalView.get(code) as { final_view: string } | undefined)?.final_view ?? null;
  }

  /** When a finished game ended (its result's time, or for one finished before results were stored, its last write), or null. */
  endedAt(code: string): number | null {
    return this.resultOf(code)?.finishedAt ?? (this.sql.endedAt.get(code) as { updated_at: number } | undefined)?.updated_at ?? null;
  }

  /** Up to `limit` finished games that ended before `before` (ms), newest first. */
  page(limit: number, before: number = Number.MAX_SAFE_INTEGER): StoredResult[] {
    return (this.sql.page.all(before, limit) as ResultRow[]).map(fromRow);
  }

  /** Deletes every finished game but the newest `keep`, with its log and seat tokens; a game under way or abandoned is never touched. Returns the codes that went. */
  prune(keep: number): string[] {
    return this.pruneAll(keep);
  }
}
