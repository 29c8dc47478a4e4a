// The log's writes for one event-loop turn, in one SQLite transaction: a row a step, queued as it is applied and written
// before anything shows it (the table room writes them before every patch; the store before any other write or read of a
// voyage), or at the end of the turn at the latest. One transaction for many steps costs a third of one each (issue 30).
import type Database from 'better-sqlite3';

/** A queued step row: the voyage, its step number and the entry as JSON. */
type Row = [code: string, n: number, entry: string];

/** Queues step rows and writes them together. */
export class StepWrites {
  private rows: Row[] = [];
  private readonly writeAll: (rows: Row[]) => void;

  constructor(db: Database.Database, insert: Database.Statement) {
    this.writeAll = db.transaction((rows: Row[]) => {
      for (const row of rows) insert.run(row);
    });
  }

  /** Queues a step's row; the turn's end writes it, if nothing needed it sooner. */
  queue(code: string, n: number, entry: string): void {
    this.rows.push([code, n, entry]);
    if (this.rows.length === 1) setImmediate(() => this.flush());
  }

  /** Writes every queued row now, in one transaction. */
  flush(): void {
    if (!this.rows.length) return;
    const rows = this.rows;
    this.rows = [];
    this.writeAll(rows);
  }
}
