// Issue 32, bug 1: a dropped link is tried again on a backoff that doubles to a cap and then stays there for as long as
// the page is open (the client used to give up after eight tries), each wait spread a little so a restarted server's
// tabs do not all knock at once.
import { describe, expect, it } from 'vitest';
import { backoffDelay, RECONNECT_BACKOFF } from '../../client/shell/net/backoff';

const middle = () => 0.5; // no spread

describe('the reconnect backoff', () => {
  it('doubles from the first wait up to the cap', () => {
    const waits = Array.from({ length: 8 }, (_, attempt) => backoffDelay(attempt, { firstMs: 500, capMs: 10_000 }, middle));
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('stays at the cap however long the outage lasts: it never gives up', () => {
    for (const attempt of [8, 50, 1000, 1e6]) expect(backoffDelay(attempt, RECONNECT_BACKOFF, middle)).toBe(RECONNECT_BACKOFF.capMs);
  });

  it('spreads each wait by at most a fifth either way', () => {
    const schedule = { firstMs: 1000, capMs: 1000 };
    expect(backoffDelay(3, schedule, () => 0)).toBe(800);
    expect(backoffDelay(3, schedule, () => 0.999_999)).toBe(1200);
  });
});
