// The Merchant camera's framing clear of the page's panels: a key thing under a panel is moved out from under it with
// the least shrink and shortest shift; nothing covered leaves the picture as it is.
import { describe, expect, it } from 'vitest';
import { type Box, clearFraming } from '../../client/games/merchant/scene/clearFraming';

const screen = { width: 1000, height: 600, floor: 600 };
const centre: [number, number] = [500, 300];
const half: [number, number][] = [
  [40, 20],
  [40, 20],
];
/** Moves `at` by `f` as the camera would: shrunk about the centre, then shifted. */
const place = (at: [number, number], f: { zoom: number; shift: [number, number] }) => [centre[0] + f.zoom * (at[0] - centre[0]) + f.shift[0], centre[1] + f.zoom * (at[1] - centre[1]) + f.shift[1]];

describe('clearFraming', () => {
  it('leaves the picture as it is when no panel covers a thing', () => {
    expect(
      clearFraming(
        [
          [300, 300],
          [700, 300],
        ],
        half,
        [{ left: 0, top: 0, right: 100, bottom: 100 }],
        screen,
        centre,
        [1, 0.9],
      ),
    ).toEqual({ zoom: 1, shift: [0, 0] });
  });

  it('moves a covered thing clear, at full size when a shift alone will do, and by the shortest shift', () => {
    const panel: Box = { left: 0, top: 0, right: 300, bottom: 250 };
    const f = clearFraming(
      [
        [250, 240],
        [700, 300],
      ],
      half,
      [panel],
      screen,
      centre,
      [1, 0.9],
    );
    expect(f.zoom).toBe(1);
    const [x, y] = place([250, 240], f);
    expect(x - 40 >= panel.right || y - 20 >= panel.bottom).toBe(true);
    expect(Math.hypot(...f.shift)).toBeLessThanOrEqual(40);
  });

  it('grows the picture as far as its things stay clear and on screen', () => {
    const f = clearFraming(
      [
        [450, 300],
        [550, 300],
      ],
      half,
      [],
      screen,
      centre,
      [1.2, 0.9],
    );
    expect(f.zoom).toBeCloseTo(1.2);
  });
});
