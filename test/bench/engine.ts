// Engine benchmark: complete 4-captain voyages of random legal play per second on one core, and their median length.
import { playVoyage, setupFor, testRandom } from '../engine/play';
import { createVoyage } from '../../shared/pastry/index';
import type { StreamKind } from '../../shared/random';

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

/** Setup alone (board generation with its redraws, seats, recipes, first wind) for about `seconds`: milliseconds per voyage. */
function measureSetup(seconds: number): void {
  let voyages = 0;
  const start = performance.now();
  for (; performance.now() - start < seconds * 1000 || voyages < 100; voyages++) createVoyage(setupFor(`bench-setup-${voyages}`, 4, NO_TIMERS));
  const perVoyage = (performance.now() - start) / voyages;
  console.log(`engine  board generation (setup only)  ${perVoyage.toFixed(3)} ms/voyage (${voyages} voyages)`);
}

/** CPU milliseconds this process has spent so far (less swayed by other processes than the wall clock). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * What the cipher stream costs a voyage: the same voyages (seed, play) on the ChaCha20 stream and on the old xoroshiro128+
 * one, alternated so both meet the same machine, in CPU time per voyage.
 */
function measureStreamCost(seconds: number): void {
  const cpu: Record<StreamKind, number> = { chacha20: 0, xoroshiro128plus: 0 };
  let voyages = 0;
  const start = performance.now();
  for (; performance.now() - start < seconds * 1000 || voyages < 10; voyages++) {
    for (const stream of ['chacha20', 'xoroshiro128plus'] as const) {
      const before = cpuMs();
      playVoyage({ ...setupFor(`bench-stream-${voyages}`, 4, NO_TIMERS), stream }, testRandom(voyages + 1), undefined, 0.7);
      cpu[stream] += cpuMs() - before;
    }
  }
  const per = (stream: StreamKind) => cpu[stream] / voyages;
  console.log(
    `engine  stream cost (same play)       chacha20 ${per('chacha20').toFixed(2)} ms/voyage, xoroshiro128+ ${per('xoroshiro128plus').toFixed(2)} ms/voyage ` +
      `(CPU): the cipher costs ${(100 * (per('chacha20') / per('xoroshiro128plus') - 1)).toFixed(1)} % of a voyage (${voyages} voyages each)`,
  );
}

/** Runs the engine figures. */
export function benchEngine(seconds = 8): void {
  measure('uniform random legal play', 0, seconds);
  measure('random play nudged to bake', 0.7, seconds);
  measureSetup(seconds / 4);
  measureStreamCost(seconds);
}
