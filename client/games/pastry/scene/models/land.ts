// The board's land as one geometry (one draw call where it took ten, each a cost to the processor): the eight
// islands, Tortuga with its berth jetties, and the reefs, and which triangles are whose island, for the pointer.
import { BoxGeometry, ConeGeometry, CylinderGeometry, DodecahedronGeometry, SphereGeometry, type BufferGeometry } from 'three';
import type { PlayerView, Square } from '../../../../../shared/pastry/index';
import { part, merge, type Part } from '../../../../shell/scene/models/build';
import { emblemParts } from './emblems';
import { worldX, worldZ } from '../coords';

type Board = PlayerView['board'];
type IslandView = Board['islands'][number];

/** R2, R5: one island: sand and green on each land square, crowned by its ingredient, a jetty at its dock. */
function islandParts(island: IslandView): Part[] {
  const parts: Part[] = [];
  for (const [x, y] of island.land) {
    parts.push(part(new CylinderGeometry(0.56, 0.63, 0.34, 7), '#f2d7a0', [worldX(x), 0.02, worldZ(y)], [0, x * 0.7 + y, 0]));
    parts.push(part(new CylinderGeometry(0.4, 0.5, 0.14, 7), '#6bb36b', [worldX(x), 0.24, worldZ(y)], [0, x + y * 0.3, 0]));
  }
  const cx = island.land.reduce((a, [x]) => a + x, 0) / island.land.length;
  const cy = island.land.reduce((a, [, y]) => a + y, 0) / island.land.length;
  for (const emblem of emblemParts(island.ingredient)) {
    emblem.scale(1.15, 1.15, 1.15);
    emblem.translate(worldX(cx), 0.3, worldZ(cy));
    parts.push(emblem);
  }
  const [dx, dy] = island.dock;
  parts.push(part(new BoxGeometry(0.8, 0.06, 0.5), '#a47148', [worldX(dx), 0.14, worldZ(dy)]));
  for (const sx of [-0.32, 0.32]) parts.push(part(new CylinderGeometry(0.04, 0.04, 0.4, 5), '#7a5230', [worldX(dx) + sx, 0.05, worldZ(dy) + 0.2]));
  return parts;
}

/** R3: Tortuga, the bakery island with its ovens and chimney, and a jetty at each berth. */
function tortugaParts(berths: Square[]): Part[] {
  const parts = [
    part(new BoxGeometry(2.1, 0.34, 2.1), '#f2d7a0', [0, 0.02, 0]),
    part(new BoxGeometry(1.7, 0.12, 1.7), '#6bb36b', [0, 0.22, 0]),
    part(new BoxGeometry(0.95, 0.55, 0.7), '#fbf3e4', [-0.1, 0.55, 0.1]),
    part(new ConeGeometry(0.78, 0.45, 4), '#c0392b', [-0.1, 1.05, 0.1], [0, Math.PI / 4, 0], [1, 1, 0.75]),
    part(new CylinderGeometry(0.1, 0.12, 0.7, 6), '#8d6e63', [0.25, 1.15, -0.05]),
    part(new SphereGeometry(0.24, 8, 5, 0, Math.PI * 2, 0, Math.PI / 2), '#d7a86e', [0.55, 0.28, 0.55]),
    part(new SphereGeometry(0.24, 8, 5, 0, Math.PI * 2, 0, Math.PI / 2), '#d7a86e', [-0.6, 0.28, -0.55]),
    part(new BoxGeometry(0.3, 0.35, 0.02), '#5b3a1a', [-0.1, 0.45, 0.46]),
  ];
  for (const [x, y] of berths) {
    const wx = worldX(x);
    const wz = worldZ(y);
    const towardX = Math.abs(wx) > Math.abs(wz);
    parts.push(part(new BoxGeometry(towardX ? 0.7 : 0.34, 0.05, towardX ? 0.34 : 0.7), '#a47148', [wx * 0.93, 0.14, wz * 0.93]));
    parts.push(part(new CylinderGeometry(0.035, 0.035, 0.35, 5), '#7a5230', [wx, 0.05, wz]));
  }
  return parts;
}

/** R4: a jagged rock on each one-square reef. */
function reefParts(reefs: Square[]): Part[] {
  return reefs.map(([x, y]) => part(new DodecahedronGeometry(1, 0), '#7d7467', [worldX(x), 0.05, worldZ(y)], [0, x * 1.3 + y, 0], [0.42, 0.32, 0.38]));
}

/** The land and, for each island in the board's order, the end of its triangles (the islands come first). */
export type Land = { geometry: BufferGeometry; islandEnds: number[] };

/** The whole board's land, merged. */
export function landGeometry(board: Pick<Board, 'islands' | 'berths' | 'reefs'>): Land {
  const parts: Part[] = [];
  const islandEnds: number[] = [];
  for (const island of board.islands) {
    parts.push(...islandParts(island));
    islandEnds.push(parts.reduce((sum, p) => sum + p.attributes.position.count, 0) / 3);
  }
  parts.push(...tortugaParts(board.berths), ...reefParts(board.reefs));
  return { geometry: merge(parts), islandEnds };
}

/** The island (its index) a triangle of the land belongs to; null for Tortuga's and the reefs'. */
export function islandOfTriangle(land: Land, triangle: number): number | null {
  const index = land.islandEnds.findIndex((end) => triangle < end);
  return index < 0 ? null : index;
}
