// A square no route reaches says what is really wrong: land, a ship there, or too far (not "upwind").
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../shared/pastry/index';
import { unreachableReason } from '../../client/games/pastry/scene/engineBridge';
import { arrange } from '../engine/fixtures';

describe('why a square cannot be reached (R16 to R19)', () => {
  const view = viewFor(
    arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [6, 5],
      ],
    }),
    0,
  );

  it('a far island is land, not an upwind limit', () => {
    expect(unreachableReason(view, 0, [12, 12])).toBe("That's Eggs Island: land. Sail to its dock (the square with the flag) to trade.");
  });

  it('a square with a ship on it says so', () => {
    expect(unreachableReason(view, 0, [6, 5])).toContain(`${view.captains[1].name}'s ship is there`);
  });

  it('open water beyond the allowance is too far, with the distance and the allowance', () => {
    expect(unreachableReason(view, 0, [5, 14])).toBe("Too far: that's 9 squares away, and today's wind carries you 4.");
  });

  it('Tortuga, reefs and the edge of the sea are named', () => {
    expect(unreachableReason(view, 0, [7, 7])).toContain('Tortuga');
    expect(unreachableReason(view, 0, [10, 10])).toContain('reef');
    expect(unreachableReason(view, 0, [16, 3])).toContain('edge of the sea');
  });
});

describe('a heavy hold and a square into the wind (R16)', () => {
  const heavy = viewFor(
    arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [12, 2],
      ],
      holds: [['Flour', 'Sugar', 'Eggs', 'Butter']],
    }),
    0,
  );

  it('a square upwind says the upwind limit, not the full one', () => {
    expect(unreachableReason(heavy, 0, [1, 5])).toBe("Too far into the wind: that's 4 squares away, and into the wind you sail only 1 (your heavy hold costs 1).");
  });

  it('a square downwind or across says the full allowance, heavy included', () => {
    expect(unreachableReason(heavy, 0, [5, 9])).toBe("Too far: that's 4 squares away, and today's wind carries you 3 (your heavy hold costs 1).");
  });
});
