// Each island's name on a small flag on its beach, so every player (on a phone too) can tell the islands apart: page text
// over the canvas (usePageLabels), readable at any distance.
import { Vector3 } from 'three';
import type { PlayerView } from '../../../../shared/pastry/index';
import { worldX, worldZ } from './coords';
import { usePageLabels } from '../../../shell/scene/usePageLabels';
import { inBakeCloseUp } from './bakeCloseUp';

type IslandView = PlayerView['board']['islands'][number];

/** Where an island's flag stands: on the beach in front of its emblem. */
function flagPosition(island: IslandView): Vector3 {
  const cx = island.land.reduce((a, [x]) => a + x, 0) / island.land.length;
  const cy = island.land.reduce((a, [, y]) => a + y, 0) / island.land.length;
  return new Vector3(worldX(cx), 0.55, worldZ(cy) + 0.55);
}

/** Every island's name flag; hidden in the bake-off close-up. */
export function IslandNames({ islands }: { islands: IslandView[] }) {
  usePageLabels(
    'island-names',
    islands.map((island) => ({ key: island.ingredient, text: island.ingredient, className: 'flag-label island-name', at: flagPosition(island) })),
    { hidden: inBakeCloseUp },
  );
  return null;
}
