// What makes a Merchant Voyages table worth watching on TV (issue 31): ships deep into segment 3 (M2), a merchant asked
// whether to push on past a Pirate (M20), a close race for Prestige late in the game. Its chapters are its rounds (M7).
import { NUMBERS } from '../../../shared/merchant/numbers';
import type { MerchantPlayerView } from '../../../shared/merchant/index';
import type { OnAir } from '../../table/tableGame';

/** How far apart the two leaders' Prestige may be for a close race. */
const CLOSE_PRESTIGE = 2;

/** Merchant Voyages on TV: each ship in segment 3 counts, the deeper the more; a pending push-your-luck call and a close finish add. */
export const merchantOnAir: OnAir<MerchantPlayerView> = {
  liveliness: (view) => {
    if (view.phase === 'over') return 0;
    const ships = view.merchants.flatMap((m) => m.ships).filter((s) => s.at === 'board');
    let score = ships.reduce((sum, s) => sum + (s.segment === 3 ? 2 + (s.position ?? 0) / 4 : s.segment === 2 ? 0.5 : 0), 0);
    if (view.asking) score += 1;
    const [first = 0, second = 0] = view.merchants.map((m) => m.prestige).sort((a, b) => b - a);
    if (view.round * 2 >= NUMBERS.rounds && first - second <= CLOSE_PRESTIGE) score += 2;
    return score;
  },
  chapter: (view) => view.round,
};
