// The board's land is one mesh (one draw call where each island, Tortuga and the reefs cost a software renderer one
// apiece), and the pointer still finds which island it is over from the triangle it hit.
import { describe, expect, it } from 'vitest';
import { Mesh, MeshBasicMaterial, Raycaster, Vector3 } from 'three';
import { createVoyage, viewFor } from '../../shared/pastry/index';
import { islandOfTriangle, landGeometry } from '../../client/games/pastry/scene/models/land';
import { worldX, worldZ } from '../../client/games/pastry/scene/coords';

const board = viewFor(createVoyage({ seed: 'land', captains: [{ name: 'Ann' }, { name: 'Bo' }], now: 0 }), null).board;
const land = landGeometry(board);
const mesh = new Mesh(land.geometry, new MeshBasicMaterial());

/** The island under a pointer looking straight down on square (x, y): null for land of no island, undefined for none. */
function islandUnder(x: number, y: number): number | null | undefined {
  const hit = new Raycaster(new Vector3(worldX(x), 10, worldZ(y)), new Vector3(0, -1, 0)).intersectObject(mesh)[0];
  return hit ? islandOfTriangle(land, hit.faceIndex!) : undefined;
}

describe("the Pastry board's land", () => {
  it('finds each island from any square of its land', () => {
    board.islands.forEach((island, index) => {
      for (const [x, y] of island.land) expect(islandUnder(x, y)).toBe(index);
    });
  });

  it('draws Tortuga and the reefs in the same mesh, as no island', () => {
    expect(islandUnder(7.5, 7.5)).toBeNull();
    expect(board.reefs.length).toBeGreaterThan(0);
    for (const [x, y] of board.reefs) expect(islandUnder(x, y)).toBeNull();
  });
});
