// The event loop's delay, as /health reports it: a stall shows in the window it happened in, and a reading starts a new window.
import { describe, expect, it } from 'vitest';
import { watchLoopDelay } from '../../server/http/loopDelay';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchLoopDelay', () => {
  it('shows a stall of the loop, and forgets it after a reading', async () => {
    const loop = watchLoopDelay(5);
    try {
      await tick(30);
      const stallUntil = performance.now() + 300;
      while (performance.now() < stallUntil); // hold the loop, as a slow step would
      await tick(30);
      const stalled = loop.read();
      expect(stalled.maxMs).toBeGreaterThanOrEqual(250);
      expect(stalled.p50Ms).toBeLessThanOrEqual(stalled.p99Ms);
      await tick(60);
      expect(loop.read().maxMs).toBeLessThan(250);
    } finally {
      loop.stop();
    }
  });
});
