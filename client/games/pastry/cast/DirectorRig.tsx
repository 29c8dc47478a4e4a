// The cast's camera: asks the director for a shot every frame and eases toward its framing (no cut teleports).
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { useStore } from '../../../shell/store';
import { shipObjects } from '../scene/shipRegistry';
import { installHooks } from '../../../shell/testHooks';
import { direct, type Cue, type Director } from './director';
import { framingFor } from './framing';

/** How quickly the camera glides to a new framing: most of the way within a second, with no jolt at the start. */
const GLIDE_PER_S = 2.4;
const lookAt = new Vector3();
const goal = new Vector3();

/** The latest events that carry their show times, as the director reads them. */
function recentCues(): Cue[] {
  const events = useStore.getState().events;
  const cues: Cue[] = [];
  for (let i = Math.max(0, events.length - 40); i < events.length; i++) {
    const { event, at, ms } = events[i];
    if (at !== undefined) cues.push({ event, at, ms: ms ?? 0 });
  }
  return cues;
}

/** How often the director decides: on its own clock, so a slow frame rate never delays a cut or shortens a shot. */
const DECIDE_MS = 100;

/** The director's camera rig. */
export function DirectorRig() {
  const camera = useThree((s) => s.camera);
  const director = useRef<Director | null>(null);
  const target = useRef<Vector3 | null>(null);
  const speed = useRef(0); // eases in after each cut, so a glide starts gently
  useEffect(() => {
    const decide = () => {
      const s = useStore.getState();
      const view = s.held ?? s.view;
      if (!view) return;
      const before = director.current;
      director.current = direct(before, view, recentCues(), Date.now());
      if (before && director.current.cutAt !== before.cutAt) speed.current = 0;
      if (__TEST_HOOKS__) {
        const hooks = installHooks(); // the cast's browser test reads which shot is on (a test build only)
        hooks.shot = director.current.shot.kind;
        hooks.shotAt = director.current.cutAt;
        hooks.cuts ??= [];
        if (hooks.cuts.at(-1)?.at !== director.current.cutAt) hooks.cuts.push({ shot: hooks.shot, at: director.current.cutAt });
      }
    };
    decide();
    const timer = setInterval(decide, DECIDE_MS);
    return () => clearInterval(timer);
  }, []);
  useFrame((_, dt) => {
    if (!director.current) return;
    const frame = framingFor(director.current.shot, (seat) => {
      const ship = shipObjects.get(seat);
      return ship ? [ship.position.x, ship.position.z] : null;
    });
    speed.current = Math.min(1, speed.current + dt * 1.6);
    const k = 1 - Math.exp(-dt * GLIDE_PER_S * speed.current);
    if (!target.current) {
      target.current = new Vector3(...frame.target); // the first frame is placed, not flown to
      camera.position.set(...frame.position);
    }
    target.current.lerp(lookAt.set(...frame.target), k);
    camera.position.lerp(goal.set(...frame.position), k);
    camera.lookAt(target.current);
  });
  return null;
}
