// The camera: a three-quarter view of the whole table on a wide screen, its lens shifted right so the merchants' cards
// on the left cover sea, not docks; on an upright phone it looks up the lanes from behind the home shore, the far port at
// the top, its lens shifted down below the folded cards (held through R3F's resizes: lensShift.ts). A drag orbits (drei's
// OrbitControls), within limits.
import { useEffect, useRef } from 'react';
import { useStore, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import type { PerspectiveCamera } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { holdLensShift, lensShift } from './lensShift';

/** Where the camera stands and looks, and how far (px) its picture shifts right and down, by the screen's shape. */
export function cameraFor(width: number, height: number): { position: [number, number, number]; target: [number, number, number]; shift: [number, number] } {
  if (width < height) return { position: [-24.5, 34, 0.4], target: [-0.2, 0, 0.2], shift: [0, -Math.round(height * 0.055)] };
  const narrow = width / height < 1.45 ? 1.2 : 1;
  return { position: [0.6, 16.5 * narrow, 15.5 * narrow], target: [0.6, 0, 0.3], shift: [width > 900 ? 170 : 0, 10] };
}

/** Places the camera for the screen and lets a drag orbit it. */
export function CameraRig() {
  const { camera, size } = useThree();
  const controls = useRef<OrbitControlsImpl>(null);
  const wide = size.width > size.height;
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed afresh only when the screen turns between wide and upright
  useEffect(() => {
    const { position, target } = cameraFor(size.width, size.height);
    camera.position.set(...position);
    controls.current?.target.set(...target);
    camera.lookAt(...target);
    controls.current?.update();
  }, [camera, wide]);
  const store = useStore();
  // on every change of the canvas's state, not once per size: R3F's resize on a new pixel ratio resets the lens's aspect
  // with no new size, in its own listener, which runs before this one, so the next frame is drawn unstretched
  useEffect(() => {
    const hold = () => {
      const { width, height } = store.getState().size;
      holdLensShift(camera as PerspectiveCamera, lensShift(width, height, cameraFor(width, height).shift));
    };
    hold();
    return store.subscribe(hold);
  }, [camera, store]);
  return <OrbitControls ref={controls} makeDefault enableDamping minDistance={6} maxDistance={48} maxPolarAngle={1.35} />;
}
