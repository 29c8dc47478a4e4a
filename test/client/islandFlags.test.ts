// An island's name and its price flag stand apart on every board (client/games/pastry/scene/islandFlags.ts): a name set
// in front of the island whatever its dock's side sat under the price when the dock was in front (a playtester read
// "anilla" under "sold"). Pinned on the ground plane, which every camera sees them from.
import { describe, expect, it } from 'vitest';
import { createVoyage, viewFor } from '../../shared/pastry/index';
import { nameFlagPoints, priceFlagPoint, shipsAtDocks } from '../../client/games/pastry/scene/islandFlags';
import { setupFor } from '../engine/play';

/** The least distance, on the ground, between an island's name and its own or any other island's price flag. */
function closest(seed: string): number {
  const { islands } = viewFor(createVoyage(setupFor(seed, 4)), null).board;
  let least = Infinity;
  for (const name of nameFlagPoints(islands)) {
    for (const other of islands) {
      const price = priceFlagPoint(other);
      least = Math.min(least, Math.hypot(name.x - price.x, name.z - price.z));
    }
  }
  return least;
}

describe("an island's name and the price flags", () => {
  it('stand most of a square apart on the ground, on 300 boards (a name beside its dock stood 0.37 from its price)', () => {
    const least = Math.min(...Array.from({ length: 300 }, (_, i) => closest(`flags-${i}`)));
    expect(least).toBeGreaterThanOrEqual(0.95);
  });
});

describe('a price flag over a ship at its dock', () => {
  it('stands over the masthead (about 1.55 up) only while a captain is on the dock square', () => {
    const view = viewFor(createVoyage(setupFor('flags-docked', 4)), null);
    const { islands } = view.board;
    const captains = view.captains.map((c, i) => ({ ...c, pos: i === 0 ? islands[2].dock : ([0, 0] as typeof c.pos) })); // the others out on the rim
    const there = shipsAtDocks(islands, captains);
    expect(there).toEqual(islands.map((_, i) => i === 2));
    expect(priceFlagPoint(islands[2], there[2]).y).toBeGreaterThan(1.7);
    expect(priceFlagPoint(islands[3], false).y).toBeLessThan(1);
    expect(priceFlagPoint(islands[2], true).x).toBe(priceFlagPoint(islands[2]).x); // straight up, over the same dock
  });
});
