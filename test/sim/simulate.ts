// `npm run simulate -- --voyages 2000 --captains 4 --levels normal,normal,normal,normal`: bot voyages and the balance figures;
// `--game merchant --games 2000 --levels normal,normal,normal,normal` does the same for Merchant Voyages.
import { playBotVoyage, type VoyageRecord } from './voyage';
import { summarize } from './stats';
import { runMerchantSimulation } from './merchantRun';
import type { BotLevel } from '../../shared/table/step';

const LEVEL_NAMES: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/**
 * The command line: --voyages N, --captains N (2..6), --levels a,b,... (one per captain, or one for all), --seed prefix,
 * and --purses a,b,... (starting gold by seat) to try a change to R7 without touching the rules.
 */
function parseArgs(argv: string[]): { voyages: number; levels: BotLevel[]; seed: string; purses?: number[] } {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const voyages = Number(get('voyages') ?? 200);
  const listed = (get('levels') ?? 'normal').split(',').map((l) => l.trim()) as BotLevel[];
  const captains = Number(get('captains') ?? listed.length);
  const levels = listed.length === 1 ? Array.from({ length: captains }, () => listed[0]) : listed;
  if (!Number.isInteger(voyages) || voyages < 1) throw new Error('--voyages needs a whole number of at least 1');
  if (!Number.isInteger(captains) || captains < 2 || captains > 6) throw new Error('--captains needs 2 to 6 (R1)');
  if (levels.length !== captains) throw new Error(`--levels lists ${levels.length} levels for ${captains} captains`);
  for (const l of levels) if (!LEVEL_NAMES.includes(l)) throw new Error(`unknown level ${l}: use easy, normal or hard`);
  const purses = get('purses')?.split(',').map(Number);
  if (purses && (purses.length !== captains || purses.some((g) => !Number.isInteger(g) || g < 0))) {
    throw new Error(`--purses needs ${captains} whole numbers of gold, one per seat`);
  }
  return { voyages, levels, seed: get('seed') ?? 'sim', purses };
}

/** Pastry Pirates' voyages and figures (the default game). */
function runPastrySimulation(argv: string[]): void {
  const { voyages, levels, seed, purses } = parseArgs(argv);
  const records: VoyageRecord[] = [];
  const started = performance.now();
  const every = Math.max(1, Math.round(voyages / 10));
  for (let i = 0; i < voyages; i++) {
    records.push(playBotVoyage(`${seed}-${levels.join('-')}-${i}`, levels, undefined, purses));
    if ((i + 1) % every === 0 || i + 1 === voyages) {
      process.stderr.write(`  ${i + 1}/${voyages} voyages (${Math.round((100 * (i + 1)) / voyages)}%)\n`);
    }
  }
  console.log(`levels by entrant: ${levels.join(', ')} (R8 deals seats from the seed)`);
  if (purses) console.log(`WHAT-IF: starting purses by seat ${purses.join(', ')} replace R7's purse table (shared/pastry/rules/purses.ts)`);
  for (const line of summarize(records, (performance.now() - started) / 1000)) console.log(line);
}

/** --game merchant plays Merchant Voyages; --game pastry, or no --game, plays Pastry Pirates as before. */
const argv = process.argv.slice(2);
const game = argv.includes('--game') ? argv[argv.indexOf('--game') + 1] : 'pastry';
if (game === 'merchant') runMerchantSimulation(argv);
else if (game === 'pastry') runPastrySimulation(argv);
else throw new Error(`unknown game ${game}: use pastry or merchant`);
