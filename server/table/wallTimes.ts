// Engine times run on the room's game clock; clients get them as the server's wall-clock milliseconds.
import { EVENT_TIME_FIELDS } from '../../shared/table/shapedWire';

/** A copy of an event with its time fields moved to wall-clock time. */
export function toWallTimes<E extends object>(event: E, wall: (gameTime: number) => number): E {
  const copy: Record<string, unknown> = { ...(event as Record<string, unknown>) };
  for (const field of EVENT_TIME_FIELDS) {
    if (typeof copy[field] === 'number') copy[field] = wall(copy[field] as number);
  }
  return copy as unknown as E;
}
