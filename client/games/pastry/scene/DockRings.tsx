// R23: each island's dock square is ringed on the water, so a newcomer finds where to dock (a playtester lost turns hunting
// for docks hidden behind their islands). The island pointed at or tapped has its ring lit white and drawn over the land.
// While you plan a sail, the docks you can reach this turn glow as gold discs drawn over the land (docs/rules/ART.md: gold is reachable).
// R27: once you hold your whole recipe, Tortuga's berths are ringed too, pulsing, so the way home to bake is plain.
// Each flat ring is drawn in a single pass (three draws a see-through double-sided mesh twice, back faces then front).
import { useLayoutEffect, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { DoubleSide, Matrix4, type InstancedMesh, type Mesh, type MeshBasicMaterial } from 'three';
import type { PlayerView, Square } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { homeward } from '../homeward';
import { keyOf, useSailPlan } from './sailPlan';
import { worldX, worldZ } from './coords';
import { showInstances } from '../../../shell/scene/showInstances';

const GOLD = '#f5c542'; // docs/rules/ART.md: gold is for reachable
const ROPE = '#fbf3e4'; // a dock out of reach is ringed in pale rope, so gold alone says "in reach" (a playtester could not tell)
const LIT = '#ffffff'; // the island pointed at: white, not gold, which would say its dock is in reach
/** Just above the planner's glow, so a reachable dock shows both. */
const RING_Y = 0.36;
const FLAT = new Matrix4().makeRotationX(-Math.PI / 2);
const noRaycast = () => null; // clicks go through to the square beneath

/** Lays one ring flat on the water over each square, in one instanced mesh (if it is mounted). */
function placeRings(mesh: InstancedMesh | null, squares: readonly Square[]): void {
  if (!mesh) return;
  squares.forEach(([x, y], i) => mesh.setMatrixAt(i, new Matrix4().setPosition(worldX(x), RING_Y, worldZ(y)).multiply(FLAT)));
  showInstances(mesh, squares.length);
  mesh.instanceMatrix.needsUpdate = true;
}

/** Every dock's ring in one draw call, the lit ring of the island in the card, and the berths' rings on your way home. */
export function DockRings({ islands, berths }: { islands: PlayerView['board']['islands']; berths: PlayerView['board']['berths'] }) {
  const rings = useRef<InstancedMesh>(null);
  const lit = useRef<Mesh>(null);
  const home = useRef<InstancedMesh>(null);
  const reachable = useRef<InstancedMesh>(null);
  const goingHome = useStore(homeward);
  const { plan } = useSailPlan();
  const inReach = islands.filter((island) => plan.has(keyOf(island.dock))).map((island) => island.dock);
  const inReachKey = inReach.map(keyOf).join(' ');
  useLayoutEffect(() => placeRings(reachable.current, inReach), [inReachKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useLayoutEffect(() => placeRings(home.current, berths), [berths, goingHome]);
  useLayoutEffect(
    () =>
      placeRings(
        rings.current,
        islands.map((island) => island.dock),
      ),
    [islands],
  );
  const hovered = useStore((s) => (s.islandHover === null ? null : (islands[s.islandHover] ?? null)));
  useFrame(({ clock }) => {
    if (lit.current) lit.current.scale.setScalar(1 + 0.12 * Math.sin(clock.elapsedTime * 5));
    if (home.current) (home.current.material as MeshBasicMaterial).opacity = 0.65 + 0.3 * Math.sin(clock.elapsedTime * 4);
    if (reachable.current) (reachable.current.material as MeshBasicMaterial).opacity = 0.5 + 0.2 * Math.sin(clock.elapsedTime * 4); // a pulsing glow that lets the crates show through
  });
  return (
    <group name="dock-rings">
      <instancedMesh ref={rings} args={[undefined, undefined, 8]} raycast={noRaycast}>
        <ringGeometry args={[0.31, 0.45, 32]} />
        <meshBasicMaterial color={ROPE} transparent opacity={0.75} depthWrite={false} side={DoubleSide} forceSinglePass />
      </instancedMesh>
      {inReach.length > 0 && (
        <instancedMesh ref={reachable} name="docks-in-reach" args={[undefined, undefined, islands.length]} renderOrder={3} raycast={noRaycast}>
          <circleGeometry args={[0.5, 32]} />
          <meshBasicMaterial color={GOLD} transparent opacity={0.95} depthTest={false} depthWrite={false} side={DoubleSide} forceSinglePass />
        </instancedMesh>
      )}
      {goingHome && (
        <instancedMesh ref={home} name="berth-rings" args={[undefined, undefined, berths.length]} renderOrder={3} raycast={noRaycast}>
          <ringGeometry args={[0.3, 0.48, 32]} />
          <meshBasicMaterial color={GOLD} transparent opacity={0.9} depthTest={false} depthWrite={false} side={DoubleSide} forceSinglePass />
        </instancedMesh>
      )}
      {hovered && (
        <mesh ref={lit} name="dock-ring-lit" position={[worldX(hovered.dock[0]), RING_Y, worldZ(hovered.dock[1])]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={3} raycast={noRaycast}>
          <ringGeometry args={[0.3, 0.48, 32]} />
          <meshBasicMaterial color={LIT} transparent opacity={0.95} depthTest={false} depthWrite={false} side={DoubleSide} forceSinglePass />
        </mesh>
      )}
    </group>
  );
}
