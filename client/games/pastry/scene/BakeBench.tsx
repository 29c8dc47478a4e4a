// R40 to R44: the bench in front of Tortuga's bakery: the baker's crates open, close and swap exactly as the engine drew them,
// and the baker may name them by clicking them here as well as on the HUD bench.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group, Mesh, MeshStandardMaterial } from 'three';
import { useStore } from '../../../shell/store';
import { showAt } from '../bakeTimeline';
import { pickCrate } from '../bakePicks';
import { INGREDIENT_COLOURS } from '../ingredientColours';

const SPACING = 0.42;
const BENCH_Z = 0.72;

/** The bench and its crates, while a bake-off runs. */
export function BakeBench() {
  const crates = useStore((s) => s.view?.bake?.crates ?? 0);
  if (!crates) return null;
  return (
    <group position={[0, 0.3, BENCH_Z]}>
      <mesh position={[0, -0.05, 0]}>
        <boxGeometry args={[crates * SPACING + 0.2, 0.06, 0.5]} />
        <meshStandardMaterial color="#a47148" roughness={0.9} />
      </mesh>
      {Array.from({ length: crates }, (_, crate) => (
        <BenchCrate key={crate} crate={crate} count={crates} />
      ))}
    </group>
  );
}

/** One crate: its place on the bench, its lid, and what is inside while shown open or locked. */
function BenchCrate({ crate, count }: { crate: number; count: number }) {
  const group = useRef<Group>(null);
  const lid = useRef<Mesh>(null);
  const inside = useRef<Mesh>(null);
  const ring = useRef<Mesh>(null);
  useFrame(() => {
    const s = useStore.getState();
    const bake = s.view?.bake;
    if (!bake || !group.current || !lid.current || !inside.current || !ring.current) return;
    const { stage, place, lift } = showAt(bake, Date.now() + s.skew - bake.startedAt);
    const locked = bake.locked.includes(crate);
    group.current.position.set((place[crate] - (count - 1) / 2) * SPACING, Math.abs(lift[crate]) * 0.35, lift[crate] * 0.25);
    const open = stage === 'open' || locked;
    lid.current.position.y = open ? 0.3 : 0.17;
    lid.current.rotation.x = open ? -0.9 : 0;
    inside.current.visible = open;
    (inside.current.material as MeshStandardMaterial).color.set(INGREDIENT_COLOURS[bake.open[crate]]);
    (inside.current.material as MeshStandardMaterial).emissiveIntensity = locked ? 0.5 + 0.3 * Math.sin(Date.now() / 150) : 0;
    ring.current.visible = stage === 'name' && s.bakePicks.includes(place[crate]); // once shuffled, each crate stands on its final place
  });
  return (
    <group
      ref={group}
      name={`bench-crate-${crate}`}
      onClick={(e) => {
        e.stopPropagation();
        pickCrate(crate);
      }}
    >
      <mesh ref={ring} position={[0, 0.005, 0]} rotation={[-Math.PI / 2, 0, 0]} visible={false}>
        <ringGeometry args={[0.2, 0.26, 24]} />
        <meshBasicMaterial color="#f5c542" />
      </mesh>
      <mesh position={[0, 0.07, 0]} castShadow>
        <boxGeometry args={[0.3, 0.2, 0.3]} />
        <meshStandardMaterial color="#b07a3c" roughness={0.85} />
      </mesh>
      <mesh ref={lid} position={[0, 0.17, 0]}>
        <boxGeometry args={[0.32, 0.04, 0.32]} />
        <meshStandardMaterial color="#8b5a2b" />
      </mesh>
      <mesh ref={inside} position={[0, 0.2, 0]}>
        <sphereGeometry args={[0.1, 10, 8]} />
        <meshStandardMaterial emissive="#f5c542" />
      </mesh>
    </group>
  );
}
