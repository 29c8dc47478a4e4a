// The route planner's three square colours (docs/rules/ART.md) read apart: a heavy hold's silver squares, which cannot be
// reached, never pass for pale-blue squares, which can, nor for gold ones, on the open sea or in the shallows.
import { describe, expect, it } from 'vitest';
import { GOLD, PALE_BLUE, REACHABLE_ALPHA, type Rgb, SILVER, SILVER_ALPHA } from '../../client/games/pastry/scene/plannerColours';

/** Straight-line distance between two colours in 0..255 RGB. */
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
/** Rec. 709 luma. */
const luma = (c: Rgb) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
/** A colour laid over the water as the ocean shader mixes it (alpha times its 0.74 glow). */
const over = (water: Rgb, c: Rgb, alpha: number): Rgb => water.map((w, i) => w + (c[i] - w) * alpha * 0.74) as unknown as Rgb;
/** The ocean shader's deep water and shallows (client/shell/scene/oceanShader.ts), in 0..255. */
const WATERS: Rgb[] = [
  [31, 111, 139],
  [63, 193, 201],
];

describe('route planner colours', () => {
  it('keeps gold, pale blue and silver far apart as painted', () => {
    expect(distance(SILVER, PALE_BLUE)).toBeGreaterThanOrEqual(100);
    expect(distance(SILVER, GOLD)).toBeGreaterThanOrEqual(100);
    expect(distance(GOLD, PALE_BLUE)).toBeGreaterThanOrEqual(100);
  });

  it.each(WATERS)('keeps them apart as the sea shows them (water %i,%i,%i)', (...water) => {
    const [gold, pale, silver] = [over(water, GOLD, REACHABLE_ALPHA), over(water, PALE_BLUE, REACHABLE_ALPHA), over(water, SILVER, SILVER_ALPHA)];
    expect(distance(silver, pale)).toBeGreaterThanOrEqual(80);
    expect(distance(silver, gold)).toBeGreaterThanOrEqual(80);
    expect(distance(gold, pale)).toBeGreaterThanOrEqual(80);
  });

  it('makes silver a neutral grey, dimmer than either reachable colour', () => {
    expect(Math.max(...SILVER) - Math.min(...SILVER)).toBeLessThanOrEqual(12);
    expect(luma(SILVER)).toBeLessThan(luma(PALE_BLUE) - 60);
    expect(luma(SILVER)).toBeLessThan(luma(GOLD) - 60);
  });
});
