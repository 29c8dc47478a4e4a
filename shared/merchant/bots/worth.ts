// The hard bot's yardstick: what a plan (its purse, Luxuries, Hut and ships after this turn's actions) is worth in final
// Prestige, each launched ship's voyage weighed by expectimax over the unseen Pirate cards (M6, M11 to M14).
import type { Luxury, MerchantPlayerView } from '../types';
import { NUMBERS } from '../numbers';
import { LUXURIES, SPACES_HOME, strengthOf } from '../board';
import { deliveryBonus, turnsLeft, unseenCards, worthEntering, type TripTerms } from './odds';
import type { Plan, ShipPlan } from './plan';

/** The hard level's judgement, in Prestige. */
export const HARD_WEIGHTS = {
  delay: 1.2, // a loaded ship left at the dock: a turn of its trading lost (measured: 1.2 beats normal 67 % head to head, 0.25 lost half its games)
  idleTurn: 0.3, // each turn a ship spends sailing home beyond the first
  damage: 0.5, // one Damage token beyond what a Dock Hut repairs for free
  keepLuxury: 0.3, // a Luxury held for a later voyage (more when a Demand tile on the board wants it); below any price, as a third of held Luxuries go undelivered
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
  voyages: Map<number, number>; // voyage worths already weighed in this decision, by voyageKey
  keep: Record<Luxury, number>; // keepLuxury of each kind, the same at every plan of the decision
  none: Record<Luxury, number>; // no Luxuries, with the merchant's kinds in their order: a voyage weighed without deliveries
};

/** The outlook of the merchant the view is for, looking `lookahead` segments beyond the next (M13). */
export function outlookOf(view: MerchantPlayerView, lookahead: number): Outlook {
  const after = turnsLeft(view) - 1;
  return {
    view,
    seat: view.you!,
    coin: 1 / NUMBERS.coinsPerPrestige,
    after,
    pool: unseenCards(view),
    lookahead,
    wanted: [...new Set(view.board.segments.flatMap((seg) => seg.demand.filter((t): t is Luxury => t !== null)))],
    voyages: new Map(),
    keep: Object.fromEntries(LUXURIES.map((luxury) => [luxury, keepLuxury(view, after, luxury)])) as Record<Luxury, number>,
    none: Object.fromEntries(Object.keys(view.merchants[view.you!].luxuries).map((k) => [k, 0])) as Record<Luxury, number>,
  };
}

/** M3, M20: turns a ship that turned at `segment` misses beyond the next, as far as the game still lasts. */
function idleTurns(o: Outlook, index: number, segment: number): number {
  return Math.max(0, Math.min(o.after, Math.ceil(SPACES_HOME[segment - 1] / NUMBERS.ships[index].speed)) - 1);
}

/** M5, M14: what holding one Luxury is worth when it is not delivered now, with `after` turns left beyond this one (read from Outlook.keep). */
function keepLuxury(view: MerchantPlayerView, after: number, luxury: Luxury): number {
  if (after < 1) return 0.01;
  const wanted = view.board.segments.some((seg) => seg.demand.includes(luxury));
  return HARD_WEIGHTS.keepLuxury * Math.min(1, after / 4) * (wanted ? 1.5 : 1);
}

/** M14: the chance a tile of `luxury` is still there when this merchant's ship trades: rivals holding that kind may deliver it first. */
function tileChance(o: Outlook, luxury: Luxury, tiles: readonly (Luxury | null)[]): number {
  const rivals = o.view.merchants.filter((m) => m.seat !== o.seat && m.luxuries[luxury] > 0).length;
  return Math.min(1, tiles.filter((t) => t === luxury).length / (1 + rivals));
}

/** M12 to M14: the hard bot's terms for ship `index` carrying `cargo` at `strength`, holding `luxuries` (worked out once per segment). */
export function hardTerms(o: Outlook, index: number, cargo: number, strength: number, luxuries: Record<Luxury, number>, hut: boolean): TripTerms {
  const damage = hut ? 0.1 : HARD_WEIGHTS.damage * Math.min(1, o.after / 3);
  const trades = NUMBERS.segments.map((printed, i) => {
    const tiles = o.view.board.segments[i].demand;
    const kinds = tiles.filter((t): t is Luxury => t !== null && luxuries[t] > 0);
    const reward = deliveryBonus(o.view, o.seat, i + 1, luxuries);
    const delivery = Math.max(0, ...kinds.map((k) => tileChance(o, k, tiles) * (reward - o.keep[k])));
    return cargo * printed.coins * o.coin + printed.prestige + delivery - HARD_WEIGHTS.idleTurn * idleTurns(o, index, i + 1);
  });
  const failures = NUMBERS.segments.map((_, i) => -damage - HARD_WEIGHTS.idleTurn * idleTurns(o, index, i + 1) - (o.after < 1 ? cargo * NUMBERS.prices.load * o.coin : 0));
  return { strength, lookahead: o.lookahead, tradeAt: (segment) => trades[segment - 1], failure: (segment) => failures[segment - 1], reshuffle: o.view.pirates.discards };
}

