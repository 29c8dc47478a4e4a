// `npx tsx test/sim/purses.ts --captains 4 --voyages 1000 --candidates 3,4,5,6/3,4,4,5`: R7 purse candidates, all-normal bots, same seeds.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { playBotVoyage } from './voyage';
import { wilson95 } from './stats';
import type { BotLevel } from '../../shared/table/step';

/**
 * The command line: --captains N (2..6), --voyages N (seeds 0..N-1), --candidates a,b,c/a,b,c/... (starting gold by seat),
 * --seed prefix (default `purses`; voyage i plays simulate.ts's seed `prefix-normal-...-normal-i`, so
 * `npm run simulate -- --seed prefix --captains N --purses a,b,c --voyages V` replays a candidate), and --cache FILE,
 * a JSON file of the winners of every voyage already played, so a longer run only plays the new seeds.
 */
function parseArgs(argv: string[]) {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const captains = Number(get('captains'));
  const voyages = Number(get('voyages') ?? 1000);
  if (!Number.isInteger(captains) || captains < 2 || captains > 6) throw new Error('--captains needs 2 to 6 (R1)');
  if (!Number.isInteger(voyages) || voyages < 1) throw new Error('--voyages needs a whole number of at least 1');
  const candidates = (get('candidates') ?? Array.from({ length: captains }, (_, i) => 3 + i).join(',')).split('/').map((c) => c.split(',').map(Number));
  for (const c of candidates) {
    if (c.length !== captains || c.some((g) => !Number.isInteger(g) || g < 0)) {
      throw new Error(`each candidate needs ${captains} whole numbers of gold, one per seat: ${c.join(',')}`);
    }
  }
  return { captains, voyages, candidates, seed: get('seed') ?? 'purses', cache: get('cache') };
}

/** Split win share of each seat (a win shared by k counts 1/k, R45) over `winners`, one list of seats per voyage. */
function splitShares(winners: readonly number[][], seats: number): number[] {
  const split = Array.from({ length: seats }, () => 0);
  for (const w of winners) for (const seat of w) split[seat] += 1 / w.length;
  return split.map((s) => s / winners.length);
}

const { captains, voyages, candidates, seed, cache } = parseArgs(process.argv.slice(2));
const levels: BotLevel[] = Array.from({ length: captains }, () => 'normal');
const played: Record<string, number[]> = cache && existsSync(cache) ? JSON.parse(readFileSync(cache, 'utf8')) : {};
const rows: { purses: number[]; shares: number[]; worst: number; noWinner: number }[] = [];
for (const purses of candidates) {
  const started = performance.now();
  let fresh = 0;
  const winners: number[][] = [];
  for (let i = 0; i < voyages; i++) {
    const voyageSeed = `${seed}-${levels.join('-')}-${i}`;
    const key = `${purses.join(',')}|${voyageSeed}`;
    if (!played[key]) {
      played[key] = playBotVoyage(voyageSeed, levels, undefined, purses).winners;
      fresh++;
    }
    winners.push(played[key]);
  }
  if (cache && fresh > 0) writeFileSync(cache, JSON.stringify(played));
  const shares = splitShares(winners, captains);
  const worst = Math.max(...shares.map((s) => Math.abs(s - 1 / captains)));
  rows.push({ purses, shares, worst, noWinner: winners.filter((w) => w.length === 0).length });
  process.stderr.write(`  ${purses.join(',')}: max deviation ${(100 * worst).toFixed(1)} points ` + `(${fresh} new voyages in ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
}

const pct = (x: number) => (100 * x).toFixed(1);
console.log(`${captains} captains, all normal bots, seeds ${seed}-...-0 to ${voyages - 1}, the same for every candidate.`);
console.log(
  `split share: a win shared by k counts 1/k (R45); fair is ${pct(1 / captains)}% a seat. ` +
    'Wilson 95% intervals treat the split wins as hits (a little wide, since a split win is worth at most 1).',
);
for (const row of [...rows].sort((a, b) => a.worst - b.worst)) {
  const seats = row.shares.map((s) => {
    const [lo, hi] = wilson95(s * voyages, voyages);
    return `${pct(s)} (${pct(lo)}..${pct(hi)})`;
  });
  console.log(`  ${row.purses.join(',').padEnd(13)} max dev ${pct(row.worst).padStart(4)}  ${seats.join('  ')}${row.noWinner ? `  [${row.noWinner} voyages without a winner]` : ''}`);
}
