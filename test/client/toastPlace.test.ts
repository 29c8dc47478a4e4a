// A notice steps around your ship: it keeps its usual place when that is clear, else takes the nearest clear place above or
// below what it would cover, inside the page.
import { describe, expect, it } from 'vitest';
import { toastTop } from '../../client/shell/hud/toastPlace';

const usual = { left: 16, top: 269, right: 374, bottom: 322 }; // a phone's notice, 53 px tall

describe('where a notice stands', () => {
  it('keeps its usual place when nothing to keep clear is under it', () => {
    expect(toastTop(usual, [], 844)).toBe(269);
    expect(toastTop(usual, [{ left: 180, top: 400, right: 210, bottom: 440 }], 844)).toBe(269);
    expect(toastTop(usual, [{ left: 380, top: 260, right: 390, bottom: 300 }], 844)).toBe(269); // beside it, not under it
  });

  it('moves just below or just above your ship, whichever is nearer, when it would cover it', () => {
    expect(toastTop(usual, [{ left: 170, top: 240, right: 220, bottom: 300 }], 844)).toBe(308);
    expect(toastTop(usual, [{ left: 170, top: 300, right: 220, bottom: 420 }], 844)).toBe(239);
  });

  it('never leaves the page, and clears every box it is given', () => {
    const top = toastTop(usual, [{ left: 170, top: 30, right: 220, bottom: 300 }], 844);
    expect(top).toBe(308); // above would be off the page
    expect(
      toastTop(
        usual,
        [
          { left: 170, top: 240, right: 220, bottom: 300 },
          { left: 0, top: 300, right: 390, bottom: 370 },
        ],
        844,
      ),
    ).toBe(179); // below the ship is the second box
    expect(
      toastTop(
        usual,
        [
          { left: 170, top: 240, right: 220, bottom: 300 },
          { left: 0, top: 150, right: 390, bottom: 240 },
        ],
        844,
      ),
    ).toBe(308);
  });
});
