// R2 to R5: generating the sea, Tortuga, the eight islands and the reefs from the seed.
import type { Board, Ingredient, Island, Square } from '../types';
import { KEY_SPAN, KEY_STEPS, ON_SEA, RING_KEY_STEPS, SEA_SIZE, keyAt, keyOf, squareOfKey } from '../grid';
import { drawInt, shuffled, type RngHolder } from '../../random';
import { isBoardLand } from '../state';
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

/** Around a board's land (landKeys): a search's starting field for it, and each set of sources' distance field by the sources' keys (a board never changes). */
const fieldsAround = new WeakMap<object, { open: Int16Array; fields: Map<string, { dist: Int16Array; distances: WaterDistances }> }>();

/** A search's starting field around this land: -1 on every water square of the sea, -2 on land and just off the sea (never entered). */
function openWater(isLand: (key: number) => boolean): Int16Array {
  const open = new Int16Array(KEY_SPAN).fill(-2);
  for (let key = 0; key < KEY_SPAN; key++) if (ON_SEA[key] && !isLand(key)) open[key] = -1;
  return open;
}

/** Distances read from a searched field (negative: not reached). */
function distancesIn(dist: Int16Array, size: number): WaterDistances {
  return { size, get: (key) => (key >= 0 && key < KEY_SPAN && dist[key] >= 0 ? dist[key] : undefined) };
}

/**
 * Shortest water-path distances from a set of squares to every water square (no ships, no current): one search from all of
 * them at once. Around a board's land each set of sources is searched once and kept.
 */
export function waterDistances(land: { has(key: number): boolean }, from: readonly Square[]): WaterDistances {
  if (!isBoardLand(land)) {
    const dist = openWater((key) => land.has(key));
    return distancesIn(dist, searchWater(dist, from));
  }
  let kept = fieldsAround.get(land);
  if (!kept) {
    kept = { open: openWater((key) => land.has(key)), fields: new Map() };
    fieldsAround.set(land, kept);
  }
  const name = sourcesName(from);
  let field = kept.fields.get(name);
  if (!field) {
    const dist = kept.open.slice();
    field = { dist, distances: distancesIn(dist, searchWater(dist, from)) };
    kept.fields.set(name, field);
  }
  return field.distances;
}

/** Sorted source keys, reused by sourcesName. */
const nameKeys: number[] = [];

/** A set of sources' name: their keys, sorted, one character each (a key is below KEY_SPAN), so the same set in any order names one field. */
function sourcesName(from: readonly Square[]): string {
  nameKeys.length = 0;
  for (const sq of from) {
    const k = keyOf(sq);
    let i = nameKeys.length;
    while (i > 0 && nameKeys[i - 1] > k) i--;
    nameKeys.splice(i, 0, k);
  }
  return String.fromCharCode.apply(null, nameKeys);
}

/** The queue of every water search here (spreadWater), kept between calls (a search sees each key at most once). */
const queue = new Int16Array(KEY_SPAN);
/** What one step north, east, south and west adds to a key (KEY_STEPS spelled out, for spreadWater's unrolled steps). */
const [NORTH, EAST, SOUTH, WEST] = KEY_STEPS;

/**
 * The breadth-first search behind waterDistances and the layout's reach check: from the first `tail` keys of `queue`, each
 * already at its distance in `dist`, into every key marked -1 (-2 is never entered). Returns how many keys it reached.
 * The four steps are written out, in KEY_STEPS order (N, E, S, W), rather than looped: the board's hottest loop.
 */
function spreadWater(dist: Int16Array, tail: number): number {
  for (let head = 0; head < tail; head++) {
    const k = queue[head];
    const d = dist[k] + 1;
    let next = k + NORTH;
    if (dist[next] === -1) {
      dist[next] = d;
      queue[tail++] = next;
    }
    next = k + EAST;
    if (dist[next] === -1) {
      dist[next] = d;
      queue[tail++] = next;
    }
    next = k + SOUTH;
    if (dist[next] === -1) {
      dist[next] = d;
      queue[tail++] = next;
    }
    next = k + WEST;
    if (dist[next] === -1) {
      dist[next] = d;
      queue[tail++] = next;
    }
  }
  return tail;
}

