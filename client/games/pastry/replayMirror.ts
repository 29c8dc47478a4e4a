// What a replay of this game shows its stored views through (issue 31): its live table's room state and mirror, loaded
// with the replay page, so a replay reaches the table exactly as a spectator's room state does.
import { mirrorView } from '../../../server/games/pastry/mirror';
import { VoyageState } from '../../../server/games/pastry/schema';
import type { ReplayMirror } from '../../shell/clientGame';
import type { PlayerView } from '../../../shared/pastry/types';
import { handOf } from '../../../shared/table/story';

/** This game's room state and mirror (server/games/pastry/table.ts uses the same two), and its captains' hands in a view. */
export const replayMirror: ReplayMirror = {
  State: VoyageState,
  mirror: (state, view, wall) => mirrorView((state as VoyageState).view, view, wall),
  hands: (view: PlayerView) => view.captains.map((c) => ({ name: c.name, hand: handOf(c.level, c.auto) })),
};
