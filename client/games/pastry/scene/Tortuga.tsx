// R3: Tortuga, the bakery island, with its ovens, a chimney that smokes while someone bakes, and eight berth jetties.
import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BoxGeometry, ConeGeometry, CylinderGeometry, SphereGeometry, type InstancedMesh, Matrix4 } from 'three';
import { useStore } from '../../../shell/store';
import { part, merge } from '../../../shell/scene/models/build';
import { worldX, worldZ } from './coords';

/** The bakery island and its berths, in one geometry. */
function tortugaGeometry(berths: [number, number][]) {
  const parts = [
    part(new BoxGeometry(2.1, 0.34, 2.1), '#f2d7a0', [0, 0.02, 0]),
    part(new BoxGeometry(1.7, 0.12, 1.7), '#6bb36b', [0, 0.22, 0]),
    part(new BoxGeometry(0.95, 0.55, 0.7), '#fbf3e4', [-0.1, 0.55, 0.1]),
    part(new ConeGeometry(0.78, 0.45, 4), '#c0392b', [-0.1, 1.05, 0.1], [0, Math.PI / 4, 0], [1, 1, 0.75]),
    part(new CylinderGeometry(0.1, 0.12, 0.7, 6), '#8d6e63', [0.25, 1.15, -0.05]),
    part(new SphereGeometry(0.24, 8, 5, 0, Math.PI * 2, 0, Math.PI / 2), '#d7a86e', [0.55, 0.28, 0.55]),
    part(new SphereGeometry(0.24, 8, 5, 0, Math.PI * 2, 0, Math.PI / 2), '#d7a86e', [-0.6, 0.28, -0.55]),
    part(new BoxGeometry(0.3, 0.35, 0.02), '#5b3a1a', [-0.1, 0.45, 0.46]),
  ];
  for (const [x, y] of berths) {
    const wx = worldX(x);
    const wz = worldZ(y);
    const towardX = Math.abs(wx) > Math.abs(wz);
    parts.push(part(new BoxGeometry(towardX ? 0.7 : 0.34, 0.05, towardX ? 0.34 : 0.7), '#a47148', [wx * 0.93, 0.14, wz * 0.93]));
    parts.push(part(new CylinderGeometry(0.035, 0.035, 0.35, 5), '#7a5230', [wx, 0.05, wz]));
  }
  return merge(parts);
}

/** Tortuga. */
export function Tortuga() {
  const berths = useStore((s) => s.view?.board.berths);
  const baking = useStore((s) => !!s.view?.captains.some((c) => c.ovensLit && !c.baked));
  const geometry = useMemo(() => (berths ? tortugaGeometry(berths) : null), [berths?.length]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!geometry) return null;
  return (
    <group>
      <mesh geometry={geometry} castShadow receiveShadow>
        <meshStandardMaterial vertexColors flatShading roughness={0.8} />
      </mesh>
      {baking && <Smoke />}
    </group>
  );
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
