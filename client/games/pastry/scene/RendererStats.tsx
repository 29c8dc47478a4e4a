// Feeds the test hooks: renderer.info draw calls (for the draw-call budget) and the projection of squares and named objects to the screen.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { installHooks } from '../../../shell/testHooks';
import { DrawCounts } from '../../../shell/scene/DrawCounts';
import { SEA_LEVEL, worldX, worldZ } from './coords';
import { objectBoxOnPage } from './OwnShipClear';

/** Records the last frame's draw calls, and the projection of squares and named objects. */
export function RendererStats() {
  const three = useThree((s) => s.get);
  useEffect(() => {
    const toScreen = (world: Vector3) => {
      const { camera, size } = three();
      const p = world.project(camera);
      return { x: ((p.x + 1) / 2) * size.width, y: ((1 - p.y) / 2) * size.height };
    };
    const hooks = installHooks();
    hooks.squareToScreen = (x, y) => toScreen(new Vector3(worldX(x), SEA_LEVEL, worldZ(y))); // the square's centre as drawn on the sea
    hooks.objectToScreen = (name) => {
      const object = three().scene.getObjectByName(name);
      return object ? toScreen(object.getWorldPosition(new Vector3())) : null;
    };
    hooks.objectBoxToScreen = (name) => {
      const { camera, gl, scene } = three();
      const object = scene.getObjectByName(name);
      return object ? objectBoxOnPage(object, camera, gl.domElement) : null;
    };
  }, [three]);
  return <DrawCounts />;
}
