// Merchant Voyages bot games for the simulator and the bench: plays one game with a bot per seat and keeps what the figures need.
import { games } from '../../shared/games';
import type { MerchantAction, MerchantState } from '../../shared/merchant/index';
import { merchantBotAction } from '../../shared/merchant/bots/index';
import { offered, type Bar } from './merchantBars';
import type { BotLevel } from '../../shared/table/step';

/** M16, M40 timers off: the simulator never waits for a clock. */
const NO_TIMERS = { turnMs: 0, decisionMs: 0 };
/** A game of 10 turns cannot take this many decisions; reaching it means a bot is stuck. */
const MAX_STEPS = 5_000;

/** What the simulator keeps of one game; per-seat lists are by seat. */
export type MerchantRecord = {
  levelBySeat: BotLevel[];
  barBySeat: (string | null)[];
  firstAnchor: number; // M7: the seat that held the Anchor first, from which seats are counted
  winners: number[];
  prestige: number[];
  ownActions: number[]; // M8 actions taken
  passes: number[];
  farTrades: number[]; // M14 trades in segment 3
  voyages: number;
  turnedBack: number;
  continued: number;
  delivered: number;
  huts: number;
  repairs: number[]; // M8 Repairs taken, by seat
  repairsByRound: number[]; // M8 Repairs taken in rounds 1 to M7's last, all seats together
  damagedDockings: number;
  hutsByRound: number[]; // M8 Dock Huts built in rounds 1 to M7's last // M20 ships that docked still damaged (their owner had no Dock Hut yet): what Repair is for
};

/** Watches every bot decision: the bench times them. */
export type MerchantDecisionHook = (level: BotLevel, ms: number) => void;

/** Plays one game with a bot per seat at the given levels (some maybe barred from an option); throws if a bot picks an unlisted action or the game never ends. */
export function playMerchantBotGame(seed: string, levelBySeat: readonly BotLevel[], hook?: MerchantDecisionHook, barBySeat: readonly (Bar | null)[] = []): MerchantRecord {
  const engine = games.merchant;
  let state: MerchantState = engine.createVoyage({
    seed,
    captains: levelBySeat.map((bot, i) => ({ name: `${bot} ${i}`, bot })),
    options: NO_TIMERS,
    now: 0,
  });
  const zeros = () => levelBySeat.map(() => 0);
  const record: MerchantRecord = {
    levelBySeat: [...levelBySeat],
    barBySeat: levelBySeat.map((_, i) => barBySeat[i]?.name ?? null),
    firstAnchor: state.anchor,
    winners: [],
    prestige: [],
    ownActions: zeros(),
    passes: zeros(),
    farTrades: zeros(),
    voyages: 0,
    turnedBack: 0,
    continued: 0,
    delivered: 0,
    huts: 0,
    repairs: zeros(),
    repairsByRound: [],
    damagedDockings: 0,
    hutsByRound: [],
  };
  for (let step = 0; state.phase !== 'over'; step++) {
    if (step >= MAX_STEPS) throw new Error(`game ${seed} did not end in ${MAX_STEPS} decisions`);
    const seat = state.actor!;
    const view = engine.viewFor(state, seat);
    const legal = offered(engine.legalActions(state, seat), view, barBySeat[seat] ?? null);
    const started = hook ? performance.now() : 0;
    const action: MerchantAction = merchantBotAction(view, legal, levelBySeat[seat], `${seed}:${step}`);
    if (hook) hook(levelBySeat[seat], performance.now() - started);
    if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(action))) throw new Error(`seat ${seat} chose an unlisted ${JSON.stringify(action)}`);
    if (state.phase === 'actions') record.ownActions[seat]++;
    if (action.type === 'pass') record.passes[seat]++;
    if (action.type === 'repair') {
      record.repairs[seat]++;
      record.repairsByRound[state.round - 1] = (record.repairsByRound[state.round - 1] ?? 0) + 1;
    }
    if (action.type === 'buildHut') record.hutsByRound[state.round - 1] = (record.hutsByRound[state.round - 1] ?? 0) + 1;
    const r = engine.applyAction(state, seat, action, step);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${r.error.code}`);
    state = r.state;
    for (const e of r.events) {
      if (e.type === 'voyageStarted') record.voyages++;
      else if (e.type === 'turnedBack') record.turnedBack++;
      else if (e.type === 'continued') record.continued++;
      else if (e.type === 'delivered' && e.luxury) record.delivered++;
      else if (e.type === 'hutBuilt') record.huts++;
      else if (e.type === 'docked' && state.merchants[e.seat].ships[e.ship].damage > 0) record.damagedDockings++;
      else if (e.type === 'traded' && e.segment === 3) record.farTrades[e.seat]++;
    }
  }
  record.winners = state.result!.winners;
  record.prestige = state.merchants.map((m) => m.prestige);
  return record;
}
