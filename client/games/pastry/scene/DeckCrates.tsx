// R9: every hold is public, shown as crates on deck, for all ships in one instanced mesh.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Color, type InstancedMesh, Matrix4, Vector3 } from 'three';
import { useStore } from '../../../shell/store';
import { INGREDIENT_COLOURS } from '../ingredientColours';
import { shipObjects } from './shipRegistry';
import { showInstances } from '../../../shell/scene/showInstances';

const MAX = 60;
const SPOTS: [number, number, number][] = [
  [-0.15, 0.27, -0.08],
  [-0.15, 0.27, 0.08],
  [0.08, 0.27, -0.08],
  [0.08, 0.27, 0.08],
  [-0.03, 0.39, 0],
  [0.2, 0.27, 0],
];

/** All deck crates, following their ships each frame. */
export function DeckCrates() {
  const mesh = useRef<InstancedMesh>(null);
  const matrix = new Matrix4();
  const local = new Vector3();
  const colour = new Color();
  const tint = new Color();
  useFrame(() => {
    const m = mesh.current;
    const captains = useStore.getState().view?.captains;
    if (!m || !captains) return;
    let n = 0;
    for (const captain of captains) {
      const ship = shipObjects.get(captain.seat);
      if (!ship) continue;
      ship.updateMatrixWorld();
      captain.hold.slice(0, SPOTS.length).forEach((ingredient, i) => {
        local.set(...SPOTS[i]);
        matrix.makeTranslation(local.x, local.y, local.z).premultiply(ship.matrixWorld);
        m.setMatrixAt(n, matrix);
        m.setColorAt(n, colour.set('#b07a3c').lerp(tint.set(INGREDIENT_COLOURS[ingredient]), 0.5));
        n++;
      });
    }
    showInstances(m, n);
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
  });
  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, MAX]} frustumCulled={false}>
      <boxGeometry args={[0.13, 0.11, 0.13]} />
      <meshStandardMaterial roughness={0.9} />
    </instancedMesh>
  );
}
