// A new voyage's first turn waits for the board: its clock starts once every seated person's client has said its sea is
// drawn, or after BOARD_WAIT_MS, whichever comes first, so nobody loses turn time to a blank screen and no client that never
// says so can hold the table.

/** BOARD_WAIT's default: the longest the first turn's clock waits for boards. */
export const BOARD_WAIT_MS = 10_000;

/** The sessions whose boards the table still waits for; empty once they are all up or the wait is over. */
export class BoardsUp {
  private waiting = new Set<string>();

  /** Starts waiting for these sessions; returns whether there is anyone to wait for. */
  await(sessions: readonly string[]): boolean {
    this.waiting = new Set(sessions);
    return this.waiting.size > 0;
  }

  /** A session's board is up (or it left); returns true when that was the last one waited for. */
  up(session: string): boolean {
    return this.waiting.delete(session) && this.waiting.size === 0;
  }

  /** The wait ran out: nobody is waited for any more. */
  giveUp(): void {
    this.waiting.clear();
  }
}
