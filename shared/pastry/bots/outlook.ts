// What a bot knows and values: its recipe, what it lacks, and what the rest of its voyage will cost in days (R23 to R27, R39).
import type { CaptainView, Dir, Ingredient, PlayerView } from '../types';
import { BASE_ALLOWANCE, allowanceFor } from '../rules/sailing';
import { type SeaChart, cellOf, chartFor, daysAveraged, daysWith, dockDays, homeDays, stepsFrom } from './navigation';
import { LEVELS, type LevelParams } from './level';
import type { BotLevel } from '../../table/step';

/** R23: one flip at a dock brings 1 or 3 gold, 2 on average. */
export const AVERAGE_FLIP = 2;
/** Days one gold is worth when the purse is short of the crates still to buy (a dock turn brings 2). */
const SHORT_GOLD_DAYS = 0.5;
/** Days one spare gold is worth: powder, bribes, rewatches and R46's tie-break. */
const SPARE_GOLD_DAYS = 0.1;
/** Days added when a rival likely buys at an island before this captain arrives (R24: the price rises). */
const RIVAL_AHEAD_GOLD = 0.5;
/** Days of fighting, on top of the sailing, to win a sold-out ingredient from a rival (R26, R33). */
const HUNT_DAYS = 3;
/** R16: squares a day on average, between 4 with the wind and 2 against it. */
const SQUARES_A_DAY = 3;
/** Days charged for an ingredient nobody can sell or lose: it may never come. */
const LOST_DAYS = 15;

/** R16: whether a hold of this many ingredients is heavy. */
export function heavyHold(count: number): boolean {
  return count < HEAVY_BY_COUNT.length ? HEAVY_BY_COUNT[count] : allowanceFor(new Array(count)).full < BASE_ALLOWANCE;
}

/** R16 for the hold sizes a voyage sees, asked once: voyageCost asks it for every candidate. */
const HEAVY_BY_COUNT = [...Array(16).keys()].map((count) => allowanceFor(new Array(count)).full < BASE_ALLOWANCE);

/** Everything one decision needs, computed once per decision from the view alone. */
export type Outlook = {
  view: PlayerView;
  seat: number;
  me: CaptainView;
  rivals: CaptainView[]; // other captains still at sea (ovens unlit)
  params: LevelParams;
  chart: SeaChart;
  recipe: Ingredient[];
  islandOf: Map<Ingredient, number>;
  expectedPrice: number[]; // R24 price by island, raised for rivals likely to buy first
  plannedWind: Dir | null; // R12: the wind the first leg is judged by (null: an average one)
  stepsToRival: Map<number, Int16Array>; // filled as hunting needs them, by seat
};

/** Builds the outlook of the seat the view is for. */
export function outlookFor(view: PlayerView, level: BotLevel): Outlook {
  const seat = view.you!;
  const me = view.captains[seat];
  const params = LEVELS[level];
  const chart = chartFor(view.board);
  const recipe = me.recipe?.ingredients ?? [];
  const rivals = view.captains.filter((c) => c.seat !== seat && !c.ovensLit);
  const islandOf = new Map(view.board.islands.map((isl, i) => [isl.ingredient, i]));
  const expectedPrice = view.board.islands.map((isl, i) => {
    if (isl.price === null) return Infinity;
    if (!recipe.includes(isl.ingredient) || me.hold.includes(isl.ingredient)) return isl.price;
    const map = dockDays(chart, i, heavyHold(me.hold.length));
    const mine = daysAveraged(map, cellOf(me.pos));
    const ahead = rivals.filter((r) => !r.hold.includes(isl.ingredient) && daysAveraged(map, cellOf(r.pos)) < mine).length;
    return Math.min(isl.price + RIVAL_AHEAD_GOLD * ahead, 4);
  });
  const plannedWind = params.usesForecast ? view.wind.tomorrow : null;
  return { view, seat, me, rivals, params, chart, recipe, islandOf, expectedPrice, plannedWind, stepsToRival: new Map() };
}

/** The recipe ingredients a hold still lacks. */
export function missingFrom(o: Outlook, hold: readonly Ingredient[]): Ingredient[] {
  return o.recipe.filter((x) => !hold.includes(x));
}

/** Days from a cell at the end of today: at least one, because docking there is tomorrow's act. */
function firstLeg(map: Float64Array, cell: number, wind: Dir | null): number {
  return Math.max(1, wind ? daysWith(map, wind, cell) : daysAveraged(map, cell));
}

/** Every ordering of the indices 0..n-1. */
function indexOrderings(n: number): number[][] {
  if (n <= 1) return [[...Array(n).keys()]];
  return indexOrderings(n - 1).flatMap((rest) => [...Array(n).keys()].map((at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]));
}

