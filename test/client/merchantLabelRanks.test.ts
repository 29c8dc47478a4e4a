// Merchant's labels in front of one another (client/shell/scene/labelDeclutter.ts): a ship's badge near the docks fades
// behind a port's sign and the table's other signs, the farther of two badges behind the nearer, and a word floating up
// from a ship takes no part (it must never fade).
import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { standsBehind, type LabelBox } from '../../client/shell/scene/labelDeclutter';
import { BADGE_RANK, PORT_RANK, SIGN_RANK } from '../../client/games/merchant/scene/labelRanks';
import { shipBadgeLabels } from '../../client/games/merchant/scene/MerchantShip';
import type { ShipView } from '../../shared/merchant/types';

/** A 40 x 20 px label centred at `x, y`, `distance` from the camera. */
function label(x: number, y: number, rank: number, distance = 10): LabelBox {
  return { left: x - 20, right: x + 20, top: y - 10, bottom: y + 10, rank, distance };
}

describe("Merchant's labels that meet", () => {
  it("a ship's badge fades behind a port's sign, even a nearer badge", () => {
    const badge = label(100, 100, BADGE_RANK, 8);
    const port = label(110, 104, PORT_RANK, 12);
    expect(standsBehind(badge, [badge, port], false)).toBe(true);
    expect(standsBehind(port, [badge, port], false)).toBe(false);
  });

  it('a badge fades behind the other signs, and a sign behind a port', () => {
    const badge = label(100, 100, BADGE_RANK);
    const sign = label(105, 105, SIGN_RANK);
    const port = label(110, 110, PORT_RANK);
    expect(standsBehind(badge, [badge, sign], false)).toBe(true);
    expect(standsBehind(sign, [sign, port], false)).toBe(true);
  });

  it('of two badges that meet, the farther fades and the nearer stays', () => {
    const near = label(100, 100, BADGE_RANK, 9);
    const far = label(104, 112, BADGE_RANK, 11);
    expect(standsBehind(far, [near, far], false)).toBe(true);
    expect(standsBehind(near, [near, far], false)).toBe(false);
  });

  it("a ship's floating word is kept out of the ranks, its badge in its layer's", () => {
    const ship = { at: 'board', segment: 1, position: 2, cargo: 1, cannons: 0, damage: 0, strength: 2 } as unknown as ShipView;
    const [badge, burst] = shipBadgeLabels(ship, 0, [0, 1, 0], '+2 coins', { current: null });
    expect(badge.text).toBe('⚔2');
    expect(badge.rank).toBeUndefined();
    expect(burst.rank).toBeNull();
    expect(burst.at).toEqual(new Vector3(0, 1, 0));
  });
});
