// One merchant's ship: the first game's toy hull in the merchant's colour, crates for its Cargo and cannons on deck,
// damage as scorched planks. It sails from the events (launched, continued, turnedBack, sailedHome, docked), each leg
// taking that event's time, and otherwise eases to where the shown view puts it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import { type Group, type InstancedMesh, Matrix4, Vector3 } from 'three';
import type { ShipView } from '../../../../shared/merchant/types';
import { SPACES_HOME } from '../../../../shared/merchant/board';
import { NUMBERS } from '../../../../shared/merchant/numbers';
import { SEAT_COLOURS, SEAT_FLAGS } from '../../../shell/scene/seatColours';
import { hullGeometry } from '../../../shell/scene/models/ship';
import { waveAt } from '../../../shell/scene/waves';
import type { ShowClock, ShowItem } from '../show/showClock';
import { badgeOffset, berth, homePlace, homeX, OUT_Z, placeOf, positionX } from './layout';
import { POSITIONS } from '../../../../shared/merchant/board';
import { showInstances } from '../../../shell/scene/showInstances';
import { type Followed, type PageLabel, usePageLabels } from '../../../shell/scene/usePageLabels';
import { BADGE_RANK } from './labelRanks';
import '../signs.css';

/** A leg of a voyage on the timeline: the points sailed through, from `start` to `end` (Date.now() ms). */
type Leg = { points: Vector3[]; start: number; end: number };

const matrix = new Matrix4();
const SCALE = [1.0, 1.3]; // the Sloop is the smaller ship card (M4)

/** Where an event sends this ship, with the bends it sails through; null for events that do not move it. */
function legTo(item: ShowItem, seat: number, seats: number, index: number, from: Vector3): Vector3[] | null {
  const e = item.event;
  if (!('seat' in e) || !('ship' in e) || e.seat !== seat || e.ship !== index) return null;
  const v = (p: [number, number, number]) => new Vector3(...p);
  const lane = (segment: number, position: number) => v([positionX(segment, position), 0, OUT_Z + (index === 0 ? -0.3 : 0.3)]);
  switch (e.type) {
    case 'launched': {
      const b = berth(seat, seats, index);
      const to = lane(1, e.position);
      return [v([b[0] + 1.3, 0, b[2]]), v([to.x - 1.2, 0, to.z]), ...spaces(lane, 1, e.position)];
    }
    case 'continued':
      return [...spaces(lane, e.segment - 1, POSITIONS + 1).filter((p) => p.x > from.x + 0.1), ...spaces(lane, e.segment, e.position)];
    case 'turnedBack': {
      const to = v(homePlace(SPACES_HOME[e.segment - 1], seat, seats, index));
      return [v([from.x + 0.5, 0, (from.z + to.z) / 2]), to];
    }
    case 'sailedHome':
      return homeSpaces(from.x, e.spacesHome, seat, seats, index);
    case 'docked': {
      const b = berth(seat, seats, index);
      return [...homeSpaces(from.x, 1, seat, seats, index), v([b[0] + 1.6, 0, (from.z + b[2]) / 2]), v([b[0] + 0.8, 0, b[2]]), v(b)];
    }
    default:
      return null;
  }
}

/** M2: the lane's positions 1 to `upTo` of a segment, one waypoint a space (a segment before the first gives none). */
function spaces(lane: (segment: number, position: number) => Vector3, segment: number, upTo: number): Vector3[] {
  if (segment < 1) return [];
  return Array.from({ length: Math.min(upTo, POSITIONS) }, (_, i) => lane(segment, i + 1));
}

/** M3, M20: the way home's spaces west of `fromX` down to `left` spaces to go, one waypoint a space. */
function homeSpaces(fromX: number, left: number, seat: number, seats: number, index: number): Vector3[] {
  const out: Vector3[] = [];
  for (let k = SPACES_HOME[SPACES_HOME.length - 1]; k >= left; k--) if (homeX(k) < fromX - 0.1 || k === left) out.push(new Vector3(...homePlace(k, seat, seats, index)));
  return out;
}

