// Page labels that meet step aside (client/shell/scene/labelDeclutter.ts): the one behind (lower rank, or farther among
// equals) fades; a place kept clear (a coin tray) fades every label over it; and the hysteresis keeps a label still at the
// edge of an overlap (it steps back past 2 px of overlap, comes forward only 8 px clear).
import { describe, expect, it } from 'vitest';
import { CLEAR_RANK, standsBehind, type LabelBox } from '../../client/shell/scene/labelDeclutter';

/** A 40 x 20 px label centred at `x, y`. */
function label(x: number, y: number, rank: number, distance = 10): LabelBox {
  return { left: x - 20, right: x + 20, top: y - 10, bottom: y + 10, rank, distance };
}

describe('labels that meet', () => {
  it('the lower rank fades behind the higher (a name under the YOU badge), the higher stays', () => {
    const name = label(100, 100, 1);
    const badge = label(110, 105, 2);
    expect(standsBehind(name, [name, badge], false)).toBe(true);
    expect(standsBehind(badge, [name, badge], false)).toBe(false);
  });

  it('among equal ranks the farther fades (two price flags)', () => {
    const near = label(100, 100, 3, 12);
    const far = label(120, 95, 3, 15);
    expect(standsBehind(far, [near, far], false)).toBe(true);
    expect(standsBehind(near, [near, far], false)).toBe(false);
  });

  it('labels apart, or touching by a pixel, stay as they are', () => {
    const a = label(100, 100, 1);
    expect(standsBehind(a, [a, label(200, 100, 3)], false)).toBe(false);
    expect(standsBehind(a, [a, label(139, 100, 3)], false)).toBe(false);
  });

  it('one that stepped back stays back until 8 px clear: no flicker at the edge', () => {
    const a = label(100, 100, 1);
    const justClear = label(145, 100, 3); // 5 px apart
    expect(standsBehind(a, [a, justClear], false)).toBe(false);
    expect(standsBehind(a, [a, justClear], true)).toBe(true);
    expect(standsBehind(a, [a, label(150, 100, 3)], true)).toBe(false); // 10 px apart
  });

  it('every label over a place kept clear fades, whatever its rank', () => {
    const tray: LabelBox = { left: 80, right: 160, top: 80, bottom: 140, rank: CLEAR_RANK, distance: 0 };
    const price = label(150, 90, 3);
    expect(standsBehind(price, [price, tray], false)).toBe(true);
    expect(standsBehind(tray, [price, tray], false)).toBe(false);
  });
});
