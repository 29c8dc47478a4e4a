// What a replay of this game shows its stored views through (issue 31): its live table's room state and mirror, loaded
// with the replay page, so a replay reaches the table exactly as a spectator's room state does.
import { mirrorMerchantView } from '../../../server/games/merchant/mirror';
import { MerchantTableState } from '../../../server/games/merchant/schema';
import type { ReplayMirror } from '../../shell/clientGame';

/** This game's room state and mirror (server/games/merchant/table.ts uses the same two). */
export const replayMirror: ReplayMirror = {
  State: MerchantTableState,
  mirror: (state, view, wall) => mirrorMerchantView((state as MerchantTableState).view, view, wall),
};
