// Engine benchmark: complete 4-captain voyages of random legal play per second on one core, and their median length.
import { playVoyage, setupFor, testRandom } from '../engine/play';

const NO_TIMERS = { turnMs: 0, decisionMs: 0, namingMs: 0 };

/** Median of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Plays voyages for about `seconds` with the given focus (0 = uniformly random legal play) and reports the figures. */
function measure(label: string, focus: number, seconds: number): void {
  const days: number[] = [];
  let actions = 0;
  const start = performance.now();
  for (let i = 0; performance.now() - start < seconds * 1000 || i < 5; i++) {
    const { state, log } = playVoyage(setupFor(`bench-${label}-${i}`, 4, NO_TIMERS), testRandom(i + 1), undefined, focus);
    days.push(state.day);
    actions += log.length;
  }
  const elapsed = (performance.now() - start) / 1000;
  const baked = days.filter((d) => d < 40).length;
  console.log(
    `engine  ${label.padEnd(26)} ${(days.length / elapsed).toFixed(1).padStart(7)} voyages/s  ` +
      `${(actions / elapsed).toFixed(0).padStart(7)} steps/s  median ${median(days)} days  ` +
      `(${days.length} voyages, ${baked} ended by a bake)`,
  );
}

/** Runs the engine figures. */
export function benchEngine(seconds = 8): void {
  measure('uniform random legal play', 0, seconds);
  measure('random play nudged to bake', 0.7, seconds);
}
