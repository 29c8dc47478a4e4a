// M8 for the hard bot: weighs every legal action by looking ahead through the rest of its turn (every second action it
// could follow it with) and valuing where that leaves it, voyages included, by expectimax over the unseen cards (worth.ts).
import type { MerchantAction, MerchantPlayerView } from '../types';
import type { Dice } from '../../table/dice';
import { planAfter, planOf, type Plan } from './plan';
import { outlookOf, planWorth, type Outlook } from './worth';

/** The offered actions worth weighing: a Luxury no Demand tile wants is as good as any other such, so only the first is kept. */
function distinct(o: Outlook, legal: MerchantAction[]): MerchantAction[] {
  let unwanted = false;
  return legal.filter((a) => {
    if (a.type !== 'buyLuxury' || o.wanted.includes(a.luxury)) return true;
    if (unwanted) return false;
    unwanted = true;
    return true;
  });
}

/** A second action worth trying after the first: anything offered now, and a launch the first action made possible. */
function followUps(legal: MerchantAction[], plan: Plan): MerchantAction[] {
  const launches = plan.ships.flatMap((s, ship) => (s.at === 'dock' && s.cargo > 0 ? [{ type: 'launch', ship } as const] : []));
  return [...legal, ...launches.filter((l) => !legal.some((a) => a.type === 'launch' && a.ship === l.ship))];
}

/** The best worth reachable from `plan` with `left` more actions. */
function bestAfter(o: Outlook, plan: Plan, legal: MerchantAction[], left: number): number {
  let best = planWorth(o, plan);
  if (left <= 0) return best;
  for (const action of followUps(legal, plan)) {
    const next = planAfter(plan, action);
    if (next) best = Math.max(best, bestAfter(o, next, legal, left - 1));
  }
  return best;
}

/** M8: the legal own action that leads to the best worth by the end of this turn's actions; `noise` (up to that much Prestige) breaks near-ties, so four hard bots do not play alike. */
export function searchOwnAction(view: MerchantPlayerView, legal: MerchantAction[], lookahead: number, noise: number, dice: Dice): MerchantAction {
  const o = outlookOf(view, lookahead);
  const start = planOf(view);
  const weighed = distinct(o, legal);
  let best = legal[0];
  let bestWorth = -Infinity;
  for (const action of weighed) {
    const next = planAfter(start, action);
    if (!next) continue;
    const deferred = action.type === 'pass' ? noise + 1e-6 : 0; // a pass that only puts off an action as good is a dead turn
    const worth = bestAfter(o, next, weighed, view.actionsLeft - 1) + (noise > 0 ? dice.uniform() * noise : 0) - deferred;
    if (worth > bestWorth + 1e-9) [best, bestWorth] = [action, worth];
  }
  return best;
}
