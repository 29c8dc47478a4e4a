// A move's wait on the server, from its read to its patch (server/table/moveWait.ts), as /health reports it: each reading
// covers the moves since the one before.
import { describe, expect, it } from 'vitest';
import { noteMoveWait, readMoveWaits } from '../../server/table/moveWait';

describe('the moves waits', () => {
  it('counts each move once, in milliseconds, and starts a new window at each reading', () => {
    readMoveWaits();
    noteMoveWait(performance.now() - 20);
    noteMoveWait(performance.now() - 20);
    const read = readMoveWaits();
    expect(read.moves).toBe(2);
    expect(read.p50Ms).toBeGreaterThanOrEqual(20);
    expect(read.p99Ms).toBeLessThan(1000);
    expect(readMoveWaits()).toEqual({ p50Ms: 0, p99Ms: 0, maxMs: 0, moves: 0 });
  });
});
