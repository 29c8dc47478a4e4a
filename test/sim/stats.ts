// Sums simulated voyages into the figures the balance issue asks for, and formats them.
import { DEFAULT_OPTIONS } from '../../shared/pastry/index';
import type { VoyageRecord } from './voyage';
import type { BotLevel } from '../../shared/table/step';

/** The value at quantile q of a list (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Wilson 95% interval of a share of `hits` in `n`. */
export function wilson95(hits: number, n: number): [number, number] {
  const z = 1.96;
  const p = hits / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [centre - half, centre + half];
}

/** A share as a percentage with one decimal. */
function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/** The figures of a batch of voyages, as printable lines. */
export function summarize(records: readonly VoyageRecord[], seconds: number): string[] {
  const n = records.length;
  const seats = records[0].levelBySeat.length;
  const days = records.map((r) => r.days);
  const lines: string[] = [];
  lines.push(`voyages: ${n} with ${seats} captains in ${seconds.toFixed(1)} s: ${(n / seconds).toFixed(1)} voyages/s`);
  lines.push(`days: median ${quantile(days, 0.5)}, 90th percentile ${quantile(days, 0.9)}`);
  const limited = records.filter((r) => r.dayLimit).length;
  lines.push(`ended by the day-${DEFAULT_OPTIONS.dayLimit} limit (R48, no winner): ${limited} = ${pct(limited / n)}`);
  const winners = records.reduce((a, r) => a + r.winners.length, 0);
  lines.push(
    `win share by seat = voyages the seat won / voyages; every captain who bakes on the final day wins (R45), ` +
      `so shares sum past 100% (${(winners / n).toFixed(2)} winners per voyage). Split share counts a win shared by k as 1/k:`,
  );
  for (let seat = 0; seat < seats; seat++) {
    const wins = records.filter((r) => r.winners.includes(seat)).length;
    const split = records.reduce((a, r) => a + (r.winners.includes(seat) ? 1 / r.winners.length : 0), 0);
    const [lo, hi] = wilson95(wins, n);
    lines.push(`  seat ${seat}: win share ${pct(wins / n)} (95% CI ${pct(lo)} .. ${pct(hi)}), split share ${pct(split / n)}`);
  }
  const levels = [...new Set(records.flatMap((r) => r.levelBySeat))] as BotLevel[];
  if (levels.length > 1) {
    lines.push('by level (per captain of that level per voyage; first place = top of R47 standings, so exactly one per voyage):');
    for (const level of levels) {
      let captains = 0;
      let wins = 0;
      let firsts = 0;
      for (const r of records) {
        r.levelBySeat.forEach((l, seat) => {
          if (l !== level) return;
          captains++;
          if (r.winners.includes(seat)) wins++;
          if (r.standings[0] === seat) firsts++;
        });
      }
      const [lo, hi] = wilson95(firsts, captains);
      lines.push(`  ${level.padEnd(6)}: win share ${pct(wins / captains)}, first place ${pct(firsts / captains)} (95% CI ${pct(lo)} .. ${pct(hi)}), over ${captains} captain-voyages`);
    }
  }
  const perVoyage = (f: (r: VoyageRecord) => number) => (records.reduce((a, r) => a + f(r), 0) / n).toFixed(2);
  lines.push(
    `per voyage: battles ${perVoyage((r) => r.battles)}, bribes offered ${perVoyage((r) => r.bribesOffered)}, ` +
      `bribes accepted ${perVoyage((r) => r.bribesAccepted)}, storms ${perVoyage((r) => r.storms)}`,
  );
  const bakers = records.reduce((a, r) => a + r.bakers.length, 0);
  const attempts = records.reduce((a, r) => a + r.bakers.reduce((b, seat) => b + r.bakeAttempts[seat], 0), 0);
  lines.push(`bake attempts per baker (R42 namings by each captain who lit their ovens): ${(attempts / Math.max(1, bakers)).toFixed(2)} over ${bakers} bakers`);
  if (levels.length > 1) {
    const byLevel = levels.map((level) => {
      let b = 0;
      let a = 0;
      for (const r of records) for (const seat of r.bakers) if (r.levelBySeat[seat] === level) [b, a] = [b + 1, a + r.bakeAttempts[seat]];
      return `${level} ${(a / Math.max(1, b)).toFixed(2)}`;
    });
    lines.push(`  by level: ${byLevel.join(', ')}`);
  }
  return lines;
}
