// The hard Merchant bot's decision time against its budget (p99 within 2 ms): all-hard games of 2, 3 and 4 merchants,
// every decision timed by the wall clock and by this process's processor time (which a busy machine inflates less).
// `npm run bench:merchant` prints it alone; `npm run bench` prints it with the rest. A measurement, never a test assertion.
import { pathToFileURL } from 'node:url';
import { games } from '../../shared/games';
import type { MerchantState } from '../../shared/merchant/index';
import { merchantBotAction } from '../../shared/merchant/bots/index';
import { quantile } from '../sim/stats';
import type { BotLevel } from '../../shared/table/step';

const NO_TIMERS = { turnMs: 0, decisionMs: 0 };
/** The hard bot's decision budget: its p99 stays within 2 ms. */
const BUDGET_MS = 2;
/** Games played before timing, so the JIT has compiled the bot's paths. */
const WARM_UP_GAMES = 30;

/** Decision times in ms, by the kind of decision: an own action (M8) or a Voyage answer (M12 to M14). */
type Times = { wall: number[]; cpu: number[] };

/** Plays one all-hard game of `count` merchants, timing each decision when `into` is given. */
function playTimed(seed: string, count: number, into: Record<'actions' | 'voyage', Times> | null): void {
  const engine = games.merchant;
  const levels: BotLevel[] = Array.from({ length: count }, () => 'hard');
  let state: MerchantState = engine.createVoyage({ seed, captains: levels.map((bot, i) => ({ name: `hard ${i}`, bot })), options: NO_TIMERS, now: 0 });
  for (let step = 0; state.phase !== 'over'; step++) {
    const seat = state.actor!;
    const view = engine.viewFor(state, seat);
    const legal = engine.legalActions(state, seat);
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    const action = merchantBotAction(view, legal, 'hard', `${seed}:${step}`);
    const wall = performance.now() - wall0;
    const cpu = process.cpuUsage(cpu0);
    if (into) {
      const t = into[state.phase === 'actions' ? 'actions' : 'voyage'];
      t.wall.push(wall);
      t.cpu.push((cpu.user + cpu.system) / 1000);
    }
    const r = engine.applyAction(state, seat, action, step);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${r.error.code}`);
    state = r.state;
  }
}

/** One printed line: p50, p99 and max of wall and processor times. */
function line(label: string, t: Times): string {
  const f = (xs: number[], q: number) => quantile(xs, q).toFixed(3);
  return (
    `merchant hard    ${label.padEnd(26)} wall p50 ${f(t.wall, 0.5)} ms  p99 ${f(t.wall, 0.99)} ms  max ${quantile(t.wall, 1).toFixed(1)} ms  ` +
    `| cpu p50 ${f(t.cpu, 0.5)} ms  p99 ${f(t.cpu, 0.99)} ms  (${t.wall.length} decisions)`
  );
}

/** Plays all-hard games of 2, 3 and 4 merchants in turn for about `seconds` and prints the hard bot's decision times. */
export function benchHardBot(seconds = 8): void {
  for (let i = 0; i < WARM_UP_GAMES; i++) playTimed(`bench-hard-warm-${i}`, 2 + (i % 3), null);
  const times = { actions: { wall: [], cpu: [] }, voyage: { wall: [], cpu: [] } } as Record<'actions' | 'voyage', Times>;
  const start = performance.now();
  let played = 0;
  for (let i = 0; performance.now() - start < seconds * 1000 || i < 6; i++) {
    playTimed(`bench-hard-${i}`, 2 + (i % 3), times);
    played++;
  }
  const all: Times = { wall: [...times.actions.wall, ...times.voyage.wall], cpu: [...times.actions.cpu, ...times.voyage.cpu] };
  console.log(`merchant hard bot, all-hard games of 2, 3 and 4 merchants (${played} games after ${WARM_UP_GAMES} to warm up); budget: p99 within ${BUDGET_MS} ms`);
  console.log(line('every decision', all));
  console.log(line('own actions (M8)', times.actions));
  console.log(line('Voyage answers (M12-M14)', times.voyage));
  const p99 = quantile(all.wall, 0.99);
  console.log(`merchant hard    p99 ${p99.toFixed(3)} ms wall-clock: ${p99 <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchHardBot(Number(process.env.BENCH_SECONDS ?? 8));
