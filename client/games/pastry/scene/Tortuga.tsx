// R3: Tortuga's chimney smokes while someone bakes.
import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type InstancedMesh, Matrix4 } from 'three';
import { useStore } from '../../../shell/store';

/** Tortuga's chimney smoke while a captain bakes (its island is drawn with the rest of the board's land, in Land). */
export function Tortuga() {
  const baking = useStore((s) => !!s.view?.captains.some((c) => c.ovensLit && !c.baked));
  return baking ? <Smoke /> : null;
}

const PUFFS = 10;

/** Chimney smoke while a captain bakes. */
function Smoke() {
  const mesh = useRef<InstancedMesh>(null);
  const matrix = useMemo(() => new Matrix4(), []);
  useFrame(({ clock }) => {
    const m = mesh.current;
    if (!m) return;
    for (let i = 0; i < PUFFS; i++) {
      const t = (clock.elapsedTime * 0.35 + i / PUFFS) % 1;
      const size = 0.05 + t * 0.16;
      matrix.makeScale(size, size, size).setPosition(0.25 + Math.sin(t * 5 + i) * 0.1 + t * 0.3, 1.5 + t * 1.6, -0.05);
      m.setMatrixAt(i, matrix);
    }
    m.instanceMatrix.needsUpdate = true;
  });
  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, PUFFS]} frustumCulled={false}>
      <icosahedronGeometry args={[1, 0]} />
      <meshStandardMaterial color="#f1efe9" transparent opacity={0.55} roughness={1} flatShading={false} />
    </instancedMesh>
  );
}
