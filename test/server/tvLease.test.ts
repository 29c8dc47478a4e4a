// TV's leader lease (server/tv/tvLease.ts) on a real LocalPresence, under a fake clock: one holder at a time, kept by its
// renewals, lapsing LEASE_SECONDS after its last one, and taken by exactly one of the processes claiming the vacancy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalPresence } from '@colyseus/core';
import { LEASE_SECONDS, TvLease } from '../../server/tv/tvLease';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Leases named A, B, ... on one presence, as processes sharing one Redis. */
function leases(count: number) {
  const presence = new LocalPresence();
  return Array.from({ length: count }, (_, i) => new TvLease(() => presence, String.fromCharCode(65 + i)));
}

describe("TV's lease", () => {
  it('is held by one process, kept by its renewals, and taken by another LEASE_SECONDS after its last renewal', async () => {
    const [a, b] = leases(2);
    expect(await a.hold()).toBe(true);
    expect(await b.hold()).toBe(false);
    for (let i = 0; i < 3 * LEASE_SECONDS; i++) {
      await vi.advanceTimersByTimeAsync(1000);
      expect(await b.hold()).toBe(false); // B looks first: A's renewals have kept the lease from lapsing
      expect(await a.hold()).toBe(true);
    }
    await vi.advanceTimersByTimeAsync(LEASE_SECONDS * 1000 - 1); // A stops looking
    expect(await b.hold()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await b.hold()).toBe(true);
    expect(await a.hold()).toBe(false); // A is back, but B holds it now
    expect(await b.hold()).toBe(true);
  });

  it('goes to exactly one of several processes claiming a vacancy at once, each time it falls vacant', async () => {
    const all = leases(5);
    for (let round = 0; round < 3; round++) {
      const held = await Promise.all(all.map((lease) => lease.hold()));
      expect(held.filter(Boolean).length).toBe(1);
      await vi.advanceTimersByTimeAsync(LEASE_SECONDS * 1000); // its holder dies
    }
  });

  it('is free for another at once when its holder gives it up, and only its holder can', async () => {
    const [a, b] = leases(2);
    expect(await a.hold()).toBe(true);
    await b.release();
    expect(await b.hold()).toBe(false);
    await a.release();
    expect(await b.hold()).toBe(true);
  });
});
