// How late the server's event loop ran since the last reading: an operator's first sign that a process is saturated, and
// the bench's way to tell the server's own latency from its load generator's.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The event loop's delay since the previous reading, in milliseconds. */
export type LoopDelay = { p50Ms: number; p99Ms: number; maxMs: number };

/** Starts watching the event loop; each `read()` returns the delay since the one before and starts a new window. */
export function watchLoopDelay(resolutionMs = 10): { read: () => LoopDelay; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const ms = (ns: number) => Math.round((Number.isFinite(ns) ? ns : 0) / 1e5) / 10;
  return {
    read: () => {
      const delay = { p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) };
      histogram.reset();
      return delay;
    },
    stop: () => histogram.disable(),
  };
}
