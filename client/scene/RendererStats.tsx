// Feeds the test hooks: renderer.info draw calls (issue 5's budget) and the projection of board squares to the screen.
import { useEffect } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { installHooks } from '../testHooks';
import { worldX, worldZ } from './coords';

/** Records the last frame's draw calls. */
export function RendererStats() {
  const three = useThree((s) => s.get);
  useEffect(() => {
    installHooks().squareToScreen = (x, y) => {
      const { camera, size } = three();
      const p = new Vector3(worldX(x), 0.3, worldZ(y)).project(camera);
      return { x: ((p.x + 1) / 2) * size.width, y: ((1 - p.y) / 2) * size.height };
    };
  }, [three]);
  useFrame(({ gl }) => {
    const hooks = installHooks();
    hooks.drawCalls = gl.info.render.calls;
    hooks.triangles = gl.info.render.triangles;
    hooks.frames += 1;
  });
  return null;
}
