// R23, R30: a coin tray's size (client/games/pastry/scene/coins/traySize.ts): a landed coin reads at 32 px or more where
// the camera stays far (on a 390x844 phone a battle's coins showed 15 px across), while a close-up keeps the overview's size
// (full-size trays covered both ships there), and no tray grows past 2.2 times that.
import { describe, expect, it } from 'vitest';
import { COIN_RADIUS } from '../../client/games/pastry/scene/coins/simulateToss';
import { MIN_COIN_PX, pxPerUnitAt, TRAY_SCALE, trayScale } from '../../client/games/pastry/scene/coins/traySize';

/** A landed coin's width on screen, px, at `distance` on a canvas `height` tall through a 45 degree field of view. */
function coinPx(distance: number, height: number): number {
  const ppu = pxPerUnitAt(distance, height, 45);
  return 2 * COIN_RADIUS * trayScale(distance, ppu) * ppu;
}

describe('R23 R30 a coin tray’s size', () => {
  it('a coin reads at 32 px or more far out, as on a phone’s whole-board view', () => {
    expect(coinPx(26, 560)).toBeGreaterThanOrEqual(MIN_COIN_PX - 1e-9);
    expect(trayScale(26, pxPerUnitAt(26, 560, 45))).toBeGreaterThan(TRAY_SCALE);
  });

  it('keeps the overview size where coins already read (a desktop overview), and 0.6 of it in a close-up', () => {
    expect(trayScale(15, pxPerUnitAt(15, 800, 45))).toBeCloseTo(TRAY_SCALE);
    expect(trayScale(6, pxPerUnitAt(6, 800, 45))).toBeCloseTo(TRAY_SCALE * 0.6);
  });

  it('grows no more than 2.2 times however far the camera', () => {
    expect(trayScale(200, pxPerUnitAt(200, 400, 45))).toBeCloseTo(TRAY_SCALE * 2.2);
  });
});
