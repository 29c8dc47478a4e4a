// Your own ship, its gold arrow and its YOU badge as a box on the page, for the shell's notices to step around
// (shell/scene/keepClear.ts): a "Too far this way" notice sat on the ship it was about.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { Box3, Vector3 } from 'three';
import { useStore } from '../../../shell/store';
import { keepClear, type ScreenBox } from '../../../shell/scene/keepClear';
import { shipObjects } from './shipRegistry';

const bounds = new Box3();
const corner = new Vector3();

/** The page box of a scene object's bounds as drawn now, or null when it is missing or behind the camera. */
export function objectBoxOnPage(object: Parameters<Box3['setFromObject']>[0], camera: Parameters<Vector3['project']>[0], canvas: HTMLCanvasElement): ScreenBox | null {
  bounds.setFromObject(object);
  if (bounds.isEmpty()) return null;
  const page = canvas.getBoundingClientRect();
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let i = 0; i < 8; i++) {
    corner.set(i & 1 ? bounds.max.x : bounds.min.x, i & 2 ? bounds.max.y : bounds.min.y, i & 4 ? bounds.max.z : bounds.min.z).project(camera);
    if (corner.z > 1) return null;
    const x = page.left + ((corner.x + 1) / 2) * page.width;
    const y = page.top + ((1 - corner.y) / 2) * page.height;
    box.left = Math.min(box.left, x);
    box.right = Math.max(box.right, x);
    box.top = Math.min(box.top, y);
    box.bottom = Math.max(box.bottom, y);
  }
  return box;
}

/** Registers your ship (with its arrow and badge) as the box the notices keep clear of. */
export function OwnShipClear() {
  const get = useThree((s) => s.get);
  useEffect(
    () =>
      keepClear(() => {
        const seat = useStore.getState().seat;
        const ship = seat === null ? undefined : shipObjects.get(seat);
        if (!ship) return null;
        const { camera, gl, scene } = get();
        const boxes = [objectBoxOnPage(ship, camera, gl.domElement)];
        const arrow = scene.getObjectByName('own-ship-marker');
        if (arrow?.visible) boxes.push(objectBoxOnPage(arrow, camera, gl.domElement));
        const badge = document.querySelector('.own-ship-badge')?.getBoundingClientRect();
        if (badge && badge.width > 0) boxes.push(badge);
        const shown = boxes.filter((b): b is ScreenBox => b !== null);
        if (!shown.length) return null;
        return {
          left: Math.min(...shown.map((b) => b.left)),
          top: Math.min(...shown.map((b) => b.top)),
          right: Math.max(...shown.map((b) => b.right)),
          bottom: Math.max(...shown.map((b) => b.bottom)),
        };
      }),
    [get],
  );
  return null;
}
