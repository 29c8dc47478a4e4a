// When a Merchant move of yours begins, for the panels that fold then on a phone (the shell's useFoldOnMove).
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import type { FoldOnMove } from '../../../shell/hud/useFoldOnMove';

/** Whether Merchant's phone layout is on (phone.css's one breakpoint): there an open Demand or log stands over the table. */
function phoneLayout(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 640px)').matches;
}

/** The move in hand as a key that changes as each of your moves begins: your turn's actions (M20), a Voyage decision (M16); null while none is yours. */
export function yourMove(view: MerchantPlayerView): string | null {
  if (view.you === null || view.actor !== view.you || view.phase === 'over') return null;
  const ask = view.asking ? `${view.asking.ship}:${view.asking.ask}:${view.asking.segment}` : '';
  return `${view.round}${view.turn}:${view.phase}:${ask}`;
}

/** What folds Merchant's Demand and log on a phone: each move of yours as it begins. */
export function foldOnYourMove(view: MerchantPlayerView): FoldOnMove {
  return { move: yourMove(view), narrow: phoneLayout };
}
