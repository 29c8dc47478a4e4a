// Your recipe's islands, marked on the sea: a gold star over each island selling an ingredient you still need (none in streamer mode).
import { useEffect, useMemo } from 'react';
import type { PlayerView } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { shownRecipe } from '../shownRecipe';
import { labelTexture } from './labelTexture';
import { worldX, worldZ } from './coords';

type IslandView = PlayerView['board']['islands'][number];

/** The stars, for a seated captain. */
export function RecipeMarks({ islands }: { islands: IslandView[] }) {
  const needed = useStore((s) => {
    const me = s.seat !== null ? s.view?.captains[s.seat] : undefined;
    const recipe = shownRecipe(s);
    if (!me || !recipe) return '';
    return recipe.ingredients.filter((i) => !me.hold.includes(i) && !me.bench.includes(i)).join(',');
  });
  const star = useMemo(() => labelTexture('★', '#f5c542', '#3b2a1a'), []);
  useEffect(() => () => star.dispose(), [star]);
  const wanted = new Set(needed.split(','));
  return (
    <group name="recipe-marks">
      {islands
        .filter((i) => wanted.has(i.ingredient))
        .map((island) => {
          const cx = island.land.reduce((a, [x]) => a + x, 0) / island.land.length;
          const cy = island.land.reduce((a, [, y]) => a + y, 0) / island.land.length;
          return (
            <sprite key={island.ingredient} name={`recipe-mark-${island.ingredient}`} position={[worldX(cx), 1.75, worldZ(cy)]} scale={[0.84, 0.42, 1]}>
              <spriteMaterial map={star} depthWrite={false} />
            </sprite>
          );
        })}
    </group>
  );
}
