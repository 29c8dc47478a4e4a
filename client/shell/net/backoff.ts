// When to try again after a dropped link: waits that double from a first one up to a cap, then stay at the cap for as
// long as the page is open (issue 32, bug 1: a client that gave up after eight tries never came back), each spread a
// little at random so the tabs of a restarted server do not all knock at the same instant.

/** A backoff's schedule: the first wait, and the longest. */
export type Backoff = { firstMs: number; capMs: number };

/** Production's schedule: a blip is mended within a second; a long outage is tried every 10 s or so. */
export const RECONNECT_BACKOFF: Backoff = { firstMs: 500, capMs: 10_000 };

/** How far a wait is spread either way (a fraction of it). */
const SPREAD = 0.2;

/** The wait before try number `attempt` (0 first): doubling from the first wait to the cap, spread by ±20 % (`random` in [0, 1)). */
export function backoffDelay(attempt: number, { firstMs, capMs }: Backoff = RECONNECT_BACKOFF, random: () => number = Math.random): number {
  const base = Math.min(capMs, firstMs * 2 ** Math.min(attempt, 30));
  return Math.round(base * (1 - SPREAD + 2 * SPREAD * random()));
}
