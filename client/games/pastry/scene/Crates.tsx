// R5, R24: crates stacked on each dock, one per crate left, in one instanced mesh.
import { useLayoutEffect, useRef } from 'react';
import { Color, type InstancedMesh, Matrix4 } from 'three';
import type { PlayerView } from '../../../../shared/pastry/index';
import { INGREDIENT_COLOURS } from '../ingredientColours';
import { worldX, worldZ } from './coords';
import { showInstances } from '../../../shell/scene/showInstances';

const SPOTS: [number, number, number][] = [
  [-0.2, 0.27, 0.08],
  [0.08, 0.27, 0.1],
  [-0.06, 0.5, 0.08],
];
const MAX = 8 * 3;

/** All dock crates. */
export function Crates({ islands }: { islands: PlayerView['board']['islands'] }) {
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const m = mesh.current!;
    const matrix = new Matrix4();
    const colour = new Color();
    let n = 0;
    for (const island of islands) {
      const [x, y] = island.dock;
      for (let i = 0; i < island.crates; i++) {
        const [ox, oy, oz] = SPOTS[i];
        matrix.makeRotationY(i * 0.4).setPosition(worldX(x) + ox, oy, worldZ(y) + oz);
        m.setMatrixAt(n, matrix);
        m.setColorAt(n, colour.set('#b07a3c').lerp(new Color(INGREDIENT_COLOURS[island.ingredient]), 0.35));
        n++;
      }
    }
    showInstances(m, n);
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
  }, [islands]);
  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, MAX]} castShadow>
      <boxGeometry args={[0.24, 0.24, 0.24]} />
      <meshStandardMaterial roughness={0.9} />
    </instancedMesh>
  );
}