/** Puts each source square not already at distance 0 (a repeated source) on the queue at 0; returns how many it put. */
function seedSources(dist: Int16Array, from: readonly Square[]): number {
  let tail = 0;
  for (const sq of from) {
    const k = keyOf(sq);
    if (dist[k] >= 0) continue;
    dist[k] = 0;
    queue[tail++] = k;
  }
  return tail;
}

/** The breadth-first search behind waterDistances, in `dist` as openWater leaves it (only -1 is entered); returns how many squares it reached. */
function searchWater(dist: Int16Array, from: readonly Square[]): number {
  return spreadWater(dist, seedSources(dist, from));
}

/** A flat mark per key holding these squares' keys. */
function maskOf(squares: readonly Square[]): Uint8Array {
  const mask = new Uint8Array(KEY_SPAN);
  for (const sq of squares) mask[keyOf(sq)] = 1;
  return mask;
}

/** R4: where island land may lie, by key: on the sea and off the rim. */
const OFF_RIM = maskOf(Array.from({ length: (SEA_SIZE - 2) ** 2 }, (_, i): Square => [1 + (i % (SEA_SIZE - 2)), 1 + Math.floor(i / (SEA_SIZE - 2))]));
/** R4: where a dock may lie, by key: neither on the rim nor next to it. */
const DOCK_ZONE = maskOf(Array.from({ length: (SEA_SIZE - 4) ** 2 }, (_, i): Square => [2 + (i % (SEA_SIZE - 4)), 2 + Math.floor(i / (SEA_SIZE - 4))]));
/** R3: Tortuga's land, by key. */
const TORTUGA_LAND = maskOf(TORTUGA);
/** R3, R4: the squares no island or reef may take before any is placed: Tortuga, its berths and every square touching them. */
const AROUND_TORTUGA = maskOf([...TORTUGA, ...BERTHS].flatMap((sq) => [sq, ...RING_KEY_STEPS.map((step) => squareOfKey(keyOf(sq) + step))]));

/** Before any island or reef: -1 on every square of the sea, -2 on Tortuga and just off the sea (a search never enters -2). */
const OPEN_SEA = (() => {
  const open = new Int16Array(KEY_SPAN).fill(-2);
  for (let k = 0; k < KEY_SPAN; k++) if (ON_SEA[k] && !TORTUGA_LAND[k]) open[k] = -1;
  return open;
})();

/** One layout attempt's working marks, kept between attempts so an attempt allocates no sets (board generation's hot loop). */
const land = new Uint8Array(KEY_SPAN);
const keepClear = new Uint8Array(KEY_SPAN); // squares no island or reef may take: around Tortuga and its berths, and docks
const islandLand = new Uint8Array(KEY_SPAN);
const candidateDocks = new Int16Array(12); // a shape of 3 squares has at most 12 orthogonal neighbours
const distance = new Int16Array(KEY_SPAN); // by key: a water square's distance from the berths, -1 not reached, -2 never entered
const landPlaced = new Int16Array(KEY_SPAN); // the keys of this attempt's island and reef squares, in the order they were placed

/** Whether no square touching `key` (diagonals included) is marked. */
function nothingAround(marks: Uint8Array, key: number): boolean {
  for (let i = 0; i < RING_KEY_STEPS.length; i++) if (marks[key + RING_KEY_STEPS[i]]) return false;
  return true;
}

/** Whether `key` is one of the shape's squares when placed at (ox, oy). */
function inShape(shape: readonly Square[], ox: number, oy: number, key: number): boolean {
  for (let i = 0; i < shape.length; i++) if (keyAt(ox + shape[i][0], oy + shape[i][1]) === key) return true;
  return false;
}

/** Breadth-first water distances from the berths into `distance`, around the first `placed` keys of landPlaced; returns how many squares it reached. */
function spreadFromBerths(placed: number): number {
  distance.set(OPEN_SEA);
  for (let i = 0; i < placed; i++) distance[landPlaced[i]] = -2;
  return spreadWater(distance, seedSources(distance, BERTHS));
}

