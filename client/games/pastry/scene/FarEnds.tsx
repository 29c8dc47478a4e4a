// R20: each arc's far end is a swirl, and foam chevrons point along the clockwise flow.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { type InstancedMesh, Matrix4, Quaternion, Vector3, Euler } from 'three';
import { useStore } from '../../../shell/store';
import { worldX, worldZ } from './coords';
import { showInstances } from '../../../shell/scene/showInstances';

/** Swirls on the far ends and chevrons on every other rim square. */
export function FarEnds() {
  const arcs = useStore((s) => s.view?.board.arcs);
  const swirls = useRef<InstancedMesh>(null);
  const chevrons = useRef<InstancedMesh>(null);
  const temp = useMemo(() => ({ matrix: new Matrix4(), position: new Vector3(), spin: new Quaternion(), euler: new Euler(), one: new Vector3(1, 1, 1) }), []);
  useLayoutEffect(() => {
    const c = chevrons.current;
    if (!c || !arcs) return;
    const matrix = new Matrix4();
    let n = 0;
    for (const arc of arcs) {
      arc.squares.forEach(([x, y], i) => {
        const next = arc.squares[i + 1];
        if (!next || i % 2) return;
        const angle = Math.atan2(-(next[1] - y), next[0] - x);
        matrix.compose(new Vector3(worldX(x), 0.12, worldZ(y)), new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, angle - Math.PI / 2)), new Vector3(0.22, 0.22, 0.22));
        c.setMatrixAt(n++, matrix);
      });
    }
    showInstances(c, n);
    c.instanceMatrix.needsUpdate = true;
  }, [arcs]);
  useFrame(({ clock }) => {
    const s = swirls.current;
    if (!s || !arcs) return;
    const { matrix, position, spin, euler, one } = temp;
    spin.setFromEuler(euler.set(-Math.PI / 2, 0, -clock.elapsedTime * 2));
    arcs.forEach((arc, i) => {
      const [x, y] = arc.squares[arc.squares.length - 1];
      s.setMatrixAt(i, matrix.compose(position.set(worldX(x), 0.1, worldZ(y)), spin, one));
    });
    showInstances(s, arcs.length);
    s.instanceMatrix.needsUpdate = true;
  });
  return (
    <group>
      <instancedMesh ref={swirls} args={[undefined, undefined, 6]} frustumCulled={false}>
        <torusGeometry args={[0.32, 0.05, 4, 16, Math.PI * 1.5]} />
        <meshBasicMaterial color="#ffffff" transparent opacity={0.8} />
      </instancedMesh>
      <instancedMesh ref={chevrons} args={[undefined, undefined, 40]} frustumCulled={false}>
        <circleGeometry args={[1, 3]} />
        <meshBasicMaterial color="#eafcff" transparent opacity={0.55} />
      </instancedMesh>
    </group>
  );
}
