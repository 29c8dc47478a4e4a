// M8 for the hard bot: its own side of the table as its remaining actions this turn would leave it, read from the view alone.
import type { Luxury, MerchantAction, MerchantPlayerView } from '../types';
import { NUMBERS } from '../numbers';
import { holdOf } from '../board';

/** One ship as a plan may change it. */
export type ShipPlan = { cargo: number; cannons: number; damage: number; at: 'dock' | 'board' | 'home' };

/** The merchant's purse, Luxuries, Dock Hut and ships after some own actions. */
export type Plan = { coins: number; luxuries: Record<Luxury, number>; hut: boolean; ships: ShipPlan[] };

/** The merchant the view is for, as a plan before any action. */
export function planOf(view: MerchantPlayerView): Plan {
  const me = view.merchants[view.you!];
  return {
    coins: me.coins,
    luxuries: { ...me.luxuries },
    hut: me.hut,
    ships: me.ships.map((s) => ({ cargo: s.cargo, cannons: s.cannons, damage: s.damage, at: s.at })),
  };
}

/** One ship's copy in a plan, in planOf's order (a literal: a spread per ship per weighed action was a tenth of the hard bot's time). */
function copyShip(s: ShipPlan): ShipPlan {
  return { cargo: s.cargo, cannons: s.cannons, damage: s.damage, at: s.at };
}

/** M8 as the bot reads it: the plan after one own action, or null when the rules would not allow it. */
export function planAfter(plan: Plan, action: MerchantAction): Plan | null {
  const next: Plan = { coins: plan.coins, luxuries: { ...plan.luxuries }, hut: plan.hut, ships: plan.ships.map(copyShip) };
  const pay = (price: number) => {
    next.coins -= price;
    return next.coins >= 0;
  };
  const ship = 'ship' in action ? next.ships[action.ship] : undefined;
  const docked = ship?.at === 'dock';
  switch (action.type) {
    case 'pass':
      return next;
    case 'load':
      if (!docked || ship!.cargo >= holdOf(ship!, action.ship) || !pay(NUMBERS.prices.load)) return null;
      ship!.cargo++;
      return next;
    case 'arm':
      if (!docked || ship!.cannons >= NUMBERS.maxCannons || !pay(NUMBERS.prices.arm)) return null;
      ship!.cannons++;
      return next;
    case 'repair':
      if (!docked || ship!.damage <= 0 || !pay(NUMBERS.prices.repair)) return null;
      ship!.damage--;
      return next;
    case 'launch':
      if (!docked || ship!.cargo <= 0) return null;
      ship!.at = 'board';
      return next;
    case 'buyLuxury':
      if (!pay(NUMBERS.prices.buyLuxury)) return null;
      next.luxuries[action.luxury]++;
      return next;
    case 'buildHut':
      if (plan.hut || !pay(NUMBERS.prices.buildHut)) return null;
      next.hut = true;
      return next;
    default:
      return null;
  }
}
