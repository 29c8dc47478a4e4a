// What a replay of this game shows its stored views through (issue 31): its live table's room state and mirror, loaded
// with the replay page, so a replay reaches the table exactly as a spectator's room state does.
import { mirrorMerchantView } from '../../../server/games/merchant/mirror';
import { MerchantTableState } from '../../../server/games/merchant/schema';
import type { ReplayMirror } from '../../shell/clientGame';
import type { MerchantPlayerView } from '../../../shared/merchant/types';
import { handOf } from '../../../shared/table/story';

/** This game's room state and mirror (server/games/merchant/table.ts uses the same two), and its merchants' hands in a view. */
export const replayMirror: ReplayMirror = {
  State: MerchantTableState,
  mirror: (state, view, wall) => mirrorMerchantView((state as MerchantTableState).view, view, wall),
  hands: (view: MerchantPlayerView) => view.merchants.map((m) => ({ name: m.name, hand: handOf(m.level, m.auto) })),
};
