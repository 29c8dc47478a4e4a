// M12 to M14 for bots: trade or continue (the push-your-luck choice), and which Luxury to deliver.
import type { MerchantAction, MerchantPlayerView } from '../types';
import type { MerchantLevelParams } from './level';
import { cardsBelieved, tripTerms, worthEntering } from './odds';
import { hardTerms, outlookOf } from './worth';
import type { Dice } from '../../table/dice';

/** M12, M13: continue when the odds say the next segment is worth more than trading here (easy: a fixed habit instead). */
export function chooseRoute(view: MerchantPlayerView, legal: MerchantAction[], params: MerchantLevelParams, dice: Dice): MerchantAction {
  const asking = view.asking!;
  const ship = view.merchants[asking.seat].ships[asking.ship];
  const sum = view.pirates.revealed.reduce((a, b) => a + b, 0);
  const goOn = legal.find((a) => a.type === 'continue');
  const trade = legal.find((a) => a.type === 'trade')!;
  if (!goOn) return trade;
  if (!params.weighsOdds) return ship.strength - sum >= params.habitMargin && dice.chance(0.6) ? goOn : trade;
  const me = view.merchants[asking.seat];
  const terms = params.searches
    ? hardTerms(outlookOf(view, params.lookahead), asking.ship, ship.cargo, ship.strength, me.luxuries, me.hut)
    : tripTerms(view, asking.seat, ship.cargo, ship.strength, params);
  const onward = worthEntering(terms, asking.segment + 1, sum, cardsBelieved(view, params));
  return onward > terms.tradeAt(asking.segment) ? goOn : trade;
}

/** M14: always delivers a matching Luxury; a planner gives up the kind it holds most of, keeping the rarer ones for later tiles. */
export function chooseDelivery(view: MerchantPlayerView, legal: MerchantAction[], params: MerchantLevelParams): MerchantAction {
  const offers = legal.filter((a): a is Extract<MerchantAction, { type: 'deliver' }> => a.type === 'deliver' && a.luxury !== null);
  if (offers.length === 0) return legal[0];
  if (!params.plansDemand) return offers[0];
  const held = view.merchants[view.asking!.seat].luxuries;
  return offers.reduce((best, a) => (held[a.luxury!] > held[best.luxury!] ? a : best));
}