/** R6: a recipe has 4 ingredients, so at most 4 islands are left to order; orderings of each count, made once. */
const ORDERINGS = [0, 1, 2, 3, 4].map(indexOrderings);

/** R26, R33: days to win a sold-out ingredient from the nearest rival holding it (about 3 squares a day to reach it). */
function huntDays(o: Outlook, ingredient: Ingredient, cell: number): number {
  let best = LOST_DAYS;
  for (const rival of o.rivals) {
    if (!rival.hold.includes(ingredient)) continue;
    let steps = o.stepsToRival.get(rival.seat);
    if (!steps) o.stepsToRival.set(rival.seat, (steps = stepsFrom(o.chart, rival.pos)));
    best = Math.min(best, HUNT_DAYS + Math.max(1, steps[cell] / SQUARES_A_DAY));
  }
  return best;
}

/**
 * R23 to R27, R39: expected days, from the end of today, to gather the rest of the recipe and dock at Tortuga
 * with it: the best order of the islands still to visit, plus the days the purse will cost if it runs short.
 */
export function voyageCost(o: Outlook, cell: number, hold: readonly Ingredient[], gold: number): number {
  let islandCount = 0;
  let missingCount = 0;
  let hunting = 0;
  for (const x of o.recipe) {
    if (hold.includes(x)) continue;
    missingCount++;
    const island = o.islandOf.get(x)!;
    if (o.view.board.islands[island].crates > 0) islands[islandCount++] = island;
    else hunting += huntDays(o, x, cell);
  }
  if (missingCount === 0) return firstLeg(homeDays(o.chart, heavyHold(hold.length)), cell, o.plannedWind);
  const home = homeDays(o.chart, heavyHold(hold.length + missingCount));
  if (islandCount === 0) return hunting + 1 + daysAveraged(home, cell);
  const docks = o.chart.docks;
  for (let i = 0; i < islandCount; i++) {
    first[i] = firstLeg(dockDays(o.chart, islands[i], heavyHold(hold.length)), cell, o.plannedWind);
    last[i] = daysAveraged(home, docks[islands[i]]);
  }
  for (let k = 1; k < islandCount; k++) {
    const heavy = heavyHold(hold.length + k);
    for (let to = 0; to < islandCount; to++) {
      const map = dockDays(o.chart, islands[to], heavy);
      for (let from = 0; from < islandCount; from++) if (from !== to) legs[(k * 4 + from) * 4 + to] = daysAveraged(map, docks[islands[from]]);
    }
  }
  let best = Infinity;
  for (const order of ORDERINGS[islandCount]) {
    let days = first[order[0]];
    for (let k = 1; k < order.length; k++) days += legs[(k * 4 + order[k - 1]) * 4 + order[k]];
    days += last[order[order.length - 1]];
    if (days < best) best = days;
  }
  let prices = 0;
  for (let i = 0; i < islandCount; i++) prices += o.expectedPrice[islands[i]];
  const short = Math.max(0, prices - gold - AVERAGE_FLIP * islandCount);
  return best + hunting + short * SHORT_GOLD_DAYS;
}

/** voyageCost's scratch, reused: the islands still to visit, each one's first leg and leg home, and the legs between them by (leg, from, to). */
const islands = new Int32Array(4);
const first = new Float64Array(4);
const last = new Float64Array(4);
const legs = new Float64Array(4 * 4 * 4);

/** What an ingredient added to the hold saves, in days (R25: ingredients off the recipe only weigh the ship down). */
export function gainValue(o: Outlook, ingredient: Ingredient): number {
  const cell = cellOf(o.me.pos);
  return voyageCost(o, cell, o.me.hold, o.me.gold) - voyageCost(o, cell, [...o.me.hold, ingredient], o.me.gold);
}

/** What losing one of the hold's ingredients costs, in days. */
export function lossValue(o: Outlook, ingredient: Ingredient): number {
  const cell = cellOf(o.me.pos);
  const hold = [...o.me.hold];
  hold.splice(hold.indexOf(ingredient), 1);
  return voyageCost(o, cell, hold, o.me.gold) - voyageCost(o, cell, o.me.hold, o.me.gold);
}

/** What a change of `delta` gold is worth, in days (negative for a loss): a lot while the purse is short of the crates to buy, a little otherwise. */
export function goldDays(o: Outlook, delta: number): number {
  const cell = cellOf(o.me.pos);
  const saved = voyageCost(o, cell, o.me.hold, o.me.gold) - voyageCost(o, cell, o.me.hold, o.me.gold + delta);
  return delta > 0 ? Math.max(saved, delta * SPARE_GOLD_DAYS) : Math.min(saved, delta * SPARE_GOLD_DAYS);
}
