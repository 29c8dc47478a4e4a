// R2 to R5: generating the sea, Tortuga, the eight islands and the reefs from the seed.
import type { Board, Ingredient, Island, Square } from '../types';
import { KEY_SPAN, KEY_STEPS, KeySet, ON_SEA, SEA_SIZE, keyOf, onRim, onSea, orthogonalNeighbours, ringAround } from '../grid';
import { drawInt, shuffled, type RngHolder } from '../../random';
import { cutRimIntoArcs } from './current';

/** R4: the eight ingredients, one island each. */
export const INGREDIENTS: readonly Ingredient[] = ['Flour', 'Sugar', 'Butter', 'Eggs', 'Cocoa', 'Vanilla', 'Cinnamon', 'Coconut'];

/** R3: Tortuga's 2x2 block of land at the centre. */
export const TORTUGA: readonly Square[] = [
  [7, 7],
  [8, 7],
  [7, 8],
  [8, 8],
];

/** R3: the berths, clockwise; seat i starts on berth i. */
export const BERTHS: readonly Square[] = [
  [7, 6],
  [8, 6],
  [9, 7],
  [9, 8],
  [8, 9],
  [7, 9],
  [6, 8],
  [6, 7],
];

/** R5: crates each island starts with. */
export const CRATES_PER_ISLAND = 3;

/** R4: how close a dock may come to a berth, and how far apart the nearest and farthest docks may be. */
const MIN_DOCK_DISTANCE = 4;
const MAX_DOCK_SPREAD = 6;

/** Island shapes of 1 to 3 squares, as offsets (R4). */
const SHAPES: Square[][] = [
  [[0, 0]],
  [
    [0, 0],
    [1, 0],
  ],
  [
    [0, 0],
    [0, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [1, 1],
  ],
  [
    [0, 0],
    [0, 1],
    [1, 1],
  ],
  [
    [1, 0],
    [0, 1],
    [1, 1],
  ],
];

/** Water distances by square key: `size` squares reached, `get` a square's distance (undefined: land or cut off). */
export type WaterDistances = { size: number; get(key: number): number | undefined };

/** Shortest water-path distances from a set of squares to every water square (no ships, no current). */
export function waterDistances(land: { has(key: number): boolean }, from: readonly Square[]): WaterDistances {
  const dist = new Int16Array(KEY_SPAN).fill(-1);
  const queue = new Int16Array(KEY_SPAN);
  let tail = 0;
  let reached = 0;
  for (const sq of from) {
    const k = keyOf(sq);
    if (dist[k] >= 0) continue;
    dist[k] = 0;
    queue[tail++] = k;
    reached++;
  }
  for (let head = 0; head < tail; head++) {
    const k = queue[head];
    const d = dist[k] + 1;
    for (const step of KEY_STEPS) {
      const next = k + step;
      if (dist[next] !== -1 || !ON_SEA[next] || land.has(next)) continue;
      dist[next] = d;
      queue[tail++] = next;
      reached++;
    }
  }
  return { size: reached, get: (key) => (key >= 0 && key < KEY_SPAN && dist[key] >= 0 ? dist[key] : undefined) };
}

/** R4: a dock may not lie on the rim or next to it. */
function awayFromRim([x, y]: Square): boolean {
  return x >= 2 && y >= 2 && x <= SEA_SIZE - 3 && y <= SEA_SIZE - 3;
}

/** One attempt at the whole layout; null when it breaks a rule and must be redrawn. */
function tryLayout(rng: RngHolder): Omit<Board, 'arcs' | 'size'> | null {
  const land = new KeySet(TORTUGA.map(keyOf));
  const keepClear = new KeySet(); // squares no island or reef may take: around Tortuga and its berths, and docks
  for (const sq of [...TORTUGA, ...BERTHS]) for (const n of [sq, ...ringAround(sq)]) keepClear.add(keyOf(n));
  const islandLand = new KeySet();
  const islands: Island[] = [];

  for (const ingredient of shuffled(rng, INGREDIENTS)) {
    let placed: Island | null = null;
    for (let tries = 0; tries < 60 && !placed; tries++) {
      const shape = SHAPES[drawInt(rng, 0, SHAPES.length - 1)];
      const ox = drawInt(rng, 1, SEA_SIZE - 4);
      const oy = drawInt(rng, 1, SEA_SIZE - 4);
      const squares: Square[] = shape.map(([dx, dy]) => [ox + dx, oy + dy]);
      const fits = squares.every((sq) => onSea(sq) && !onRim(sq) && !keepClear.has(keyOf(sq)) && [sq, ...ringAround(sq)].every((n) => !islandLand.has(keyOf(n))));
      if (!fits) continue;
      const own = new Set(squares.map(keyOf));
      const docks = squares.flatMap(orthogonalNeighbours).filter((sq) => !own.has(keyOf(sq)) && awayFromRim(sq) && !keepClear.has(keyOf(sq)) && !islandLand.has(keyOf(sq)));
      if (docks.length === 0) continue;
      placed = { ingredient, land: squares, dock: docks[drawInt(rng, 0, docks.length - 1)] };
    }
    if (!placed) return null;
    islands.push(placed);
    for (const sq of placed.land) {
      land.add(keyOf(sq));
      islandLand.add(keyOf(sq));
    }
    keepClear.add(keyOf(placed.dock));
  }

  const reefs: Square[] = [];
  const reefCount = drawInt(rng, 3, 6);
  for (let tries = 0; tries < 200 && reefs.length < reefCount; tries++) {
    const sq: Square = [drawInt(rng, 1, SEA_SIZE - 2), drawInt(rng, 1, SEA_SIZE - 2)];
    const clear = [sq, ...ringAround(sq)].every((n) => !land.has(keyOf(n))) && !keepClear.has(keyOf(sq));
    if (!clear) continue;
    reefs.push(sq);
    land.add(keyOf(sq));
  }
  if (reefs.length < reefCount) return null;

  const fromTortuga = waterDistances(land, BERTHS);
  const waterSquares = SEA_SIZE * SEA_SIZE - land.size;
  if (fromTortuga.size !== waterSquares) return null; // R4: every dock and berth reachable (we ask more: all water is one sea)
  // R4: every dock at least MIN_DOCK_DISTANCE from every berth. Water distance is symmetric, so the nearest berth's distance
  // from a dock is the dock's distance in the search from every berth at once.
  if (islands.some((island) => fromTortuga.get(keyOf(island.dock))! < MIN_DOCK_DISTANCE)) return null;
  const dockDistances = islands.map((i) => fromTortuga.get(keyOf(i.dock))!);
  if (Math.max(...dockDistances) - Math.min(...dockDistances) > MAX_DOCK_SPREAD) return null;

  const allLand: Square[] = [];
  for (let y = 0; y < SEA_SIZE; y++) for (let x = 0; x < SEA_SIZE; x++) if (land.has(keyOf([x, y]))) allLand.push([x, y]);
  return { land: allLand, tortuga: [...TORTUGA], berths: [...BERTHS], islands, reefs };
}

/** R2 to R5 and R20: draws a whole board from the stream, redrawing until every rule holds. */
export function generateBoard(rng: RngHolder): Board {
  for (;;) {
    const layout = tryLayout(rng);
    if (layout) return { size: 16, ...layout, arcs: cutRimIntoArcs(rng) };
  }
}
