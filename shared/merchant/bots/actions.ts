// M8 for the easy and normal bots: scores every legal own action by what it adds to the merchant's expected Prestige, and takes the best.
import type { MerchantAction, MerchantPlayerView, ShipView } from '../types';
import { noLuxuries } from '../board';
import { NUMBERS } from '../numbers';
import type { MerchantLevelParams } from './level';
import { cardsBelieved, coinWorth, tripTerms, turnsLeft, worthEntering } from './odds';
import type { Dice } from '../../table/dice';

/** A docked ship as a plan may change it. */
type ShipPlan = { cargo: number; cannons: number; damage: number };

/** M4: the ship card's printed Strength, read from its kind (the view's Strength is clamped at 0, so it cannot be worked back). */
export function printedStrength(ship: ShipView): number {
  return NUMBERS.ships.find((card) => card.kind === ship.kind)!.strength;
}

/** Scores actions for one merchant at one moment. */
function scorer(view: MerchantPlayerView, params: MerchantLevelParams) {
  const seat = view.you!;
  const me = view.merchants[seat];
  const w = coinWorth(view);
  const pool = cardsBelieved(view, params);
  const canLaunchAfter = view.actionsLeft >= 2;
  const planned = noLuxuries(); // easy and normal do not count the Demand tiles their Luxuries match (hard plans in search.ts)
  /** M11 to M14: a ship's expected voyage from segment 1, as planned. */
  const trip = (index: number, plan: ShipPlan): number => {
    if (plan.cargo < 1) return 0;
    const strength = Math.max(0, printedStrength(me.ships[index]) + plan.cannons - plan.damage);
    return worthEntering(tripTerms(view, seat, plan.cargo, strength, params, planned), 1, 0, pool);
  };
  const planOf = (index: number): ShipPlan => ({ ...me.ships[index] });
  return (action: MerchantAction): number => {
    switch (action.type) {
      case 'pass':
        return 0;
      case 'launch':
        return trip(action.ship, planOf(action.ship)) + params.eagerLaunch;
      case 'load': {
        const plan = planOf(action.ship);
        const gain = trip(action.ship, { ...plan, cargo: plan.cargo + 1 }) - trip(action.ship, plan);
        return (plan.cargo === 0 && !canLaunchAfter ? 0.5 * gain : gain) - NUMBERS.prices.load * w;
      }
      case 'arm': {
        const plan = planOf(action.ship);
        if (!canLaunchAfter || plan.cargo < 1) return -1;
        return trip(action.ship, { ...plan, cannons: plan.cannons + 1 }) - trip(action.ship, plan) - NUMBERS.prices.arm * w;
      }
      case 'repair': {
        const plan = { ...planOf(action.ship), cargo: Math.max(1, me.ships[action.ship].cargo) };
        const trips = Math.min(3, turnsLeft(view)) / 2;
        return trips * (trip(action.ship, { ...plan, damage: plan.damage - 1 }) - trip(action.ship, plan)) - NUMBERS.prices.repair * w;
      }
      case 'buildHut':
        return (NUMBERS.rounds + 1 - view.round) * NUMBERS.hutPrestige + 0.3 - NUMBERS.prices.buildHut * w;
      case 'buyLuxury':
        return params.luxuryForesight - NUMBERS.prices.buyLuxury * w;
      default:
        return -1;
    }
  };
}

/** M8: the best-scoring legal action, with the level's noise. */
export function chooseOwnAction(view: MerchantPlayerView, legal: MerchantAction[], params: MerchantLevelParams, dice: Dice): MerchantAction {
  const score = scorer(view, params);
  let best = legal[0];
  let bestScore = -Infinity;
  for (const action of legal) {
    const s = score(action) + (params.noise > 0 ? dice.uniform() * params.noise : 0);
    if (s > bestScore) [best, bestScore] = [action, s];
  }
  return best;
}
