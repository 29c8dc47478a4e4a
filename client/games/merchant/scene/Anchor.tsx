// M7, M23: the Anchor, a big iron anchor standing at the end of its holder's jetty, sliding to the next dock when it passes left.
import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BoxGeometry, CylinderGeometry, type Group, TorusGeometry } from 'three';
import { merge, part } from '../../../shell/scene/models/build';
import { SHORE_X, dockZ } from './layout';

/** The anchor's shape: shank, ring, stock and arms, in one geometry. */
function anchorGeometry() {
  return merge([
    part(new CylinderGeometry(0.06, 0.06, 0.9, 6), '#3a3f47', [0, 0.45, 0]),
    part(new TorusGeometry(0.1, 0.03, 5, 10), '#3a3f47', [0, 0.98, 0]),
    part(new BoxGeometry(0.5, 0.06, 0.06), '#3a3f47', [0, 0.78, 0]),
    part(new TorusGeometry(0.32, 0.05, 5, 12, Math.PI), '#3a3f47', [0, 0.3, 0], [0, 0, Math.PI]),
    part(new CylinderGeometry(0.34, 0.34, 0.04, 12), '#f5c542', [0, -0.02, 0]),
  ]);
}

/** The Anchor at `holder`'s dock. */
export function Anchor({ holder, seats }: { holder: number; seats: number }) {
  const geometry = useMemo(anchorGeometry, []);
  const group = useRef<Group>(null);
  useFrame((state, dt) => {
    const g = group.current;
    if (!g) return;
    const z = dockZ(holder, seats);
    g.position.z += (z - g.position.z) * Math.min(1, dt * 3);
    g.rotation.y = Math.sin(state.clock.elapsedTime * 0.8) * 0.15 + Math.PI / 2;
  });
  return (
    <group ref={group} position={[SHORE_X + 1.05, 0.38, dockZ(holder, seats)]} scale={0.9}>
      <mesh geometry={geometry}>
        <meshStandardMaterial vertexColors flatShading metalness={0.5} roughness={0.5} />
      </mesh>
    </group>
  );
}