/** A floating word over the ship for an event (coins earned, a hit taken), or null. */
function burstOf(item: ShowItem, seat: number, index: number): string | null {
  const e = item.event;
  if (!('seat' in e) || !('ship' in e) || e.seat !== seat || e.ship !== index) return null;
  if (e.type === 'turnedBack') return `Turned back! ${e.strength} < ${e.sum}`;
  if (e.type === 'traded') return `+${e.coins} coins +${e.prestige}★`;
  if (e.type === 'delivered' && e.luxury) return `${e.luxury} +${e.prestige}★`;
  return null;
}

/** M12: the Damage a turnedBack event gives this very ship (shown before the view catches up), or null for any other event or ship. */
export function hitOf(item: ShowItem, seat: number, index: number): number | null {
  const e = item.event;
  return e.type === 'turnedBack' && e.seat === seat && e.ship === index ? e.damage : null;
}

/** Space by space: each stretch of the leg takes its share of the time by length, easing in and out of every space. */
function hop(points: Vector3[], t: number, out: Vector3): Vector3 {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += points[i].distanceTo(points[i - 1]);
  let left = total * t;
  for (let i = 1; i < points.length; i++) {
    const d = points[i].distanceTo(points[i - 1]);
    if (left <= d || i === points.length - 1) {
      const f = d > 0 ? Math.min(1, left / d) : 1;
      return out.copy(points[i - 1]).lerp(points[i], f * f * (3 - 2 * f));
    }
    left -= d;
  }
  return out.copy(points[points.length - 1]);
}

/** M9, M12: a ship's badge (its Strength while on the lane, its Damage once hit) and its floating word for an event over it, as page text following the ship, `badge` from it. */
export function shipBadgeLabels(ship: ShipView, damage: number, badge: [number, number, number], burst: string | null, on: Followed): PageLabel[] {
  const sailing = ship.at === 'board';
  const labels: PageLabel[] = [];
  const words = `${sailing ? `⚔${ship.strength}` : ''}${damage > 0 ? ` 💥${damage}` : ''}`.trim();
  if (words) labels.push({ key: 'badge', text: words, className: damage > 0 ? 'ship-badge mv-ship-badge damaged' : 'ship-badge mv-ship-badge', at: new Vector3(...badge), on });
  if (burst) labels.push({ key: 'burst', text: burst, className: `ship-badge mv-burst ${burst.startsWith('Turned') ? 'hit' : 'gain'}`, at: new Vector3(...badge), on, rank: null }); // its CSS lifts it over the badge; it never fades
  return labels;
}

