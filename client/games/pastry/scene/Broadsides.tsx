// R30, R31: a battle shows cannon smoke at both ships, cannonballs crossing, and a splash for a miss or a flash for a hit.
import { useRef, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import { useNewEvents } from '../useNewEvents';
import { shipObjects } from './shipRegistry';

type Volley = { key: number; from: number; to: number; lands: boolean };
const LENGTH_S = 1.6;

/** Every volley now in the air. */
export function Broadsides() {
  const [volleys, setVolleys] = useState<Volley[]>([]);
  useNewEvents((event, key) => {
    if (event.type !== 'broadsides') return;
    setVolleys((list) => [
      ...list,
      { key: key * 2, from: event.attacker, to: event.defender, lands: event.attackerLands },
      { key: key * 2 + 1, from: event.defender, to: event.attacker, lands: event.defenderLands },
    ]);
  });
  return (
    <group>
      {volleys.map((v) => (
        <VolleyShot key={v.key} volley={v} onDone={() => setVolleys((list) => list.filter((x) => x.key !== v.key))} />
      ))}
    </group>
  );
}

/** How much bigger than first drawn the smoke, splash and hit are, so a broadside reads from the table. */
const FIRE_SCALE = 1.8;

/** One shot: smoke, a ball on an arc, then a splash or a hit. */
function VolleyShot({ volley, onDone }: { volley: Volley; onDone: () => void }) {
  const smoke = useRef<Group>(null);
  const ball = useRef<Group>(null);
  const impact = useRef<Group>(null);
  const start = useRef<number | null>(null);
  useFrame(({ clock }) => {
    const from = shipObjects.get(volley.from);
    const to = shipObjects.get(volley.to);
    if (!from || !to || !smoke.current || !ball.current || !impact.current) return;
    start.current ??= clock.elapsedTime;
    const t = (clock.elapsedTime - start.current) / LENGTH_S;
    if (t > 1) return onDone();
    const k = Math.min(1, t * 1.8);
    smoke.current.position.set(from.position.x, 0.5 + t * 0.6, from.position.z);
    smoke.current.scale.setScalar(FIRE_SCALE * (0.2 + t * 0.6));
    const miss = volley.lands ? 0 : 0.7;
    ball.current.visible = k < 1;
    ball.current.position.set(from.position.x + (to.position.x + miss - from.position.x) * k, 0.5 + Math.sin(k * Math.PI) * 1.6, from.position.z + (to.position.z + miss * 0.5 - from.position.z) * k);
    impact.current.visible = k >= 1;
    impact.current.position.set(to.position.x + miss, 0.3, to.position.z + miss * 0.5);
    impact.current.scale.set(FIRE_SCALE * (0.3 + (t - 0.55) * 1.2), FIRE_SCALE * (volley.lands ? 0.3 + (t - 0.55) : 0.3 + (t - 0.55) * 3), FIRE_SCALE * (0.3 + (t - 0.55) * 1.2));
  });
  return (
    <group>
      <group ref={smoke}>
        <mesh>
          <icosahedronGeometry args={[1, 1]} />
          <meshStandardMaterial color="#e9e6df" transparent opacity={0.7} />
        </mesh>
      </group>
      <group ref={ball}>
        <mesh>
          <sphereGeometry args={[0.15, 10, 8]} />
          <meshStandardMaterial color="#222" metalness={0.6} />
        </mesh>
      </group>
      <group ref={impact} visible={false}>
        <mesh>
          <coneGeometry args={[0.5, 1, 7, 1, true]} />
          <meshBasicMaterial color={volley.lands ? '#ffb347' : '#ffffff'} transparent opacity={0.75} />
        </mesh>
      </group>
    </group>
  );
}
