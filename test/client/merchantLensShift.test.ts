// The Merchant camera's shifted lens holds against R3F's resize: a new pixel ratio (AutoRenderScale) sets the lens's
// aspect to the screen's with no new size, which drew the desktop's shifted picture stretched 1.24x sideways.
import { describe, expect, it } from 'vitest';
import { PerspectiveCamera } from 'three';
import { holdLensShift, lensShift } from '../../client/games/merchant/scene/lensShift';
import { cameraFor } from '../../client/games/merchant/scene/CameraRig';

/** What R3F's updateCamera does to a perspective camera on a resize or a new pixel ratio. */
function r3fResize(lens: PerspectiveCamera, width: number, height: number): void {
  lens.aspect = width / height;
  lens.updateProjectionMatrix();
}

/** How much wider than tall the lens draws a square: 1 when unstretched against the held picture. */
const widthOverHeight = (lens: PerspectiveCamera, held: number[]) => lens.projectionMatrix.elements[5] / lens.projectionMatrix.elements[0] / (held[5] / held[0]);

describe("the Merchant camera's lens shift", () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    it(`at ${width}x${height} the picture is drawn at the full picture's aspect again after R3F's resize`, () => {
      const lens = new PerspectiveCamera(45, width / height, 0.1, 220);
      const shift = lensShift(width, height, cameraFor(width, height).shift);
      expect(holdLensShift(lens, shift)).toBe(true);
      const held = [...lens.projectionMatrix.elements];
      expect(holdLensShift(lens, shift)).toBe(false); // held: nothing to set
      r3fResize(lens, width, height);
      expect(holdLensShift(lens, shift)).toBe(true);
      expect(widthOverHeight(lens, held)).toBeCloseTo(1, 6);
      expect([...lens.projectionMatrix.elements]).toEqual(held);
    });
  }

  it("the desktop's stretch it undoes is the measured 1.24x (1.235)", () => {
    const lens = new PerspectiveCamera(45, 1.6, 0.1, 220);
    holdLensShift(lens, lensShift(1280, 800, cameraFor(1280, 800).shift));
    const held = [...lens.projectionMatrix.elements];
    r3fResize(lens, 1280, 800);
    expect(1 / widthOverHeight(lens, held)).toBeCloseTo(1.235, 3);
  });
});
