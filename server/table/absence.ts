// R51 (amended 2026-12-02): a captain none of whose connections has been open for a while is handed to a bot from their
// next decision until they come back, so a table never waits out whole turns for someone who closed the tab.
import type { Clock, Delayed } from '@colyseus/core';

/** ABSENT_AFTER's default: R51's 20 s without an open connection. */
export const ABSENT_AFTER_MS = 20_000;

/** One timer per seat whose person has no open connection: when it runs out, the seat is handed to a bot. */
export class AbsenceWatch {
  private timers = new Map<number, Delayed>();

  constructor(
    private clock: Clock,
    private afterMs: number,
    private handToBot: (seat: number) => void,
  ) {}

  /** The seat's last connection closed: its person is away from now on. */
  away(seat: number): void {
    if (this.timers.has(seat)) return;
    this.timers.set(
      seat,
      this.clock.setTimeout(() => {
        this.timers.delete(seat);
        this.handToBot(seat);
      }, this.afterMs),
    );
  }

  /** The seat's person is connected again (or nobody's to wait for): no handover is due. */
  back(seat: number): void {
    this.timers.get(seat)?.clear();
    this.timers.delete(seat);
  }
}
