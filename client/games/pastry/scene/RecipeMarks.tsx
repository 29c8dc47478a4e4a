// Your recipe's islands, marked on the sea: a gold star over each island selling an ingredient you still need (none in
// streamer mode). All the stars are one instanced card turned to face the camera each frame (one draw call, where a
// sprite each cost a software renderer one apiece); each star's spot is a named empty object, for the test hooks.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type InstancedMesh, Matrix4, Vector3 } from 'three';
import type { PlayerView } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { shownRecipe } from '../shownRecipe';
import { showInstances } from '../../../shell/scene/showInstances';
import { labelTexture } from './labelTexture';
import { worldX, worldZ } from './coords';

type IslandView = PlayerView['board']['islands'][number];

const STAR_SIZE = new Vector3(0.84, 0.42, 1);
const STAR_HEIGHT = 1.75;

/** Where an island's star floats: over the middle of its land. */
function starAt(island: IslandView): Vector3 {
  const cx = island.land.reduce((a, [x]) => a + x, 0) / island.land.length;
  const cy = island.land.reduce((a, [, y]) => a + y, 0) / island.land.length;
  return new Vector3(worldX(cx), STAR_HEIGHT, worldZ(cy));
}

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
  const marked = islands.filter((i) => wanted.has(i.ingredient));
  const spots = marked.map(starAt);
  const mesh = useRef<InstancedMesh>(null);
  const matrix = useMemo(() => new Matrix4(), []);
  useLayoutEffect(() => {
    if (mesh.current) showInstances(mesh.current, spots.length);
  });
  useFrame(({ camera }) => {
    const m = mesh.current;
    if (!m || !spots.length) return;
    spots.forEach((at, i) => m.setMatrixAt(i, matrix.compose(at, camera.quaternion, STAR_SIZE)));
    m.instanceMatrix.needsUpdate = true;
  });
  return (
    <group name="recipe-marks">
      {marked.map((island, i) => (
        <object3D key={island.ingredient} name={`recipe-mark-${island.ingredient}`} position={spots[i]} />
      ))}
      <instancedMesh ref={mesh} args={[undefined, undefined, islands.length]} frustumCulled={false} renderOrder={2}>
        <planeGeometry args={[1, 1]} />
        <meshBasicMaterial map={star} transparent depthWrite={false} />
      </instancedMesh>
    </group>
  );
}
