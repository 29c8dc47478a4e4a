// R37: a creature arcs out of the water beside its captain's ship; that captain taps it in time to photograph it.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import { useStore } from '../store';
import { sendAction } from '../net/connection';
import { shipObjects } from './shipRegistry';

const LOOKS: Record<string, { colour: string; size: number }> = {
  Dolphin: { colour: '#7f9db3', size: 0.5 },
  'Flying fish': { colour: '#7fd1e8', size: 0.3 },
  'Sea turtle': { colour: '#5c8a4a', size: 0.45 },
  'Humpback whale': { colour: '#46566b', size: 1.0 },
  Narwhal: { colour: '#c9d3dc', size: 0.6 },
  'Giant squid': { colour: '#c0504d', size: 0.8 },
  Kraken: { colour: '#7b3f8c', size: 1.3 },
};

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

/** One creature's leap. */
function Creature({ id, seat, creature, until }: { id: string; seat: number; creature: string; until: number }) {
  const group = useRef<Group>(null);
  const mine = useStore((s) => s.seat === seat);
  const look = LOOKS[creature] ?? LOOKS.Dolphin;
  useFrame(() => {
    const g = group.current;
    const ship = shipObjects.get(seat);
    if (!g || !ship) return;
    const s = useStore.getState();
    const left = Math.max(0, until - (Date.now() + s.skew));
    const t = 1 - Math.min(1, left / 2000);
    g.position.set(ship.position.x + 1.1, -0.3 + Math.sin(t * Math.PI) * 1.1, ship.position.z + 0.6);
    g.rotation.set(0, 0.6, (0.5 - t) * 2.2);
  });
  return (
    <group ref={group} name={`creature-${id}`} onClick={(e) => {
      e.stopPropagation();
      if (mine) sendAction({ type: 'photo', sighting: id });
    }}>
      <mesh scale={[look.size * 1.6, look.size * 0.55, look.size * 0.6]}>
        <sphereGeometry args={[0.5, 12, 8]} />
        <meshStandardMaterial color={look.colour} roughness={0.4} />
      </mesh>
      <mesh position={[-look.size * 0.8, 0.05, 0]} rotation={[0, 0, 0.6]} scale={[look.size * 0.4, look.size * 0.1, look.size * 0.6]}>
        <coneGeometry args={[0.5, 1, 4]} />
        <meshStandardMaterial color={look.colour} />
      </mesh>
      {mine && (
        <mesh position={[0, look.size * 0.8, 0]}>
          <torusGeometry args={[look.size * 0.9, 0.04, 6, 24]} />
          <meshBasicMaterial color="#f5c542" />
        </mesh>
      )}
    </group>
  );
}
