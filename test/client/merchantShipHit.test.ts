// M12 on the board: a ship turned back shows its new Damage at once, and only that ship does (every ship showed it once).
import { describe, expect, it } from 'vitest';
import { hitOf } from '../../client/games/merchant/scene/MerchantShip';
import type { ShowItem } from '../../client/games/merchant/show/showClock';

/** A show item of a turnedBack event for `seat`'s ship `ship`. */
function turnedBack(seat: number, ship: number): ShowItem {
  return { id: 1, start: 0, end: 500, event: { type: 'turnedBack', seat, ship, segment: 1, strength: 2, sum: 4, damage: 1, ms: 500 } };
}

describe('M12 the damage a turned-back ship shows', () => {
  it('goes to the turned-back ship only', () => {
    expect(hitOf(turnedBack(0, 1), 0, 1)).toBe(1);
    expect(hitOf(turnedBack(0, 1), 0, 0)).toBeNull(); // the same merchant's other ship
    expect(hitOf(turnedBack(0, 1), 1, 1)).toBeNull(); // another merchant's ship of the same kind
  });

  it('comes from no other event', () => {
    const launched: ShowItem = { id: 2, start: 0, end: 500, event: { type: 'launched', seat: 0, ship: 1, position: 1, ms: 500 } as ShowItem['event'] };
    expect(hitOf(launched, 0, 1)).toBeNull();
  });
});
