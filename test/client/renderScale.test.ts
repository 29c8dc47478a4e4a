import { describe, expect, it } from 'vitest';
import { CLIMB_MS, HOLD_MS, nextScale, startScale, type RenderScale } from '../../client/shell/renderScale';

/** Runs the rule over `rates`, one a second from `start`, on a phone's light detail (0.88, least 0.75): the resolutions it sets. */
function follow(rates: number[], start = startScale(0.88, 0)): number[] {
  const shown: number[] = [];
  let scale: RenderScale = start;
  rates.forEach((fps, second) => {
    scale = nextScale(scale, fps, (second + 1) * 1000, 0.88, 0.75);
    shown.push(scale.dpr);
  });
  return shown;
}

describe('light detail render scale', () => {
  it('steps down one step at a time, holding each, and never below the least', () => {
    const shown = follow(Array(20).fill(10));
    expect(shown[HOLD_MS / 1000 - 2]).toBe(0.88); // holds its first resolution a while
    expect(Math.min(...shown)).toBe(0.75);
    const changes = shown.filter((dpr, i) => i > 0 && dpr !== shown[i - 1]).length;
    expect(changes).toBe(1); // 0.88 to 0.75 is one step, no sliver of a second one
  });

  it('a frame rate that swings from slow to fast each second settles rather than resizing the canvas back and forth', () => {
    const swings = Array.from({ length: 120 }, (_, i) => (i % 2 ? 59 : 12));
    const shown = follow(swings);
    const changes = shown.filter((dpr, i) => i > 0 && dpr !== shown[i - 1]).length;
    expect(changes).toBeLessThanOrEqual(5); // two minutes of swings
    expect(shown.slice(-30).every((dpr) => dpr === shown.at(-1))).toBe(true); // and still at the end
  });

  it('climbs back after a long fast spell, one step at a time', () => {
    const low = { dpr: 0.75, since: 0, slow: {} };
    const shown = follow(Array(30).fill(60), low);
    expect(shown[CLIMB_MS / 1000 - 2]).toBe(0.75);
    expect(shown.at(-1)).toBe(0.88);
  });

  it('refuses a frame rate that is not a number', () => {
    expect(() => nextScale(startScale(0.88, 0), Number.NaN, 5000, 0.88, 0.75)).toThrow(/frame rate/);
  });
});