/** M11 to M14: the expected worth of ship `index` setting out from segment 1 as planned, holding `luxuries` (remembered per decision). */
function voyageWorth(o: Outlook, plan: Plan, index: number, ship: ShipPlan, luxuries: Record<Luxury, number>): number {
  const strength = strengthOf(ship, index);
  const key = voyageKey(o, index, ship.cargo, strength, plan.hut, luxuries);
  let worth = o.voyages.get(key);
  if (worth === undefined) {
    worth = worthEntering(hardTerms(o, index, ship.cargo, strength, luxuries, plan.hut), 1, 0, o.pool);
    o.voyages.set(key, worth);
  }
  return worth;
}

/**
 * What a voyage's worth depends on, as one number: the ship, its Cargo and Strength (each below 256, as M4's cards and
 * cannons keep them), the Hut, and which wanted kinds are held (a bit each, at most five).
 */
function voyageKey(o: Outlook, index: number, cargo: number, strength: number, hut: boolean, luxuries: Record<Luxury, number>): number {
  let held = 0;
  for (let i = 0; i < o.wanted.length; i++) if (luxuries[o.wanted[i]] >= 1) held |= 1 << i;
  return held + 32 * (strength + 256 * (cargo + 256 * (index * 2 + (hut ? 1 : 0))));
}

/** M14: each Luxury is delivered at most once: the ships' voyages, each weighed without Luxuries, plus the largest delivery gains, one per wanted
 * Luxury held. Only a ship launched this turn counts a delivery: by the time a ship still at the dock sails, rivals and End of Turn (M22) have
 * usually changed the tiles (counting it, the hard bot bought Luxuries it never delivered: barred from buying, it won 1.8 to 6 points more). */
function voyagesWorth(o: Outlook, plan: Plan, ships: [number, ShipPlan][]): number[] {
  const bare = ships.map(([index, ship]) => voyageWorth(o, plan, index, ship, o.none));
  const gains = ships.map(([index, ship], i) => (ship.at === 'board' ? voyageWorth(o, plan, index, ship, plan.luxuries) - bare[i] : 0));
  const held = o.wanted.reduce((n, k) => n + plan.luxuries[k], 0);
  if (held === 0) return bare;
  const counted = gains
    .map((g, i) => [g, i] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, held);
  for (const [g, i] of counted) bare[i] += g;
  return bare;
}

/** M30: what building the Dock Hut now adds: its Prestige at each End of Round left, and the repairs it saves. */
function hutWorth(o: Outlook): number {
  const rounds = NUMBERS.rounds - o.view.round + 1;
  return rounds * NUMBERS.hutPrestige + o.after * 0.15 * (NUMBERS.prices.repair * o.coin + 0.3);
}

/** The worth of a plan in final Prestige, beyond what is already scored: coins, Luxuries kept, a new Hut, and each ship's voyage. */
export function planWorth(o: Outlook, plan: Plan): number {
  let worth = plan.coins * o.coin;
  for (const luxury in plan.luxuries) worth += plan.luxuries[luxury as Luxury] * o.keep[luxury as Luxury];
  if (plan.hut && !o.view.merchants[o.seat].hut) worth += hutWorth(o);
  const sailing: [number, ShipPlan][] = [];
  for (let index = 0; index < plan.ships.length; index++) {
    const ship = plan.ships[index];
    if (ship.at === 'board' || (ship.at === 'dock' && ship.cargo > 0 && o.after > 0)) sailing.push([index, ship]);
  }
  const voyages = voyagesWorth(o, plan, sailing);
  for (let i = 0; i < voyages.length; i++) worth += sailing[i][1].at === 'board' ? voyages[i] : Math.max(0, voyages[i] - HARD_WEIGHTS.delay);
  for (const ship of plan.ships) if (ship.at !== 'home') worth -= (plan.hut ? 0 : HARD_WEIGHTS.damage) * ship.damage * Math.min(1, o.after / 4);
  return worth;
}
