// Issue 31: a replay's clock, pure (client/shell/replay/replayTimeline.ts): where each step plays, which step a point of
// the scrubber falls on, the day ticks, seeking from the stored view before the point (never from the start), the jumps,
// `?t=DAY`, the speeds and the keys.
import { describe, expect, it } from 'vitest';
import type { ReplaySeek, ReplayStep } from '../../shared/table/replay';
import { applyViewPatch, viewPatch } from '../../shared/table/viewPatch';
import { replayCodeOf, startDayOf } from '../../client/shell/replay/replayPath';
import { STEP_FLOOR_MS, atSpeed, nextRoundStep, previousRoundStep, replayKey, roundTicks, seekBefore, startStep, stepAt, stepStarts, viewAt } from '../../client/shell/replay/replayTimeline';

type View = { day: number; gold: number[] };

/** A made-up game: 3 days of 4 steps, each step giving seat (step % 2) a coin; a stored view at each day's start. */
function game(): { steps: ReplayStep[]; seeks: ReplaySeek<View>[]; views: View[] } {
  const views: View[] = [{ day: 1, gold: [0, 0] }];
  const steps: ReplayStep[] = [];
  for (let n = 0; n < 12; n++) {
    const before = views[n];
    const gold = before.gold.map((g, seat) => (seat === n % 2 ? g + 1 : g));
    const after = { day: 1 + Math.floor((n + 1) / 4), gold };
    views.push(after);
    steps.push({ now: n * 1000, events: n % 3 === 0 ? [] : [{ type: 'coin', ms: 1000 }], patch: viewPatch(before, after) });
  }
  const seeks = [0, 4, 8, 12].map((step) => ({ step, round: views[step].day, view: views[step] }));
  return { steps, seeks, views };
}

describe('a replay on its timeline (issue 31)', () => {
  const { steps, seeks, views } = game();
  const starts = stepStarts(steps);
  const ticks = roundTicks(seeks, starts);

  it("lays the steps end to end at 1x, each its events' animations long, a step without any the floor", () => {
    expect(starts).toHaveLength(steps.length + 1);
    expect(starts.slice(0, 4)).toEqual([0, STEP_FLOOR_MS, STEP_FLOOR_MS + 1000, STEP_FLOOR_MS + 2000]);
    expect(starts.at(-1)).toBe(4 * STEP_FLOOR_MS + 8 * 1000);
  });

  it('maps a point of the scrubber to the steps played by then, and each day tick to its first step', () => {
    expect(stepAt(starts, 0)).toBe(0);
    expect(stepAt(starts, STEP_FLOOR_MS - 1)).toBe(0);
    expect(stepAt(starts, STEP_FLOOR_MS)).toBe(1);
    expect(stepAt(starts, STEP_FLOOR_MS + 999)).toBe(1);
    expect(stepAt(starts, starts.at(-1)!)).toBe(steps.length);
    expect(stepAt(starts, starts.at(-1)! + 10_000)).toBe(steps.length);
    for (const [n, start] of starts.entries()) expect(stepAt(starts, start)).toBe(n);
    expect(ticks).toEqual([
      { round: 1, step: 0, ms: 0 },
      { round: 2, step: 4, ms: starts[4] },
      { round: 3, step: 8, ms: starts[8] },
      { round: 4, step: 12, ms: starts[12] },
    ]);
    for (const tick of ticks) expect(stepAt(starts, tick.ms)).toBe(tick.step);
  });

  it('seeks from the stored view nearest before the point, applying only the steps from there, to the exact view', () => {
    expect(seekBefore(seeks, 0).step).toBe(0);
    expect(seekBefore(seeks, 7).step).toBe(4);
    expect(seekBefore(seeks, 8).step).toBe(8);
    for (const [n, view] of views.entries()) expect(viewAt(seeks, steps, n)).toEqual(view);
    // never from the start: the steps before the stored view are not applied (a broken early patch changes nothing past it)
    const broken = steps.map((s, n) => (n < 8 ? { ...s, patch: [[['gold'], 'broken']] as ReplayStep['patch'] } : s));
    expect(viewAt(seeks, broken, 10)).toEqual(views[10]);
    expect(seeks[1].view).toEqual(views[4]); // the stored view itself is left as it was
    expect(applyViewPatch(views[0], steps[0].patch)).toEqual(views[1]);
  });

  it('jumps to the previous and next day: the start of the day under way, or the one before at its start; the end after the last', () => {
    expect(previousRoundStep(ticks, 6)).toBe(4);
    expect(previousRoundStep(ticks, 4)).toBe(0);
    expect(previousRoundStep(ticks, 0)).toBe(0);
    expect(nextRoundStep(ticks, 0, steps.length)).toBe(4);
    expect(nextRoundStep(ticks, 5, steps.length)).toBe(8);
    expect(nextRoundStep(ticks, 12, steps.length)).toBe(12);
  });

  it('starts a ?t=DAY link at that day, or the last stored day before it, and a plain link at the start', () => {
    expect(startStep(ticks, startDayOf('?t=3'))).toBe(8);
    expect(startStep(ticks, startDayOf('?t=99'))).toBe(12);
    expect(startStep(ticks, startDayOf(''))).toBe(0);
    expect(startStep(ticks, startDayOf('?t=x'))).toBe(0);
    expect(startDayOf('?t=-2')).toBeNull();
  });

  it('plays each animation 4 or 16 times shorter at 4x and 16x, and leaves the stored events as they were', () => {
    const events = [{ type: 'coin', ms: 1600 }];
    expect(atSpeed(events, 1)[0].ms).toBe(1600);
    expect(atSpeed(events, 4)[0].ms).toBe(400);
    expect(atSpeed(events, 16)[0].ms).toBe(100);
    expect(events[0].ms).toBe(1600);
  });

  it('reads space and the arrows, and nothing else; a replay address names its code', () => {
    expect([' ', 'ArrowLeft', 'ArrowRight', 'e', 'ArrowUp'].map(replayKey)).toEqual(['toggle', 'previous', 'next', null, null]);
    expect(replayCodeOf('/replay/abcde')).toBe('ABCDE');
    expect(replayCodeOf('/replays')).toBeNull();
    expect(replayCodeOf('/')).toBeNull();
  });
});
