// How light detail's automatic render scale follows the frame rate without churning: every change of scale resizes the
// canvas (setSize, a new drawing buffer), which itself costs frames, so the scale moves one step at a time, holds each
// step a while, climbs back only after a long fast spell, and never climbs back to a step found too slow twice.

/** Frames a second below which the scale steps down, and above which it may climb back. */
export const SLOW_FPS = 30;
export const FAST_FPS = 48;
/** How long a scale holds before the next step down, and before a step up (ms). */
export const HOLD_MS = 4000;
export const CLIMB_MS = 10_000;
/** One step of the scale, in device pixels per CSS pixel. */
export const SCALE_STEP = 0.125;
/** Steps down a level may take before it is never climbed back to. */
const SLOW_VERDICTS = 2;

/** Where the scale stands: its resolution, when it last changed (ms), and how often each resolution was left for being slow. */
export type RenderScale = { dpr: number; since: number; slow: Record<string, number> };

/** The scale a canvas starts at: its detail's own resolution. */
export function startScale(top: number, now: number): RenderScale {
  return { dpr: top, since: now, slow: {} };
}

/** The scale after a spell measured at `fps` at time `now`, between `least` and `top`: one step at most, or unchanged. */
export function nextScale(scale: RenderScale, fps: number, now: number, top: number, least: number): RenderScale {
  if (!Number.isFinite(fps) || fps < 0) throw new Error(`nextScale: a frame rate must be a number of frames a second, not ${fps}`);
  const held = now - scale.since;
  if (fps < SLOW_FPS && scale.dpr > least && held >= HOLD_MS) {
    const slow = { ...scale.slow, [scale.dpr]: (scale.slow[scale.dpr] ?? 0) + 1 };
    const down = round(scale.dpr - SCALE_STEP);
    return { dpr: down - least < SCALE_STEP / 2 ? least : down, since: now, slow }; // a sliver above the least goes to it
  }
  const up = Math.min(top, round(scale.dpr + SCALE_STEP));
  if (fps > FAST_FPS && up > scale.dpr && held >= CLIMB_MS && (scale.slow[up] ?? 0) < SLOW_VERDICTS) return { ...scale, dpr: up, since: now };
  return scale;
}

/** A resolution to a hundredth, so the canvas is not resized for a rounding. */
function round(dpr: number): number {
  return Math.round(dpr * 100) / 100;
}
