// A captain's galleon: sails its route square by square, slides along the current, bobs and rolls on the waves.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { DoubleSide, type Group, type Mesh } from 'three';
import type { Movement, Square } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { worldOf } from './coords';
import { SEAT_COLOURS, SEAT_FLAGS } from '../../../shell/scene/seatColours';
import { hullGeometry, sailGeometry } from '../../../shell/scene/models/ship';
import { shipObjects } from './shipRegistry';
import { waveAt } from '../../../shell/scene/waves';
import { useNewEvents } from '../useNewEvents';
import { sailOn, type Waypoint } from './sailOn';

const SHIP_SCALE = 1.2; // a little over a square, so ships read at a glance beside islands
const WIND_YAW: Record<string, number> = { E: 0, N: Math.PI / 2, W: Math.PI, S: -Math.PI / 2 };

/** The waypoints of a movement: its squares, then a fast slide along the arc's squares to where the sweep left it (R20). */
function waypointsOf(move: Movement): Waypoint[] {
  const out = move.path.map((sq) => ({ to: worldOf(sq), fast: false }));
  if (!move.swept) return out;
  const arc = useStore.getState().view?.board.arcs[move.swept.arc]?.squares ?? [];
  const same = (a: Square) => (b: Square) => a[0] === b[0] && a[1] === b[1];
  const from = arc.findIndex(same(move.path[move.path.length - 1]));
  const to = arc.findIndex(same(move.swept.to));
  const step = to >= from ? 1 : -1;
  for (let i = from + step; from >= 0 && to >= 0 && i !== to + step; i += step) out.push({ to: worldOf(arc[i]), fast: true });
  out.push({ to: worldOf(move.swept.to), fast: true });
  return out;
}

/** One ship. */
export function Ship({ seat }: { seat: number }) {
  const group = useRef<Group>(null);
  const hull = useRef<Group>(null);
  const sail = useRef<Mesh>(null);
  const queue = useRef<Waypoint[]>([]);
  const yaw = useRef(0);
  const colour = SEAT_COLOURS[seat];
  const geometries = useMemo(() => ({ hull: hullGeometry(colour, SEAT_FLAGS[seat]), sail: sailGeometry() }), [colour, seat]);

  useNewEvents((event) => {
    if (event.type === 'sailed' && event.seat === seat) queue.current.push(...waypointsOf(event.move));
    if (event.type === 'tookBack' && event.seat === seat) queue.current.push(...event.path.map((sq) => ({ to: worldOf(sq), fast: true })));
    if (event.type === 'slipped' && event.seat === seat && event.move) queue.current.push(...waypointsOf(event.move));
    if (event.type === 'stormBlew') {
      const move = event.moves.find((m) => m.seat === seat);
      if (move) queue.current.push(...waypointsOf(move).map((w) => ({ ...w, fast: true })));
    }
  });

  useEffect(() => {
    const g = group.current!;
    const me = useStore.getState().view?.captains[seat];
    if (me) g.position.set(...worldOf(me.pos));
    shipObjects.set(seat, g);
    return () => void shipObjects.delete(seat);
  }, [seat]);

  useFrame((state, dt) => {
    const s = useStore.getState();
    const captain = s.view?.captains[seat];
    const g = group.current;
    if (!captain || !g) return;
    const reduced = s.settings.reducedMotion;
    const rest: Waypoint = { to: worldOf(captain.pos), fast: false };
    if (reduced && !queue.current.length) {
      g.position.x = rest.to[0];
      g.position.z = rest.to[2];
    } else {
      const heading = sailOn(g.position, queue.current, rest, dt, reduced);
      if (heading !== null) {
        let turn = heading - yaw.current;
        while (turn > Math.PI) turn -= Math.PI * 2;
        while (turn < -Math.PI) turn += Math.PI * 2;
        yaw.current += turn * Math.min(1, dt * 6);
      }
    }
    if (queue.current.length > 40) queue.current.splice(0, queue.current.length - 2);
    const chop = (reduced ? 0.5 : 1) * (s.view?.wind.storm ? 1.8 : 1);
    const wave = waveAt(g.position.x, g.position.z, state.clock.elapsedTime * (reduced ? 0.35 : 1), chop);
    g.position.y = wave.height + (captain.heavy ? -0.07 : 0);
    g.rotation.set(0, yaw.current, 0);
    if (hull.current) hull.current.rotation.set(wave.slopeZ * 0.5, 0, -wave.slopeX * 0.5);
    if (sail.current) {
      const windYaw = WIND_YAW[s.view!.wind.today];
      const relative = windYaw - yaw.current;
      sail.current.rotation.y = Math.sin(relative) * 0.5;
      const fill = 0.7 + 0.3 * Math.abs(Math.cos(relative)) + Math.sin(state.clock.elapsedTime * 2 + seat) * 0.03;
      sail.current.scale.set(1, 1, captain.ovensLit ? 0.4 : fill);
    }
  });

  return (
    <group ref={group} name={`ship-${seat}`} scale={SHIP_SCALE}>
      <group ref={hull}>
        <mesh geometry={geometries.hull} castShadow>
          <meshStandardMaterial vertexColors flatShading roughness={0.6} />
        </mesh>
        <mesh ref={sail} geometry={geometries.sail} position={[0.1, 0.62, 0]} castShadow>
          <meshStandardMaterial vertexColors side={DoubleSide} roughness={0.9} />
        </mesh>
      </group>
    </group>
  );
}
