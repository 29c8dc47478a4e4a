// A replay's clock (issue 31), pure: where each step plays on the timeline at 1x, which step a point of the scrubber falls
// on, the day (or round) ticks, the stored view a seek starts from, and the speeds. The player (replayPlayer.ts) runs it.
import type { ReplaySeek, ReplayStep } from '../../../shared/table/replay';
import { applyViewPatch } from '../../../shared/table/viewPatch';

/** The speeds a replay plays at. */
export const SPEEDS = [1, 4, 16] as const;
export type Speed = (typeof SPEEDS)[number];

/** The least time a step takes at 1x: one with no animation (a timer, a seat's change) still shows for a moment. */
export const STEP_FLOOR_MS = 250;

/** How long step `step` shows at 1x: its events' animations one after the other, at least the floor. */
export function stepMs(step: Pick<ReplayStep, 'events'>): number {
  return Math.max(
    STEP_FLOOR_MS,
    step.events.reduce((sum, e) => sum + e.ms, 0),
  );
}

/** Where each step starts on the timeline at 1x (ms), and one more entry: the end. `starts[n]` is the moment n steps have played. */
export function stepStarts(steps: readonly Pick<ReplayStep, 'events'>[]): number[] {
  const starts = [0];
  for (const step of steps) starts.push(starts[starts.length - 1] + stepMs(step));
  return starts;
}

/** The step a point of the timeline falls on: how many steps have played by `ms` (the last one starting at or before it). */
export function stepAt(starts: readonly number[], ms: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (starts[mid] <= ms) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** One tick on the scrubber: a day (or round) and where it starts on the timeline. */
export type Tick = { round: number; step: number; ms: number };

/** The scrubber's ticks: each stored day's (or round's) start. */
export function roundTicks(seeks: readonly Pick<ReplaySeek, 'step' | 'round'>[], starts: readonly number[]): Tick[] {
  return seeks.map(({ round, step }) => ({ round, step, ms: starts[step] }));
}

/** The day (or round) the table shows once `settled` steps have played out: the last tick at or before it (0 before any). */
export function roundAt(ticks: readonly Tick[], settled: number): number {
  return ticks.filter((t) => t.step <= settled).at(-1)?.round ?? 0;
}

/** The stored view a seek to step `step` starts from: the last one at or before it. */
export function seekBefore<V>(seeks: readonly ReplaySeek<V>[], step: number): ReplaySeek<V> {
  let found = seeks[0];
  for (const seek of seeks) if (seek.step <= step) found = seek;
  return found;
}

/** The view after `step` steps: the stored view before it, with the steps from there applied (never the show from the start). */
export function viewAt<V>(seeks: readonly ReplaySeek<V>[], steps: readonly Pick<ReplayStep, 'patch'>[], step: number): V {
  const from = seekBefore(seeks, step);
  let view = from.view;
  for (let n = from.step; n < step; n++) view = applyViewPatch(view, steps[n].patch);
  return view;
}

/** The step the previous-day jump goes to: the start of the day under way, or of the one before when already at its start. */
export function previousRoundStep(ticks: readonly Tick[], step: number): number {
  return ticks.filter((t) => t.step < step).at(-1)?.step ?? 0;
}

/** The step the next-day jump goes to: the next day's start, or the end. */
export function nextRoundStep(ticks: readonly Tick[], step: number, stepCount: number): number {
  return ticks.find((t) => t.step > step)?.step ?? stepCount;
}

/** The step a `?t=DAY` link starts at: that day's start, or the last day before it that is stored; the start for none. */
export function startStep(ticks: readonly Tick[], day: number | null): number {
  if (day === null) return 0;
  return ticks.filter((t) => t.round <= day).at(-1)?.step ?? 0;
}

/** A step's events as the table shows them at `speed`: each animation `speed` times shorter. */
export function atSpeed<E extends { ms: number }>(events: readonly E[], speed: Speed): E[] {
  return events.map((e) => ({ ...e, ms: e.ms / speed }));
}

/** What a key does in a replay: space plays or pauses, the arrows jump a day (or round) back or on; null: not the replay's. */
export function replayKey(key: string): 'toggle' | 'previous' | 'next' | null {
  if (key === ' ' || key === 'Spacebar') return 'toggle';
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  return null;
}