/** One ship of one merchant. */
export function MerchantShip({ seat, index, seats, ship, clock, reduced }: { seat: number; index: number; seats: number; ship: ShipView; clock: ShowClock; reduced: boolean }) {
  const group = useRef<Group>(null);
  const hull = useRef<Group>(null);
  const heading = useRef<Group>(null); // turns the ship; its badges, outside it, keep the world's directions
  const leg = useRef<Leg | null>(null);
  const seen = useRef(clock.lastId());
  const yaw = useRef(0);
  const last = useRef(new Vector3());
  const [burst, setBurst] = useState<{ text: string; until: number } | null>(null);
  const [hits, setHits] = useState<number | null>(null); // damage shown from a turnedBack event before the view catches up
  const colour = SEAT_COLOURS[seat];
  const furled = ship.at === 'dock';
  const hullShape = useMemo(() => hullGeometry(colour, SEAT_FLAGS[seat], { fill: furled ? 0.45 : 1, tint: '#ffffff' }), [colour, seat, furled]);
  useEffect(() => () => hullShape.dispose(), [hullShape]);
  const rest = useMemo(() => new Vector3(...placeOf(ship, seat, seats, index)), [ship, seat, seats, index]);
  const started = useRef(false);

  useFrame((state, dt) => {
    const g = group.current;
    if (!g) return;
    const now = Date.now();
    if (!started.current) {
      g.position.copy(rest);
      yaw.current = ship.facing === 'left' ? Math.PI : 0;
      started.current = true;
    }
    for (const item of clock.startedSince(seen.current, now)) {
      seen.current = item.id;
      const to = legTo(item, seat, seats, index, g.position);
      if (to) leg.current = { points: [g.position.clone(), ...to], start: item.start, end: Math.max(item.end, item.start + 350) };
      const text = burstOf(item, seat, index);
      if (text) setBurst({ text, until: Math.max(item.end, item.start + 1200) + 900 });
      const hit = hitOf(item, seat, index);
      if (hit !== null) setHits(hit);
    }
    last.current.copy(g.position);
    const l = leg.current;
    if (l && now < l.end) {
      const t = Math.max(0, Math.min(1, (now - l.start) / (l.end - l.start)));
      hop(l.points, t, g.position);
    } else {
      if (l) leg.current = null;
      const k = reduced ? 1 : 1 - Math.exp(-dt * 3);
      g.position.x += (rest.x - g.position.x) * k;
      g.position.z += (rest.z - g.position.z) * k;
    }
    const dx = g.position.x - last.current.x;
    const dz = g.position.z - last.current.z;
    const facing = ship.facing === 'left' ? Math.PI : 0;
    const target = Math.hypot(dx, dz) > 0.002 ? Math.atan2(-dz, dx) : facing;
    let turn = target - yaw.current;
    while (turn > Math.PI) turn -= Math.PI * 2;
    while (turn < -Math.PI) turn += Math.PI * 2;
    yaw.current += turn * Math.min(1, dt * 5);
    const wave = waveAt(g.position.x, g.position.z, state.clock.elapsedTime * (reduced ? 0.35 : 1), reduced ? 0.5 : 1);
    g.position.y = wave.height - ship.cargo * 0.015;
    heading.current?.rotation.set(0, yaw.current, 0);
    if (hull.current) hull.current.rotation.set(wave.slopeZ * 0.5, 0, -wave.slopeX * 0.5);
    if (burst && now > burst.until) setBurst(null);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new shown view (the ship's object) has caught up with the hit
  useEffect(() => setHits(null), [ship]);
  const damage = Math.max(ship.damage, hits ?? 0);
  const cargo = Math.min(ship.cargo, NUMBERS.ships[index].capacity);
  const placeCrates = (mesh: InstancedMesh | null) => {
    if (!mesh) return;
    for (let i = 0; i < cargo; i++) mesh.setMatrixAt(i, matrix.makeTranslation(-0.2 + (i % 2) * 0.2 - (i >= 2 ? 0.08 : 0), 0.28 + Math.floor(i / 2) * 0.13, i >= 2 ? 0.07 : -0.02 + (i % 2) * 0.04));
    showInstances(mesh, cargo);
    mesh.instanceMatrix.needsUpdate = true;
  };
  const placeCannons = (mesh: InstancedMesh | null) => {
    if (!mesh) return;
    for (let i = 0; i < ship.cannons; i++) mesh.setMatrixAt(i, matrix.makeRotationX(Math.PI / 2).setPosition(0.18 - i * 0.3, 0.26, 0));
    showInstances(mesh, ship.cannons);
    mesh.instanceMatrix.needsUpdate = true;
  };
  const scale = SCALE[index];
  usePageLabels('mv-ship-badges', shipBadgeLabels(ship, damage, badgeOffset(ship, index), burst?.text ?? null, group), { scaleRange: [1, 1.2], keepInside: true, rank: BADGE_RANK });

  return (
    <group ref={group} name={`ship-${seat}-${index}`}>
      <group ref={heading} scale={scale}>
        <group ref={hull}>
          <mesh geometry={hullShape} castShadow>
            <meshStandardMaterial vertexColors flatShading roughness={0.6} />
          </mesh>
          <instancedMesh key={`c${cargo}`} ref={(m) => placeCrates(m)} args={[undefined, undefined, 4]} frustumCulled={false}>
            <boxGeometry args={[0.16, 0.12, 0.14]} />
            <meshStandardMaterial color="#b8874a" roughness={0.8} />
          </instancedMesh>
          <instancedMesh key={`k${ship.cannons}`} ref={(m) => placeCannons(m)} args={[undefined, undefined, 2]} frustumCulled={false}>
            <cylinderGeometry args={[0.045, 0.055, 0.46, 8]} />
            <meshStandardMaterial color="#26262b" metalness={0.6} roughness={0.4} />
          </instancedMesh>
          {damage > 0 && (
            <mesh position={[0.05, 0.12, 0]}>
              <boxGeometry args={[0.3 + 0.12 * damage, 0.1, 0.36]} />
              <meshStandardMaterial color="#3a2a22" roughness={1} />
            </mesh>
          )}
        </group>
      </group>
    </group>
  );
}
