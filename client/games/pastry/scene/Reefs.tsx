// R4: the one-square reefs: jagged rocks, all in one instanced mesh.
import { useLayoutEffect, useRef } from 'react';
import { type InstancedMesh, Matrix4, Vector3 } from 'three';
import { useStore } from '../../../shell/store';
import { worldX, worldZ } from './coords';
import { showInstances } from '../../../shell/scene/showInstances';

/** The reefs. */
export function Reefs() {
  const reefs = useStore((s) => s.view?.board.reefs);
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m || !reefs) return;
    const matrix = new Matrix4();
    reefs.forEach(([x, y], i) => {
      matrix
        .makeRotationY(x * 1.3 + y)
        .scale(new Vector3(0.42, 0.32, 0.38))
        .setPosition(worldX(x), 0.05, worldZ(y));
      m.setMatrixAt(i, matrix);
    });
    showInstances(m, reefs.length);
    m.instanceMatrix.needsUpdate = true;
  }, [reefs]);
  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, 8]} castShadow>
      <dodecahedronGeometry args={[1, 0]} />
      <meshStandardMaterial color="#7d7467" flatShading roughness={1} />
    </instancedMesh>
  );
}
