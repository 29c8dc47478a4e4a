// Merchant's land and all that stands still on it are one geometry (one draw call where the land, the quays, the jetties
// and the Hourglass's frame cost a software renderer one apiece): the Demand's flags and a built hut still show in it.
import { describe, expect, it } from 'vitest';
import { type BufferGeometry, Color } from 'three';
import { shoreGeometry } from '../../client/games/merchant/scene/shoreGeometry';
import { LUXURY_LOOK } from '../../client/games/merchant/luxuryLook';
import { SEAT_COLOURS } from '../../client/shell/scene/seatColours';

/** Whether any vertex of `geometry` is coloured `hex`. */
function hasColour(geometry: BufferGeometry, hex: string): boolean {
  const want = new Color(hex);
  const colours = geometry.attributes.color;
  for (let i = 0; i < colours.count; i++) if (Math.abs(colours.getX(i) - want.r) + Math.abs(colours.getY(i) - want.g) + Math.abs(colours.getZ(i) - want.b) < 1e-5) return true;
  return false;
}

describe("Merchant's shore", () => {
  it('flies a flag for each Demand tile and none for an empty slot', () => {
    expect(hasColour(shoreGeometry([['Silk'], [null], []], 2, [false, false]), LUXURY_LOOK.Silk.colour)).toBe(true);
    expect(hasColour(shoreGeometry([[null], [null], []], 2, [false, false]), LUXURY_LOOK.Silk.colour)).toBe(false);
  });

  it("has each merchant's jetty in their colour, and a hut once built", () => {
    const before = shoreGeometry([[], [], []], 3, [false, false, false]);
    for (const seat of [0, 1, 2]) expect(hasColour(before, SEAT_COLOURS[seat])).toBe(true);
    expect(hasColour(before, SEAT_COLOURS[3])).toBe(false);
    const after = shoreGeometry([[], [], []], 3, [false, true, false]);
    expect(after.attributes.position.count).toBeGreaterThan(before.attributes.position.count);
  });
});
