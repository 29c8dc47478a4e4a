// Clock holds: the game clock stands still while the table waits for people, so nobody loses game time looking away. A
// game asks for a seat's "Ready?" through its table (`holdFor`, Pastry Pirates' next bake-off attempt); every new voyage
// waits for its seated people's boards. No rule changes: the engine's times are game times, and the clock simply stands still.
import type { TableView } from '../../shared/table/gameModule';
import { BoardsUp } from './boardsUp';
import type { GameClock } from './gameClock';
import type { AnyTableGame } from './tableGame';

/** The longest the clock waits for a seat's "Ready?" before the game shows on anyway. */
export const READY_HOLD_MS = 30_000;

/** What the holds read of the table: its clock, its game's ask, its pace and who a bot plays. */
export type HoldingTable = {
  readonly gameClock: GameClock; // read each time: a reopened voyage's clock is a new one
  readonly table: Pick<AnyTableGame, 'besidePlay' | 'holdFor'>;
  readonly settings: { readonly pace: number };
  botHolds(seat: number): boolean;
};

/** The holds one table's game clock is under: a seat's "Ready?", and the first turn's wait for boards. */
export class ClockHolds {
  private ready: { seat: number; eventsEnd: number } | null = null;
  private boards = new BoardsUp();

  constructor(private core: HoldingTable) {}

  /** The seat whose "Ready?" the clock waits for, or null; the table shows it (`waitingReady`). */
  get waitingFor(): number | null {
    return this.ready?.seat ?? null;
  }

  /** Play moved on: whatever waited for a "Ready?" waits no longer. Events beside play (a creature coming and going, R37) are no move. */
  playMoved(events: readonly { type: string }[], wallNow: number): void {
    if (events.some((e) => !this.core.table.besidePlay.has(e.type))) this.release(wallNow);
  }

  /**
   * After a step is presented, the seat the game asks the clock to wait for (up to READY_HOLD_MS) until its person says they
   * are ready; what follows then shows from its start. A bot needs no asking, and a table at pace 0 (tests) never waits.
   */
  askAfter(view: TableView, events: readonly { type: string }[], wallNow: number): void {
    const seat = this.core.table.holdFor?.(view, events) ?? null;
    if (seat === null || this.core.settings.pace === 0 || this.core.botHolds(seat)) return;
    this.ready = { seat, eventsEnd: this.core.gameClock.presentationEnds() };
    this.core.gameClock.pause(wallNow, READY_HOLD_MS);
  }

  /** A seat says it is ready: the held clock runs again from now (never before the events it followed end). False when nothing waits for that seat. */
  readyAt(seat: number, wallNow: number): boolean {
    if (this.ready?.seat !== seat) return false;
    this.release(wallNow);
    return true;
  }

  /** From a new voyage's start the clock waits for these people's boards, at most `waitMs`; false when there is nobody to wait for (or pace 0). */
  awaitBoards(people: readonly string[], wallNow: number, waitMs: number): boolean {
    if (this.core.settings.pace === 0) return false; // rehearsals and tests play at once
    if (!this.boards.await(people)) return false;
    this.core.gameClock.pause(wallNow, waitMs);
    return true;
  }

  /** The wait for boards ran out: nobody is waited for any more. */
  stopAwaitingBoards(): void {
    this.boards.giveUp();
  }

  /** A person's board is drawn (or they left); true when it was the last one and the clock of a running voyage starts now. */
  boardUp(session: string, running: boolean, wallNow: number): boolean {
    if (!this.boards.up(session) || !running) return false;
    this.core.gameClock.resume(wallNow, wallNow);
    return true;
  }

  /** Ends a hold for a "Ready?", if one is running. */
  private release(wallNow: number): void {
    if (!this.ready) return;
    this.core.gameClock.resume(wallNow, this.ready.eventsEnd);
    this.ready = null;
  }
}
