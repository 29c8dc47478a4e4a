// Light detail draws fewer pixels while frames come slowly: a player without a graphics card should see 30 frames a second
// (half an empty canvas's rate), and on a processor-drawn canvas fewer pixels make a frame cheaper (about a fifth on a
// phone; little on a desktop, where the draws' own cost leads). drei's PerformanceMonitor watches the rate and the canvas's
// pixel ratio follows it, inside the running canvas (no new WebGL context, nothing built again).
import { PerformanceMonitor } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { scaledDpr, type Detail } from '../detail';

/** Frames a second below which the scale falls, and above which it climbs back. */
const SLOW_FPS = 30;
const FAST_FPS = 48;

/** Inside a canvas at light detail: lowers its resolution while it draws under SLOW_FPS, raises it back above FAST_FPS (full detail keeps its own). */
export function AutoRenderScale({ detail }: { detail: Detail }) {
  const setDpr = useThree((s) => s.setDpr);
  const top = detail.dpr;
  if (!detail.light || typeof top !== 'number') return null;
  return <PerformanceMonitor factor={1} step={0.25} iterations={8} bounds={() => [SLOW_FPS, FAST_FPS]} flipflops={8} onChange={({ factor }) => setDpr(scaledDpr(top, factor))} />;
}
