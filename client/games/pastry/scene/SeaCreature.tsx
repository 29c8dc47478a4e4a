// R37: a creature arcs out of the water beside its captain's ship; that captain taps it in time to photograph it.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group, Mesh, MeshBasicMaterial } from 'three';
import { useStore } from '../../../shell/store';
import { sendAction } from '../pastryOrders';
import { shipObjects } from './shipRegistry';
import { creatureGeometry } from './models/creatures';
import { CREATURE_SIZE, hitRadius } from './creatureSizes';

const NONE: never[] = [];

/** Every surfaced creature. */
export function SeaCreature() {
  const sightings = useStore((s) => s.view?.sightings ?? NONE);
  return (
    <group>
      {sightings.map((x) => (
        <Creature key={x.id} id={x.id} seat={x.seat} creature={x.creature} until={x.until} />
      ))}
    </group>
  );
}

/** One creature's leap past its captain's ship (the Kraken rises instead), with a splash ring where it breaks the water. */
function Creature({ id, seat, creature, until }: { id: string; seat: number; creature: string; until: number }) {
  const anchor = useRef<Group>(null);
  const body = useRef<Group>(null);
  const splash = useRef<Mesh>(null);
  const mine = useStore((s) => s.seat === seat);
  const size = CREATURE_SIZE[creature] ?? CREATURE_SIZE.Dolphin;
  const rises = creature === 'Kraken';
  useFrame(() => {
    const ship = shipObjects.get(seat);
    if (!anchor.current || !body.current || !splash.current || !ship) return;
    const s = useStore.getState();
    const left = Math.max(0, until - (Date.now() + s.skew));
    // Once its moment is over it has dived, though the room may take a while to say so (its clock stands still while
    // shows play): a creature left floating would cover docks and ships for turns (newcomer playtest).
    anchor.current.visible = left > 0;
    const t = 1 - Math.min(1, left / 2000);
    anchor.current.position.set(ship.position.x + 1.1, 0, ship.position.z + 0.6);
    if (rises) {
      body.current.position.set(0, -1.2 * size + Math.sin(t * Math.PI) * 1.3 * size, 0);
      body.current.rotation.set(0, t * 1.2, Math.sin(t * 9) * 0.08);
    } else {
      body.current.position.set((t - 0.5) * 1.8, -0.25 + Math.sin(t * Math.PI) * 1.1, 0);
      body.current.rotation.set(0, 0, (0.5 - t) * 2.2);
    }
    const ring = (t * 3) % 1;
    splash.current.scale.setScalar(0.4 + ring * 1.4);
    (splash.current.material as MeshBasicMaterial).opacity = 0.7 * (1 - ring);
  });
  return (
    <group ref={anchor} rotation={[0, 0.6, 0]}>
      <group
        ref={body}
        name={`creature-${id}`}
        onClick={
          mine
            ? (e) => {
                e.stopPropagation(); // only the photographer's clicks are taken: anyone else's fall through to the sea (a sail)
                sendAction({ type: 'photo', sighting: id });
              }
            : undefined
        }
      >
        <mesh geometry={creatureGeometry(creature)} scale={size} castShadow>
          <meshStandardMaterial vertexColors flatShading roughness={0.5} />
        </mesh>
        {mine && (
          <mesh name={`creature-target-${id}`}>
            <sphereGeometry args={[hitRadius(creature), 12, 8]} />
            <meshBasicMaterial transparent opacity={0} depthWrite={false} />
          </mesh>
        )}
        {mine && (
          <mesh position={[0, size * 1.1, 0]} rotation={[Math.PI / 2, 0, 0]}>
            <torusGeometry args={[size * 0.7, 0.04, 6, 24]} />
            <meshBasicMaterial color="#f5c542" />
          </mesh>
        )}
      </group>
      <mesh ref={splash} position={[0, 0.08, 0]} rotation={[-Math.PI / 2, 0, 0]}>
        <ringGeometry args={[0.55, 0.7, 24]} />
        <meshBasicMaterial color="#ffffff" transparent depthWrite={false} />
      </mesh>
    </group>
  );
}
