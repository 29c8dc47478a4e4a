// How long a person's move waits on the server: from its message being read to the patch that shows it leaving. It is the
// server's own part of a move's latency beside the event loop's delay before the read (/health reports both); whatever
// else a client measures is the network and the client itself (the bench's load generator plays 1,000 clients on one thread).
import { createHistogram } from 'node:perf_hooks';
import type { LoopDelay } from '../http/loopDelay';

const waits = createHistogram();

/** Notes one move's wait, read at `readAt` and patched now (performance.now() milliseconds). */
export function noteMoveWait(readAt: number): void {
  waits.record(Math.max(1, Math.round((performance.now() - readAt) * 1000))); // microseconds
}

/** The moves' waits since the previous reading, in milliseconds, and how many there were; each reading starts a new window. */
export function readMoveWaits(): LoopDelay & { moves: number } {
  const ms = (us: number) => Math.round((Number.isFinite(us) ? us : 0) / 100) / 10;
  const read = { p50Ms: ms(waits.percentile(50)), p99Ms: ms(waits.percentile(99)), maxMs: ms(waits.max), moves: waits.count };
  waits.reset();
  return read;
}
