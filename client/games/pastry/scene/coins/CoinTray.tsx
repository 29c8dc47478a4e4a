// R23, R30: doubloons tossed with Rapier onto a little tray just behind the tossing ship, rimmed in its captain's colour,
// landing on the server's outcome.
// Loaded lazily: this chunk brings the physics WASM.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Physics, useRapier } from '@react-three/rapier';
import { BoxGeometry, CylinderGeometry, MeshStandardMaterial, PerspectiveCamera, type BufferGeometry, type Group, type Mesh } from 'three';
import type { Coin } from '../../../../../shared/pastry/index';
import { useStore } from '../../../../shell/store';
import { shipObjects } from '../shipRegistry';
import { showTray } from '../traysShown';
import { showBox } from '../../../../shell/scene/labelDeclutter';
import { clearBox, coverOnScreen } from './trayClear';
import { pxPerUnitAt, TRAY_SCALE, trayScale } from './traySize';
import { SEAT_COLOURS } from '../../../../shell/scene/seatColours';
import { merge, part } from '../../../../shell/scene/models/build';
import { COIN_RADIUS, COIN_THICKNESS, TRAY_HALF, laneEdge, seededJitter, simulateToss, type Flight } from './simulateToss';
import { headsTexture, tailsTexture } from './coinFaces';

/** One toss: some coins for one ship, with the outcomes the server decided; a dock flip (R23) or a broadside (R30). */
export type Toss = { key: number; seat: number; coins: Coin[] } & ({ kind: 'dock' } | { kind: 'battle'; foe: number });

const FPS = 60;
/**
 * How long the landed coins stay to be read. A battle's result holds 1.5 s longer on the server too; a dock flip's tray sits
 * over the island whose crate the captain is deciding on, so it goes sooner (a newcomer found it in the way).
 */
const LINGER_S = { dock: 1.2, battle: 2.6 };
/** The tray shrinks away over its last moment rather than vanishing. */
const SHRINK_S = 0.35;
/** A battle's two trays stand apart, each on its own ship's side (at TRAY_SCALE; farther as they grow). */
const BATTLE_SIDE_OFFSET = 0.75;
const trays = new Map<string, BufferGeometry>();

/**
 * A seat's tray for `count` coins: pale wood with a raised edge in the captain's colour, so whose coins these are is plain,
 * and a low divider between the coins' lanes (one draw call).
 */
function trayGeometry(seat: number, count: number): BufferGeometry {
  const key = `${seat}:${count}`;
  let geometry = trays.get(key);
  if (!geometry) {
    const edge = SEAT_COLOURS[seat];
    const [w, d] = [TRAY_HALF.x * 2, TRAY_HALF.z * 2];
    geometry = merge([
      part(new BoxGeometry(w, 0.08, d), '#d8a968', [0, -0.04, 0]),
      part(new BoxGeometry(w + 0.08, 0.08, 0.06), edge, [0, 0.02, TRAY_HALF.z + 0.02]),
      part(new BoxGeometry(w + 0.08, 0.08, 0.06), edge, [0, 0.02, -TRAY_HALF.z - 0.02]),
      part(new BoxGeometry(0.06, 0.08, d), edge, [TRAY_HALF.x + 0.02, 0.02, 0]),
      part(new BoxGeometry(0.06, 0.08, d), edge, [-TRAY_HALF.x - 0.02, 0.02, 0]),
      ...Array.from({ length: count - 1 }, (_, i) => part(new BoxGeometry(0.03, 0.05, d), edge, [laneEdge(i + 1, count), 0.005, 0])),
    ]);
    trays.set(key, geometry);
  }
  return geometry;
}

/** The trays: physics is loaded here, once. */
export default function CoinTray({ tosses, onDone }: { tosses: Toss[]; onDone: (key: number) => void }) {
  return (
    <Physics paused>
      {tosses.map((toss) => (
        <TossPlayer key={toss.key} toss={toss} onDone={() => onDone(toss.key)} />
      ))}
    </Physics>
  );
}

