// Each island's name on a small flag on its beach, across the island from its dock's price flag (islandFlags.ts), so
// every player (on a phone too) can tell the islands apart: page text over the canvas (usePageLabels), readable at any distance.
import type { PlayerView } from '../../../../shared/pastry/index';
import { nameFlagPoints } from './islandFlags';
import { usePageLabels } from '../../../shell/scene/usePageLabels';
import { inBakeCloseUp } from './bakeCloseUp';

type IslandView = PlayerView['board']['islands'][number];

/** The names' rank among the scene's labels: behind the prices and the YOU badge, which fade a name they cover. */
export const NAME_RANK = 1;

/** Every island's name flag; hidden in the bake-off close-up. */
export function IslandNames({ islands }: { islands: IslandView[] }) {
  usePageLabels(
    'island-names',
    nameFlagPoints(islands).map((at, i) => ({ key: islands[i].ingredient, text: islands[i].ingredient, className: 'flag-label island-name', at })),
    { hidden: inBakeCloseUp, rank: NAME_RANK },
  );
  return null;
}
