// Feeds the test hooks the renderer's figures each frame, in either game: the last frame's draw calls (for the draw-call
// budgets, which keep merged scenery merged), its triangles, and the frames drawn.
import { useFrame } from '@react-three/fiber';
import { installHooks } from '../testHooks';

/** Records each frame's draw calls and triangles, and counts the frames. */
export function DrawCounts() {
  useFrame(({ gl }) => {
    const hooks = installHooks();
    hooks.drawCalls = gl.info.render.calls;
    hooks.triangles = gl.info.render.triangles;
    hooks.frames += 1;
  });
  return null;
}
