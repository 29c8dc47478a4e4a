// The camera: a three-quarter view of the whole board that eases toward the acting ship and pulls back for dawn and storms.
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { useStore } from '../store';
import { shipObjects } from './shipRegistry';

const HOME = new Vector3(0, 0, 0.8);

/** A phone held upright sees the whole board from higher up, without following ships off its edges. */
export const portrait = () => innerWidth < innerHeight;

/** Where the camera starts: a three-quarter view on wide screens, a steeper and farther one upright. */
export const CAMERA_START: [number, number, number] = portrait() ? [0, 40, 17] : [0, 13.5, 13.5];

const OVERVIEW = new Vector3(...CAMERA_START);

/** Fog that starts beyond the board from either starting distance. */
export const FOG_RANGE: [number, number] = portrait() ? [52, 110] : [30, 80];
const BENCH_VIEW = new Vector3(0, 3.0, 4.4); // the bake-off close-up on Tortuga's bench
const focus = new Vector3();

/** Orbit controls with a gentle follow. */
export function CameraRig() {
  const controls = useRef<OrbitControlsImpl>(null);
  const lastDay = useRef(0);
  const pullBack = useRef(0);
  const overFor = useRef(0);
  useFrame((_, dt) => {
    const c = controls.current;
    const s = useStore.getState();
    if (!c || !s.view) return;
    if (s.view.day !== lastDay.current) {
      lastDay.current = s.view.day;
      pullBack.current = 2.5;
    }
    pullBack.current = Math.max(0, pullBack.current - dt);
    const actor = s.view.bake || s.view.phase === 'over' ? null : s.view.actor;
    const ship = actor !== null && pullBack.current === 0 ? shipObjects.get(actor) : undefined;
    focus.copy(HOME);
    if (ship && !portrait()) focus.lerp(ship.position, 0.35).setY(0);
    if (s.view.bake) focus.set(0, 0.4, 0.72);
    const ease = s.settings.reducedMotion ? 1 : Math.min(1, dt * 1.5);
    c.target.lerp(focus, ease);
    if (s.view.bake) c.object.position.lerp(BENCH_VIEW, ease);
    overFor.current = s.view.phase === 'over' ? overFor.current + dt : 0;
    if (overFor.current > 0 && overFor.current < 3) c.object.position.lerp(OVERVIEW, ease); // the whole board behind the end screen, then free to orbit
    c.update();
  });
  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enablePan={false}
      minDistance={8}
      maxDistance={50}
      minPolarAngle={0.35}
      maxPolarAngle={1.2}
      enableDamping
    />
  );
}
