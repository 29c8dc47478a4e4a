// When a battle is worth the powder, what to take as spoils, and where to slip (R28 to R33).
import type { Action, CaptainView, Dir, Ingredient } from '../types';
import { windBehind } from '../rules/battle';
import { type Outlook, gainValue, lossValue, voyageCost } from './outlook';
import { cellOf, routeEnd } from './navigation';

/** R30: a shot lands with one coin half the time, with two coins (wind behind) three times in four. */
const ONE_COIN = 0.5;
const TWO_COINS = 0.75;
/** R33 for a denying bot: days a rival loses when it loses an ingredient it gathered, shared among the rivals still racing. */
const DENIAL_DAYS = 2.5;

/** R30, R31: the attacker's chances to win and to lose (the rest is no winner). */
export type Odds = { win: number; lose: number };

/** R30, R31: odds of a battle from the attacker's side: the wind behind a side gives it two coins, both landing favours the lighter hold. */
export function battleOdds(attacker: CaptainView, defender: CaptainView, wind: Dir): Odds {
  const a = windBehind(attacker.pos, defender.pos, wind) ? TWO_COINS : ONE_COIN;
  const d = windBehind(defender.pos, attacker.pos, wind) ? TWO_COINS : ONE_COIN;
  const lighter = attacker.hold.length < defender.hold.length;
  const heavier = attacker.hold.length > defender.hold.length;
  return {
    win: a * (1 - d) + (lighter ? a * d : 0),
    lose: d * (1 - a) + (heavier ? a * d : 0),
  };
}

/** R33 for a denying bot: days a rival loses if this ingredient leaves its hold, shared among the captains still racing. */
function denialValue(o: Outlook, loser: CaptainView): number {
  if (!o.params.denies || !o.rivals.some((r) => r.seat === loser.seat)) return 0;
  const progress = new Set(loser.hold).size / 4;
  return (DENIAL_DAYS * progress) / o.rivals.length;
}

/** R29, R33: what taking one ingredient from a rival's hold is worth to this captain, in days, denial included. */
export function takeValue(o: Outlook, from: CaptainView, ingredient: Ingredient): number {
  const last = from.hold.filter((x) => x === ingredient).length === 1;
  return gainValue(o, ingredient) + (last ? denialValue(o, from) : 0);
}

/** R33: what this captain would take from a hold, and what it is worth in days. */
export function bestTake(o: Outlook, loser: CaptainView): { ingredient: Ingredient; days: number } | null {
  let best: { ingredient: Ingredient; days: number } | null = null;
  for (const ingredient of new Set(loser.hold)) {
    const days = takeValue(o, loser, ingredient);
    if (!best || days > best.days) best = { ingredient, days };
  }
  return best;
}

/** R33: the days this captain expects to lose when a winner takes from its hold, not knowing the winner's recipe. */
export function expectedLoss(o: Outlook): number {
  const values = [...new Set(o.me.hold)].map((x) => lossValue(o, x));
  if (values.length === 0) return 0;
  return (Math.max(...values) + values.reduce((a, b) => a + b, 0) / values.length) / 2;
}

/** R28 to R33: the expected days a battle on `target` gains this captain, powder not yet counted. */
export function battleGain(o: Outlook, target: CaptainView): number {
  const odds = battleOdds(o.me, target, o.view.wind.today);
  const take = bestTake(o, target);
  return odds.win * (take?.days ?? 0) - odds.lose * expectedLoss(o);
}

/** R33: the spoils phase: take the ingredient worth most, to this captain or against a rival. */
export function chooseTake(o: Outlook, legal: Action[]): Action | null {
  const b = o.view.battle!;
  const loser = o.view.captains[b.winner === b.attacker ? b.defender : b.attacker];
  const take = bestTake(o, loser);
  return legal.find((a) => a.type === 'take' && a.ingredient === take?.ingredient) ?? null;
}

/** R32: after two misses, slip the free step that shortens the voyage most, or stay. */
export function chooseSlip(o: Outlook, legal: Action[]): Action {
  let best = legal[0];
  let bestDays = Infinity;
  for (const action of legal) {
    if (action.type !== 'slip') continue;
    const to = action.dir ? routeEnd(o.view, o.seat, [action.dir]) : o.me.pos;
    const days = voyageCost(o, cellOf(to), o.me.hold, o.me.gold);
    if (days < bestDays) [best, bestDays] = [action, days];
  }
  return best;
}