const faces = {
  heads: new MeshStandardMaterial({ map: headsTexture(), metalness: 0.6, roughness: 0.35 }),
  tails: new MeshStandardMaterial({ map: tailsTexture(), metalness: 0.6, roughness: 0.35 }),
};
const rim = new MeshStandardMaterial({ color: '#d9a520', metalness: 0.8, roughness: 0.3 });
const coinGeometry = new CylinderGeometry(COIN_RADIUS, COIN_RADIUS, COIN_THICKNESS, 24);

/** Which way a battle's tray stands from its ship: away from the foe, or the lower seat to the left when they share a column. */
function sideOf(toss: Toss): number {
  if (toss.kind !== 'battle') return 0;
  const [ship, foe] = [shipObjects.get(toss.seat), shipObjects.get(toss.foe)];
  if (!ship || !foe) return 0;
  const dx = ship.position.x - foe.position.x;
  return Math.abs(dx) > 0.1 ? Math.sign(dx) : toss.seat < toss.foe ? -1 : 1;
}

/** Pre-simulates one toss and replays it; the face that lands up is painted with the outcome. */
function TossPlayer({ toss, onDone }: { toss: Toss; onDone: () => void }) {
  const { rapier } = useRapier();
  const tray = useRef<Group>(null);
  const coinRefs = useRef<(Mesh | null)[]>([]);
  const started = useRef<number | null>(null);
  const flights: Flight[] = useMemo(() => {
    return simulateToss(rapier, toss.coins.length, seededJitter(toss.key));
  }, [rapier, toss]);
  const materials = useMemo(
    () =>
      flights.map((flight, i) => {
        const shown = toss.coins[i];
        const hidden: Coin = shown === 'heads' ? 'tails' : 'heads';
        return [rim, faces[flight.topUp ? shown : hidden], faces[flight.topUp ? hidden : shown]];
      }),
    [flights, toss],
  );

  useEffect(() => showTray(toss.seat), [toss.seat]);
  const kept = useMemo(clearBox, []);
  useEffect(() => () => showBox(kept, false), [kept]);

  useFrame(({ clock, camera, size }) => {
    const ship = shipObjects.get(toss.seat);
    const distance = ship ? camera.position.distanceTo(ship.position) : 1;
    const fov = camera instanceof PerspectiveCamera ? camera.fov : 50;
    const scale = trayScale(distance, pxPerUnitAt(distance, size.height, fov));
    const growth = Math.max(1, scale / TRAY_SCALE); // a grown tray stands as far from its ship and its foe's tray, for its size
    if (tray.current && ship) tray.current.position.set(ship.position.x + sideOf(toss) * BATTLE_SIDE_OFFSET * growth, 0.95, ship.position.z - 0.9 * growth);
    started.current ??= clock.elapsedTime;
    const speed = useStore.getState().settings.reducedMotion ? 4 : 1;
    const t = (clock.elapsedTime - started.current) * speed;
    const frame = Math.min(flights[0].frames.length - 1, Math.floor(t * FPS));
    flights.forEach((flight, i) => {
      const mesh = coinRefs.current[i];
      if (!mesh) return;
      const { p, q } = flight.frames[frame];
      mesh.position.set(...p);
      mesh.quaternion.set(...q);
    });
    const left = flights[0].frames.length / FPS + LINGER_S[toss.kind] - t;
    if (tray.current) {
      tray.current.scale.setScalar(scale * Math.min(1, Math.max(0, left / SHRINK_S)));
      tray.current.updateMatrixWorld();
      showBox(coverOnScreen(tray.current, camera, size.width, size.height, kept), true); // labels over the tray and its coins step aside
    }
    if (left <= 0) onDone();
  });

  return (
    <group ref={tray} scale={TRAY_SCALE}>
      <mesh geometry={trayGeometry(toss.seat, toss.coins.length)} receiveShadow>
        <meshStandardMaterial vertexColors roughness={0.8} />
      </mesh>
      {flights.map((_, i) => (
        <mesh
          key={i}
          ref={(m) => {
            coinRefs.current[i] = m;
          }}
          geometry={coinGeometry}
          material={materials[i]}
          castShadow
        />
      ))}
    </group>
  );
}
