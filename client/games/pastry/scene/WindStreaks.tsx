// R11: wind streaks drift across the sea in the day's wind direction, in one instanced mesh.
import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type InstancedMesh, Matrix4, Quaternion, Vector3, Euler } from 'three';
import { useStore } from '../../../shell/store';

const STREAKS = 36;
const SPAN = 18;
const VECTORS: Record<string, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** The streaks. */
export function WindStreaks() {
  const mesh = useRef<InstancedMesh>(null);
  const seeds = useMemo(() => Array.from({ length: STREAKS }, (_, i) => [((i * 7.31) % SPAN) - SPAN / 2, ((i * 13.7) % SPAN) - SPAN / 2, (i * 0.618) % 1]), []);
  const temp = useMemo(() => ({ m: new Matrix4(), q: new Quaternion(), p: new Vector3(), s: new Vector3(), e: new Euler() }), []);
  useFrame(({ clock }) => {
    const m = mesh.current;
    const s = useStore.getState();
    if (!m || !s.view) return;
    const [wx, wz] = VECTORS[s.view.wind.today];
    const speed = s.settings.reducedMotion ? 0.6 : 2.2;
    temp.q.setFromEuler(temp.e.set(-Math.PI / 2, 0, Math.atan2(-wz, wx)));
    seeds.forEach(([x, z, phase], i) => {
      const travel = ((clock.elapsedTime * speed + phase * SPAN) % SPAN) - SPAN / 2;
      const fade = Math.sin(((travel + SPAN / 2) / SPAN) * Math.PI);
      temp.p.set(wx ? travel : x, 0.45 + (i % 3) * 0.15, wz ? travel : z);
      temp.s.set(0.9 * fade + 0.01, 0.035, 1);
      temp.m.compose(temp.p, temp.q, temp.s);
      m.setMatrixAt(i, temp.m);
    });
    m.instanceMatrix.needsUpdate = true;
  });
  return (
    <instancedMesh ref={mesh} args={[undefined, undefined, STREAKS]} frustumCulled={false}>
      <planeGeometry args={[1, 1]} />
      <meshBasicMaterial color="#ffffff" transparent opacity={0.35} depthWrite={false} />
    </instancedMesh>
  );
}
