// Square arithmetic on the 16x16 sea (R2): steps, neighbours, keys.
import type { Dir, Square } from './types';

/** The side of the sea (R2). */
export const SEA_SIZE = 16;

/** The four compass directions, clockwise from north (R11). */
export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];

/** One step in each direction; y runs south (R2). */
export const DIR_VECTORS: Record<Dir, Square> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** The direction pointing the other way (R16 upwind). */
export function opposite(dir: Dir): Dir {
  return DIRS[(DIRS.indexOf(dir) + 2) % 4];
}

/** 90 degrees clockwise (R12 veer). */
export function clockwise(dir: Dir): Dir {
  return DIRS[(DIRS.indexOf(dir) + 1) % 4];
}

/** 90 degrees counter-clockwise (R12 back). */
export function counterClockwise(dir: Dir): Dir {
  return DIRS[(DIRS.indexOf(dir) + 3) % 4];
}

/** The square one step away. */
export function stepFrom(sq: Square, dir: Dir): Square {
  const by = DIR_VECTORS[dir];
  return [sq[0] + by[0], sq[1] + by[1]];
}

/** A number unique to each square (and to its neighbours just off the sea), for maps and sets. */
export function keyOf(sq: Square): number {
  return keyAt(sq[0], sq[1]); // indexed, not destructured: a hot path, and destructuring allocates an iterator
}

/** keyOf for a square given by its coordinates, so hot loops need not build the square. */
export function keyAt(x: number, y: number): number {
  return (y + 1) * (SEA_SIZE + 2) + (x + 1);
}

/** Two squares are the same square. */
export function sameSquare(a: Square, b: Square): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** The square lies on the sea (R17 off-the-sea). */
export function onSea(sq: Square): boolean {
  const x = sq[0];
  const y = sq[1];
  return x >= 0 && y >= 0 && x < SEA_SIZE && y < SEA_SIZE;
}

/** Adjacent including diagonals (R28 battle reach). */
export function touching(a: Square, b: Square): boolean {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) === 1;
}

/** A row of keys: the sea and the squares just off it on each side. */
const KEY_ROW = SEA_SIZE + 2;

/** How many keys there are (keyOf's range), so searches can keep a flat array by key. */
export const KEY_SPAN = KEY_ROW * KEY_ROW;

/** What one step adds to a key, in DIRS order (N, E, S, W). */
export const KEY_STEPS: readonly number[] = [-KEY_ROW, 1, KEY_ROW, -1];

/** What a step to each of the eight surrounding squares adds to a key (R4: islands and reefs keep apart, diagonals included). */
export const RING_KEY_STEPS: readonly number[] = [-KEY_ROW - 1, -KEY_ROW, -KEY_ROW + 1, -1, 1, KEY_ROW - 1, KEY_ROW, KEY_ROW + 1];

/** The square a key stands for (keyOf's inverse). */
export function squareOfKey(key: number): Square {
  return [(key % KEY_ROW) - 1, Math.floor(key / KEY_ROW) - 1];
}

/** Whether each key is a square of the sea (R2): 1 on the sea, 0 just off it. */
export const ON_SEA: Uint8Array = (() => {
  const on = new Uint8Array(KEY_SPAN);
  for (let y = 0; y < SEA_SIZE; y++) for (let x = 0; x < SEA_SIZE; x++) on[keyOf([x, y])] = 1;
  return on;
})();
