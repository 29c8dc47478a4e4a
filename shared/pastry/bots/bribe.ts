// R29: what a defender offers when the cannons are loaded, and when an attacker says yes.
import type { Action, Offer } from '../types';
import { type Outlook, goldDays, lossValue } from './outlook';
import { battleOdds, bestTake, expectedLoss, takeValue } from './battle';

/** A defender's guesses about an attacker whose recipe it cannot see: days a take is worth to it, and what losing one costs it. */
const GUESSED_TAKE_DAYS = 1.5;
const GUESSED_LOSS_DAYS = 1;
/** Days a guessed attacker sees in an ingredient it already carries (a spare) and in one it lacks (perhaps on its recipe). */
const GUESSED_SPARE_DAYS = 0.3;
const GUESSED_WANTED_DAYS = 1.5;
/** Days a guessed attacker sees in each gold. */
const GUESSED_GOLD_DAYS = 0.4;

/** R29: the defender fights, or offers the cheapest bribe the attacker should accept when that costs less than the battle. */
export function chooseDefence(o: Outlook, legal: Action[]): Action {
  const attacker = o.view.captains[o.view.battle!.attacker];
  const odds = battleOdds(attacker, o.me, o.view.wind.today);
  const fightCost = odds.win * expectedLoss(o) - odds.lose * (bestTake(o, attacker)?.days ?? 0);
  const attackerFight = odds.win * GUESSED_TAKE_DAYS - odds.lose * GUESSED_LOSS_DAYS;
  const fight = legal.find((a) => a.type === 'fight')!;
  let best: Action = fight;
  let bestCost = fightCost;
  for (const action of legal) {
    if (action.type !== 'bribe') continue;
    const offer = action.offer;
    const theirs = 'ingredient' in offer ? (attacker.hold.includes(offer.ingredient) ? GUESSED_SPARE_DAYS : GUESSED_WANTED_DAYS) : offer.gold * GUESSED_GOLD_DAYS;
    if (theirs < attackerFight) continue;
    const cost = 'ingredient' in offer ? lossValue(o, offer.ingredient) : -goldDays(o, -offer.gold);
    if (cost < bestCost) [best, bestCost] = [action, cost];
  }
  return best;
}

/** R29: what an offer is worth to the attacker, in days. */
function offerValue(o: Outlook, offer: Offer): number {
  const defender = o.view.captains[o.view.battle!.defender];
  return 'ingredient' in offer ? takeValue(o, defender, offer.ingredient) : goldDays(o, offer.gold);
}

/** R29: the attacker says yes when the bribe is worth at least what the battle is expected to bring. */
export function chooseAnswer(o: Outlook, legal: Action[]): Action {
  const defender = o.view.captains[o.view.battle!.defender];
  const odds = battleOdds(o.me, defender, o.view.wind.today);
  const fightValue = odds.win * (bestTake(o, defender)?.days ?? 0) - odds.lose * expectedLoss(o);
  const accept = offerValue(o, o.view.battle!.offer!) >= fightValue;
  return legal.find((a) => a.type === 'answer' && a.accept === accept)!;
}
