// Storms: rain streaks (instanced) while a storm day lasts, with the occasional lightning flash.
import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type InstancedMesh, Matrix4, type PointLight } from 'three';
import { useStore } from '../../../shell/store';

const DROPS = 400;

/** Rain and lightning on storm days. */
export function Rain() {
  const stormy = useStore((s) => !!s.view?.wind.storm);
  const mesh = useRef<InstancedMesh>(null);
  const flash = useRef<PointLight>(null);
  const seeds = useMemo(() => Array.from({ length: DROPS }, (_, i) => [((i * 7919) % 220) / 10 - 11, ((i * 104729) % 220) / 10 - 11, ((i * 31) % 100) / 100]), []);
  const matrix = useMemo(() => new Matrix4(), []);
  useFrame(({ clock }) => {
    const t = clock.elapsedTime;
    if (flash.current) flash.current.intensity = stormy && !useStore.getState().settings.reducedMotion && Math.sin(t * 0.9) > 0.995 ? 400 : 0;
    const m = mesh.current;
    if (!m) return;
    seeds.forEach(([x, z, phase], i) => {
      const y = 12 - ((t * 14 + phase * 12) % 12);
      matrix.makeTranslation(x + y * 0.15, y, z);
      m.setMatrixAt(i, matrix);
    });
    m.instanceMatrix.needsUpdate = true;
  });
  return (
    <group>
      {stormy && (
        <instancedMesh ref={mesh} args={[undefined, undefined, DROPS]} frustumCulled={false}>
          <boxGeometry args={[0.015, 0.45, 0.015]} />
          <meshBasicMaterial color="#cfd8e3" transparent opacity={0.55} />
        </instancedMesh>
      )}
      <pointLight ref={flash} position={[0, 18, -6]} color="#e8f0ff" intensity={0} distance={80} />
    </group>
  );
}
