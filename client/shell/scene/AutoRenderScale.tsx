// Light detail draws fewer pixels while frames come slowly (a player without a graphics card should see 30 frames a
// second), down to SLOWEST_DPR, no lower. The canvas's pixel ratio follows the frame rate measured over each second,
// inside the running canvas (no new WebGL context, nothing built again), by renderScale.ts's settling rule.
import { useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { leastDpr, type Detail } from '../detail';
import { nextScale, startScale, type RenderScale } from '../renderScale';

/** How long each frame-rate measurement runs (ms). */
const SPELL_MS = 1000;

/** Inside a canvas at light detail whose resolution can fall: follows its frame rate with the settling rule (full detail keeps its own). */
export function AutoRenderScale({ detail }: { detail: Detail }) {
  const top = detail.dpr;
  if (!detail.light || typeof top !== 'number' || leastDpr(top) >= top) return null;
  return <FollowFrameRate key={top} top={top} />; // a new screen size starts afresh from its own resolution
}

/** Counts frames, and once a second moves the canvas's resolution as the rule says. */
function FollowFrameRate({ top }: { top: number }) {
  const setDpr = useThree((s) => s.setDpr);
  const scale = useRef<RenderScale | null>(null);
  const spell = useRef({ start: 0, frames: 0 });
  useFrame(() => {
    const now = performance.now();
    scale.current ??= startScale(top, now);
    if (!spell.current.start) spell.current = { start: now, frames: 0 };
    spell.current.frames += 1;
    const elapsed = now - spell.current.start;
    if (elapsed < SPELL_MS) return;
    const next = nextScale(scale.current, (spell.current.frames * 1000) / elapsed, now, top, leastDpr(top));
    spell.current = { start: now, frames: 0 };
    if (next.dpr !== scale.current.dpr) setDpr(next.dpr);
    scale.current = next;
  });
  return null;
}
