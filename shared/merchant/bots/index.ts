// MERCHANT_CONTRACT "Bots": a merchant bot's whole decision from the view and the legal actions alone, at easy, normal or hard.
import type { MerchantAction, MerchantPlayerView } from '../types';
import { diceFor } from '../../table/dice';
import { MERCHANT_LEVELS } from './level';
import { chooseOwnAction } from './actions';
import { searchOwnAction } from './search';
import { chooseDelivery, chooseRoute } from './voyage';
import type { BotLevel } from '../../table/step';

/** The action of the seat the view is for, always a member of `legal` (given a non-empty one); pure, with `seed` driving every chance. */
export function merchantBotAction(view: MerchantPlayerView, legal: MerchantAction[], level: BotLevel, seed: string): MerchantAction {
  if (legal.length <= 1 || view.you === null) return legal[0];
  const params = MERCHANT_LEVELS[level];
  const dice = diceFor(seed);
  const chosen =
    view.phase === 'actions'
      ? params.searches
        ? searchOwnAction(view, legal, params.lookahead, params.noise, dice)
        : chooseOwnAction(view, legal, params, dice)
      : view.asking?.ask === 'route'
        ? chooseRoute(view, legal, params, dice)
        : chooseDelivery(view, legal, params);
  return legal.includes(chosen) ? chosen : legal[0];
}
