// Whom a Merchant Voyages viewer may cheer: every merchant, the one deciding or acting picked first.
import type { MerchantPlayerView } from '../../../shared/merchant/types';
import type { CheerTargets } from '../../shell/audience/CheerBar';

/** The merchants by seat, with whoever the game waits on (a Voyage's decision, else the turn's actor, else the Anchor's holder); nobody once the game is over. */
export function merchantCheerTargets(view: MerchantPlayerView, names: string[]): CheerTargets | null {
  if (view.phase === 'over') return null;
  return { names, acting: view.asking?.seat ?? view.actor ?? view.anchor };
}
