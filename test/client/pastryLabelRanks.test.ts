// Pastry's labels in front of one another (client/shell/scene/labelDeclutter.ts): your ship's YOU badge stands in front of
// everything it meets, a price flag included (a playtester lost their docked ship's badge behind its island's flag), and a
// price flag in front of an island's name.
import { describe, expect, it } from 'vitest';
import { standsBehind, type LabelBox } from '../../client/shell/scene/labelDeclutter';
import { BADGE_RANK } from '../../client/games/pastry/scene/OwnShipMarker';
import { PRICE_RANK } from '../../client/games/pastry/scene/PriceFlags';
import { NAME_RANK } from '../../client/games/pastry/scene/IslandNames';

/** A 40 x 20 px label centred at `x, y`, nearer the camera than `distance` says of the others. */
function label(x: number, y: number, rank: number, distance = 10): LabelBox {
  return { left: x - 20, right: x + 20, top: y - 10, bottom: y + 10, rank, distance };
}

describe("Pastry's labels that meet", () => {
  it('the YOU badge stays in front of the price flag of the dock its ship lies at, even a nearer one', () => {
    const badge = label(100, 100, BADGE_RANK, 12);
    const flag = label(105, 95, PRICE_RANK, 11);
    expect(standsBehind(badge, [badge, flag], false)).toBe(false);
    expect(standsBehind(flag, [badge, flag], false)).toBe(true);
  });

  it("a price flag stays in front of an island's name", () => {
    const flag = label(100, 100, PRICE_RANK);
    const name = label(110, 104, NAME_RANK, 9);
    expect(standsBehind(name, [flag, name], false)).toBe(true);
    expect(standsBehind(flag, [flag, name], false)).toBe(false);
  });
});
