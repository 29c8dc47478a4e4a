// Nothing lives forever: a lobby never started closes after ABANDON_AFTER, and a running voyage with nobody connected
// (seated or watching; bots do not count) for that long ends as abandoned.
import type { Clock } from '@colyseus/core';

/** What the watch needs to know about its room at each check. */
export type RoomLife = { started: boolean; over: boolean; connected: number };

/** Words for the people still in a lobby that closes, and for anyone who comes back to an abandoned voyage. */
export const ABANDONED = 'This voyage was abandoned.';

/** One room's lifetime: ask `due` now and then; it says when the room should end. */
export class Lifetime {
  private emptySince: number | null = null; // when a check first found nobody connected; a room is never ended early

  constructor(
    private afterMs: number,
    private openedAt: number,
  ) {}

  /** Whether the room has outlived its welcome: a lobby past its time, or a running voyage empty for too long. */
  due(now: number, room: RoomLife): boolean {
    if (room.over) return false;
    if (!room.started) return now - this.openedAt >= this.afterMs;
    if (room.connected > 0) {
      this.emptySince = null;
      return false;
    }
    this.emptySince ??= now;
    return now - this.emptySince >= this.afterMs;
  }

  /** How often to ask: often enough for a shortened test time, at most once a second. */
  get checkEveryMs(): number {
    return Math.min(1000, Math.max(50, Math.round(this.afterMs / 10)));
  }
}

/** Asks a room's lifetime on its clock, now and then, and ends the room once it has outlived its welcome. */
export function watchLifetime(clock: Pick<Clock, 'setInterval'>, afterMs: number, room: () => RoomLife, end: () => void): void {
  const life = new Lifetime(afterMs, Date.now());
  clock.setInterval(() => {
    if (life.due(Date.now(), room())) end();
  }, life.checkEveryMs);
}
