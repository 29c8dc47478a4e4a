// The Merchant lanes' badges keep clear of each other (a playtest found them piled up): neighbouring ships' badges, a
// merchant's two ships at one position, the pirate's flag and the running Pirate sum.
import { describe, expect, it } from 'vitest';
import type { ShipView } from '../../shared/merchant/types';
import { POSITIONS } from '../../shared/merchant/board';
import { badgeOffset, HOME_Z, homePlace, OUT_Z, pirateShipAt, pirateSumAt, placeOf } from '../../client/games/merchant/scene/layout';

const BADGE_H = 0.44; // MerchantShip's badge height, in world units
const WIDEST = 1.3; // the widest badge, "⚔0 💥6", in world units

/** A ship on the lane at `position` of segment 1. */
function onLane(position: number): ShipView {
  return { kind: 'galleon', strength: 2, cargo: 1, cannons: 0, damage: 0, at: 'board', segment: 1, position, facing: 'right' };
}

/** Where a ship's badge floats in the world. */
function badgeAt(ship: ShipView, seat: number, index: number, seats: number): [number, number, number] {
  const at = placeOf(ship, seat, seats, index);
  const off = badgeOffset(ship, index);
  return [at[0] + off[0], at[1] + off[1], at[2] + off[2]];
}

/** Whether two badges of at most the widest width cover each other (same depth band, overlapping in x and height). */
function cover(a: [number, number, number], b: [number, number, number]): boolean {
  return Math.abs(a[0] - b[0]) < WIDEST && Math.abs(a[1] - b[1]) < BADGE_H;
}

describe('Merchant lane badges', () => {
  it('ships on neighbouring positions float their badges at different heights, clear of each other', () => {
    for (let p = 1; p < POSITIONS; p++) {
      for (const [i, j] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        expect(cover(badgeAt(onLane(p), 0, i, 4), badgeAt(onLane(p + 1), 1, j, 4)), `positions ${p} and ${p + 1}`).toBe(false);
      }
    }
  });

  it("a merchant's two ships sharing a position lean their badges apart", () => {
    const [sloop, galleon] = [badgeAt(onLane(2), 0, 0, 2), badgeAt(onLane(2), 0, 1, 2)];
    expect(galleon[0] - sloop[0]).toBeGreaterThan(0.4);
  });

  it("the last position's badge stays under the pirate ship's flag", () => {
    const flagY = 1.55; // PirateShip's flag height
    expect(badgeAt(onLane(POSITIONS), 0, 1, 4)[1]).toBeLessThan(flagY + 0.5);
    expect(pirateShipAt(1)[2]).toBeLessThan(OUT_Z - 1);
  });

  it('the running Pirate sum floats in front of the lane and behind every ship on the way home', () => {
    const [, , z] = pirateSumAt(1);
    expect(z).toBeGreaterThan(OUT_Z + 0.75); // the lane's chalk is OUT_Z ± 0.75
    for (let seat = 0; seat < 4; seat++) for (const index of [0, 1]) expect(homePlace(2, seat, 4, index)[2]).toBeGreaterThan(z + 0.2);
    expect(HOME_Z).toBeGreaterThan(z);
  });
});
