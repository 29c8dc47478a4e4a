// Engine times run on the room's game clock; clients get them as the server's wall-clock milliseconds.
import type { GameEvent } from '../../shared/index';

const TIME_FIELDS = ['deadline', 'startedAt', 'endsAt', 'until'] as const;

/** A copy of an event with its time fields moved to wall-clock time. */
export function toWallTimes(event: GameEvent, wall: (gameTime: number) => number): GameEvent {
  const copy: Record<string, unknown> = { ...event };
  for (const field of TIME_FIELDS) {
    if (typeof copy[field] === 'number') copy[field] = wall(copy[field] as number);
  }
  return copy as GameEvent;
}