/** One attempt at the whole layout; null when it breaks a rule and must be redrawn. */
function tryLayout(rng: RngHolder): Omit<Board, 'arcs' | 'size'> | null {
  land.set(TORTUGA_LAND);
  let placedLand = 0;
  keepClear.set(AROUND_TORTUGA);
  islandLand.fill(0);
  const islands: Island[] = [];

  for (const ingredient of shuffled(rng, INGREDIENTS)) {
    let placed: Island | null = null;
    for (let tries = 0; tries < 60 && !placed; tries++) {
      const shape = SHAPES[drawInt(rng, 0, SHAPES.length - 1)];
      const ox = drawInt(rng, 1, SEA_SIZE - 4);
      const oy = drawInt(rng, 1, SEA_SIZE - 4);
      let fits = true;
      for (let i = 0; i < shape.length && fits; i++) {
        const k = keyAt(ox + shape[i][0], oy + shape[i][1]);
        fits = OFF_RIM[k] === 1 && !keepClear[k] && !islandLand[k] && nothingAround(islandLand, k);
      }
      if (!fits) continue;
      // every orthogonal neighbour of every square, in shape order then N, E, S, W, repeats kept: each is one ticket in the draw
      let docks = 0;
      for (let i = 0; i < shape.length; i++) {
        const k = keyAt(ox + shape[i][0], oy + shape[i][1]);
        for (let d = 0; d < 4; d++) {
          const n = k + KEY_STEPS[d];
          if (DOCK_ZONE[n] && !keepClear[n] && !islandLand[n] && !inShape(shape, ox, oy, n)) candidateDocks[docks++] = n;
        }
      }
      if (docks === 0) continue;
      placed = { ingredient, land: shape.map(([dx, dy]): Square => [ox + dx, oy + dy]), dock: squareOfKey(candidateDocks[drawInt(rng, 0, docks - 1)]) };
    }
    if (!placed) return null;
    islands.push(placed);
    for (const sq of placed.land) {
      const k = keyOf(sq);
      land[k] = 1;
      islandLand[k] = 1;
      landPlaced[placedLand++] = k;
    }
    keepClear[keyOf(placed.dock)] = 1;
  }

  const reefs: Square[] = [];
  const reefCount = drawInt(rng, 3, 6);
  for (let tries = 0; tries < 200 && reefs.length < reefCount; tries++) {
    const x = drawInt(rng, 1, SEA_SIZE - 2);
    const y = drawInt(rng, 1, SEA_SIZE - 2);
    const k = keyAt(x, y);
    if (land[k] || !nothingAround(land, k) || keepClear[k]) continue;
    reefs.push([x, y]);
    land[k] = 1;
    landPlaced[placedLand++] = k;
  }
  if (reefs.length < reefCount) return null;

  const waterSquares = SEA_SIZE * SEA_SIZE - TORTUGA.length - placedLand;
  if (spreadFromBerths(placedLand) !== waterSquares) return null; // R4: every dock and berth reachable (we ask more: all water is one sea)
  // R4: every dock at least MIN_DOCK_DISTANCE from every berth. Water distance is symmetric, so the nearest berth's distance
  // from a dock is the dock's distance in the search from every berth at once.
  let nearest = Infinity;
  let farthest = -Infinity;
  for (const island of islands) {
    const d = distance[keyOf(island.dock)];
    if (d < MIN_DOCK_DISTANCE) return null;
    nearest = Math.min(nearest, d);
    farthest = Math.max(farthest, d);
  }
  if (farthest - nearest > MAX_DOCK_SPREAD) return null;

  const allLand: Square[] = [];
  for (let y = 0; y < SEA_SIZE; y++) for (let x = 0; x < SEA_SIZE; x++) if (land[keyAt(x, y)]) allLand.push([x, y]);
  return { land: allLand, tortuga: [...TORTUGA], berths: [...BERTHS], islands, reefs };
}

/** R2 to R5 and R20: draws a whole board from the stream, redrawing until every rule holds. */
export function generateBoard(rng: RngHolder): Board {
  for (;;) {
    const layout = tryLayout(rng);
    if (layout) return { size: 16, ...layout, arcs: cutRimIntoArcs(rng) };
  }
}
