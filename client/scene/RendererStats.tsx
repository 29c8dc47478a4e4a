// Exposes renderer.info on window for tests and the benchmark (the draw-call budget in issue 5).
import { useFrame } from '@react-three/fiber';

declare global {
  interface Window {
    __pirates?: { drawCalls: number; triangles: number; frames: number };
  }
}

/** Records the last frame's draw calls. */
export function RendererStats() {
  useFrame(({ gl }) => {
    const stats = window.__pirates ?? (window.__pirates = { drawCalls: 0, triangles: 0, frames: 0 });
    stats.drawCalls = gl.info.render.calls;
    stats.triangles = gl.info.render.triangles;
    stats.frames += 1;
  });
  return null;
}
