// Merchant Voyages bot games for `npm run simulate -- --game merchant`: plays them and prints the balance figures.
import { games } from '../../shared/games';
import type { BotLevel, MerchantAction, MerchantState } from '../../shared/merchant/index';
import { merchantBotAction } from '../../shared/merchant/bots/index';
import { wilson95 } from './stats';

/** M16, M40 timers off: the simulator never waits for a clock. */
const NO_TIMERS = { turnMs: 0, decisionMs: 0 };
/** A game of 10 turns cannot take this many decisions; reaching it means a bot is stuck. */
const MAX_STEPS = 5_000;
const LEVEL_NAMES: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/** What the simulator keeps of one game. */
export type MerchantRecord = {
  levelBySeat: BotLevel[];
  winners: number[];
  prestige: number[];
  voyages: number;
  turnedBack: number;
  continued: number;
  delivered: number;
  huts: number;
};

/** Watches every bot decision: the bench times them. */
export type MerchantDecisionHook = (level: BotLevel, ms: number) => void;

/** Plays one game with a bot per seat at the given levels; throws if a bot picks an unlisted action or the game never ends. */
export function playMerchantBotGame(seed: string, levelBySeat: readonly BotLevel[], hook?: MerchantDecisionHook): MerchantRecord {
  const engine = games.merchant;
  let state: MerchantState = engine.createVoyage({
    seed, captains: levelBySeat.map((bot, i) => ({ name: `${bot} ${i}`, bot })), options: NO_TIMERS, now: 0,
  });
  const record: MerchantRecord = {
    levelBySeat: [...levelBySeat], winners: [], prestige: [], voyages: 0, turnedBack: 0, continued: 0, delivered: 0, huts: 0,
  };
  for (let step = 0; state.phase !== 'over'; step++) {
    if (step >= MAX_STEPS) throw new Error(`game ${seed} did not end in ${MAX_STEPS} decisions`);
    const seat = state.actor!;
    const legal = engine.legalActions(state, seat);
    const started = hook ? performance.now() : 0;
    const action: MerchantAction = merchantBotAction(engine.viewFor(state, seat), legal, levelBySeat[seat], `${seed}:${step}`);
    if (hook) hook(levelBySeat[seat], performance.now() - started);
    if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(action))) throw new Error(`seat ${seat} chose an unlisted ${JSON.stringify(action)}`);
    const r = engine.applyAction(state, seat, action, step);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${r.error.code}`);
    state = r.state;
    for (const e of r.events) {
      if (e.type === 'voyageStarted') record.voyages++;
      else if (e.type === 'turnedBack') record.turnedBack++;
      else if (e.type === 'continued') record.continued++;
      else if (e.type === 'delivered' && e.luxury) record.delivered++;
      else if (e.type === 'hutBuilt') record.huts++;
    }
  }
  record.winners = state.result!.winners;
  record.prestige = state.merchants.map((m) => m.prestige);
  return record;
}

/** A share as a percentage with one decimal. */
function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/** Wilson 95% interval of a split share: the 1/k shares are summed, so the interval is taken over that (rounded) count. */
function ci(share: number, n: number): string {
  const [lo, hi] = wilson95(Math.round(share), n);
  return `95% CI ${pct(lo)} .. ${pct(hi)}`;
}

/** The figures of a batch of games, as printable lines: split win share per seat, and per level when levels differ. */
export function summarizeMerchant(records: readonly MerchantRecord[], seconds: number): string[] {
  const n = records.length;
  const seats = records[0].levelBySeat.length;
  const lines = [`games: ${n} with ${seats} merchants in ${seconds.toFixed(1)} s: ${(n / seconds).toFixed(1)} games/s`];
  lines.push('split win share by seat (a win shared by k counts 1/k; the Anchor starts at a random seat, M7):');
  for (let seat = 0; seat < seats; seat++) {
    const split = records.reduce((a, r) => a + (r.winners.includes(seat) ? 1 / r.winners.length : 0), 0);
    lines.push(`  seat ${seat}: ${pct(split / n)} (${ci(split, n)})`);
  }
  const levels = [...new Set(records.flatMap((r) => r.levelBySeat))];
  if (levels.length > 1) {
    lines.push('head to head, split win share by level (per game; seats rotate between games):');
    for (const level of levels) {
      const split = records.reduce((a, r) => a + r.winners.filter((s) => r.levelBySeat[s] === level).length / r.winners.length, 0);
      const perSeat = records.reduce((a, r) => a + r.levelBySeat.filter((l) => l === level).length, 0) / n;
      lines.push(`  ${level.padEnd(6)}: ${pct(split / n)} of games (${ci(split, n)}), ${perSeat.toFixed(1)} seat(s) of ${seats}`);
    }
  }
  const mean = (f: (r: MerchantRecord) => number) => (records.reduce((a, r) => a + f(r), 0) / n).toFixed(2);
  const prestige = (f: (xs: number[]) => number) => mean((r) => f(r.prestige));
  lines.push(`per game: voyages ${mean((r) => r.voyages)}, ships turned back ${mean((r) => r.turnedBack)}, continues ${mean((r) => r.continued)}, ` +
    `Luxuries delivered ${mean((r) => r.delivered)}, Dock Huts ${mean((r) => r.huts)}; winning Prestige ${prestige((xs) => Math.max(...xs))}, ` +
    `mean Prestige ${prestige((xs) => xs.reduce((a, b) => a + b, 0) / xs.length)}, ties ${pct(records.filter((r) => r.winners.length > 1).length / n)}`);
  return lines;
}

/** `--game merchant`: --games N, --levels a,b,... (2 to 4 merchants; mixed levels rotate seats each game), --seed prefix. */
export function runMerchantSimulation(argv: string[]): void {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const count = Number(get('games') ?? 200);
  const levels = (get('levels') ?? 'normal,normal,normal,normal').split(',').map((l) => l.trim()) as BotLevel[];
  const seed = get('seed') ?? 'msim';
  if (!Number.isInteger(count) || count < 1) throw new Error('--games needs a whole number of at least 1');
  if (levels.length < 2 || levels.length > 4) throw new Error('--levels needs 2 to 4 levels, one per merchant (M1)');
  for (const l of levels) if (!LEVEL_NAMES.includes(l)) throw new Error(`unknown level ${l}: use easy, normal or hard`);
  const records: MerchantRecord[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const rotated = levels.map((_, seat) => levels[(seat + i) % levels.length]);
    records.push(playMerchantBotGame(`${seed}-${levels.join('-')}-${i}`, rotated));
    if ((i + 1) % Math.max(1, Math.round(count / 10)) === 0) process.stderr.write(`  ${i + 1}/${count} games\n`);
  }
  console.log(`Merchant Voyages, levels ${levels.join(', ')}`);
  for (const line of summarizeMerchant(records, (performance.now() - started) / 1000)) console.log(line);
}
