// The hard bot's yardstick: what a plan (its purse, Luxuries, Hut and ships after this turn's actions) is worth in final
// Prestige, each launched ship's voyage weighed by expectimax over the unseen Pirate cards (M6, M11 to M14).
import type { Luxury, MerchantPlayerView } from '../types';
import { NUMBERS } from '../numbers';
import { SPACES_HOME, strengthOf } from '../board';
import { deliveryBonus, turnsLeft, unseenCards, worthEntering, type TripTerms } from './odds';
import type { Plan, ShipPlan } from './plan';

/** The hard level's judgement, in Prestige. */
export const HARD_WEIGHTS = {
  delay: 1.2, // a loaded ship left at the dock: a turn of its trading lost (measured: 1.2 beats normal 67 % head to head, 0.25 lost half its games)
  idleTurn: 0.3, // each turn a ship spends sailing home beyond the first
  damage: 0.5, // one Damage token beyond what a Dock Hut repairs for free
  keepLuxury: 0.6, // a Luxury held for a later voyage (more when a Demand tile on the board wants it)
};

/** What the hard bot knows at one decision: the view, the coin's worth and the unseen cards. */
export type Outlook = {
  view: MerchantPlayerView;
  seat: number;
  coin: number;
  after: number;
  pool: number[];
  lookahead: number;
  wanted: Luxury[]; // the kinds some Demand tile on the board wants: only these change a voyage's worth
  voyages: Map<string, number>; // voyage worths already weighed in this decision
};

/** The outlook of the merchant the view is for, looking `lookahead` segments beyond the next (M13). */
export function outlookOf(view: MerchantPlayerView, lookahead: number): Outlook {
  return {
    view,
    seat: view.you!,
    coin: 1 / NUMBERS.coinsPerPrestige,
    after: turnsLeft(view) - 1,
    pool: unseenCards(view),
    lookahead,
    wanted: [...new Set(view.board.segments.flatMap((seg) => seg.demand.filter((t): t is Luxury => t !== null)))],
    voyages: new Map(),
  };
}

/** M3, M20: turns a ship that turned at `segment` misses beyond the next, as far as the game still lasts. */
function idleTurns(o: Outlook, index: number, segment: number): number {
  return Math.max(0, Math.min(o.after, Math.ceil(SPACES_HOME[segment - 1] / NUMBERS.ships[index].speed)) - 1);
}

/** M5, M14: what holding one Luxury is worth when it is not delivered now. */
function keepLuxury(o: Outlook, luxury: Luxury): number {
  if (o.after < 1) return 0.01;
  const wanted = o.view.board.segments.some((seg) => seg.demand.includes(luxury));
  return HARD_WEIGHTS.keepLuxury * Math.min(1, o.after / 4) * (wanted ? 1.5 : 1);
}

/** M12 to M14: the hard bot's terms for ship `index` carrying `cargo` at `strength`, holding `luxuries` (worked out once per segment). */
export function hardTerms(o: Outlook, index: number, cargo: number, strength: number, luxuries: Record<Luxury, number>, hut: boolean): TripTerms {
  const damage = hut ? 0.1 : HARD_WEIGHTS.damage * Math.min(1, o.after / 3);
  const trades = NUMBERS.segments.map((printed, i) => {
    const kinds = o.view.board.segments[i].demand.filter((t): t is Luxury => t !== null && luxuries[t] > 0);
    const delivery = kinds.length > 0 ? deliveryBonus(o.view, o.seat, i + 1, luxuries) - Math.min(...kinds.map((k) => keepLuxury(o, k))) : 0;
    return cargo * printed.coins * o.coin + printed.prestige + delivery - HARD_WEIGHTS.idleTurn * idleTurns(o, index, i + 1);
  });
  const failures = NUMBERS.segments.map((_, i) => -damage - HARD_WEIGHTS.idleTurn * idleTurns(o, index, i + 1) - (o.after < 1 ? cargo * NUMBERS.prices.load * o.coin : 0));
  return { strength, lookahead: o.lookahead, tradeAt: (segment) => trades[segment - 1], failure: (segment) => failures[segment - 1], reshuffle: o.view.pirates.discards };
}

/** M11 to M14: the expected worth of ship `index` setting out from segment 1 as planned (remembered per decision). */
function voyageWorth(o: Outlook, plan: Plan, index: number, ship: ShipPlan): number {
  const strength = strengthOf(ship, index);
  const key = `${index}:${ship.cargo}:${strength}:${plan.hut}:${o.wanted.map((k) => Math.min(1, plan.luxuries[k])).join('')}`;
  let worth = o.voyages.get(key);
  if (worth === undefined) {
    worth = worthEntering(hardTerms(o, index, ship.cargo, strength, plan.luxuries, plan.hut), 1, 0, o.pool);
    o.voyages.set(key, worth);
  }
  return worth;
}

/** M30: what building the Dock Hut now adds: its Prestige at each End of Round left, and the repairs it saves. */
function hutWorth(o: Outlook): number {
  const rounds = NUMBERS.rounds - o.view.round + 1;
  return rounds * NUMBERS.hutPrestige + o.after * 0.15 * (NUMBERS.prices.repair * o.coin + 0.3);
}

/** The worth of a plan in final Prestige, beyond what is already scored: coins, Luxuries kept, a new Hut, and each ship's voyage. */
export function planWorth(o: Outlook, plan: Plan): number {
  let worth = plan.coins * o.coin;
  for (const [luxury, count] of Object.entries(plan.luxuries) as [Luxury, number][]) worth += count * keepLuxury(o, luxury);
  if (plan.hut && !o.view.merchants[o.seat].hut) worth += hutWorth(o);
  plan.ships.forEach((ship, index) => {
    if (ship.at === 'board') worth += voyageWorth(o, plan, index, ship);
    else if (ship.at === 'dock' && ship.cargo > 0 && o.after > 0) worth += Math.max(0, voyageWorth(o, plan, index, ship) - HARD_WEIGHTS.delay);
    if (ship.at !== 'home') worth -= (plan.hut ? 0 : HARD_WEIGHTS.damage) * ship.damage * Math.min(1, o.after / 4);
  });
  return worth;
}
