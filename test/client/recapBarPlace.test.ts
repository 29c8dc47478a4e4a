// The recap's bar on a phone stands in the lowest band of the screen that no HUD panel crosses, clear of the panels by a
// margin, and nowhere when no band is tall enough.
import { describe, expect, it } from 'vitest';
import { clearTop } from '../../client/shell/catchUp/barPlace';

describe('where the recap bar stands on a phone', () => {
  it('in the lowest free band, just over the panels below it', () => {
    const panels = [
      { top: 10, bottom: 240 }, // the top panels
      { top: 345, bottom: 405 }, // a Log button
      { top: 685, bottom: 780 }, // the cheer panel
      { top: 805, bottom: 835 }, // the spectating strip
    ];
    expect(clearTop(panels, 56, 844, 6)).toBe(685 - 6 - 56);
  });

  it('higher up when the band over the bottom panels is too short', () => {
    const panels = [
      { top: 6, bottom: 192 },
      { top: 268, bottom: 464 },
      { top: 500, bottom: 560 },
      { top: 558, bottom: 844 }, // overlapping panels close the band between them
    ];
    expect(clearTop(panels, 56, 844, 6)).toBe(268 - 6 - 56); // the 36 px between 464 and 500 is too short
  });

  it('nowhere when no band fits it', () => {
    expect(
      clearTop(
        [
          { top: 0, bottom: 400 },
          { top: 440, bottom: 844 },
        ],
        56,
        844,
        6,
      ),
    ).toBeNull();
  });

  it('at the foot of an empty screen', () => {
    expect(clearTop([], 56, 844, 6)).toBe(844 - 6 - 56);
  });
});
