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
  return (sq[1] + 1) * (SEA_SIZE + 2) + (sq[0] + 1); // indexed, not destructured: a hot path, and destructuring allocates an iterator
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

/** The outer ring of 60 squares (R2). */
export function onRim([x, y]: Square): boolean {
  return x === 0 || y === 0 || x === SEA_SIZE - 1 || y === SEA_SIZE - 1;
}

/** The four orthogonal neighbours that lie on the sea. */
export function orthogonalNeighbours(sq: Square): Square[] {
  return DIRS.map((d) => stepFrom(sq, d)).filter(onSea);
}

/** Adjacent including diagonals (R28 battle reach). */
export function touching(a: Square, b: Square): boolean {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) === 1;
}

/** The eight surrounding squares that lie on the sea. */
export function ringAround(sq: Square): Square[] {
  const x = sq[0];
  const y = sq[1];
  const out: Square[] = [];
  for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) if (dx || dy) out.push([x + dx, y + dy]);
  return out.filter(onSea);
}

/** A row of keys: the sea and the squares just off it on each side. */
const KEY_ROW = SEA_SIZE + 2;

/** How many keys there are (keyOf's range), so searches can keep a flat array by key. */
export const KEY_SPAN = KEY_ROW * KEY_ROW;

/** What one step adds to a key, in DIRS order (N, E, S, W). */
export const KEY_STEPS: readonly number[] = [-KEY_ROW, 1, KEY_ROW, -1];

/** Whether each key is a square of the sea (R2): 1 on the sea, 0 just off it. */
export const ON_SEA: Uint8Array = (() => {
  const on = new Uint8Array(KEY_SPAN);
  for (let y = 0; y < SEA_SIZE; y++) for (let x = 0; x < SEA_SIZE; x++) on[keyOf([x, y])] = 1;
  return on;
})();

/** A set of square keys as a flat mark per key: Set<number>'s has, add and size, without hashing (board generation's hot sets). */
export class KeySet {
  private readonly marks = new Uint8Array(KEY_SPAN);
  size = 0;

  constructor(keys: Iterable<number> = []) {
    for (const key of keys) this.add(key);
  }

  /** Whether the key is in the set. */
  has(key: number): boolean {
    return this.marks[key] === 1;
  }

  /** Puts the key in the set. */
  add(key: number): this {
    if (this.marks[key] === 0) {
      this.marks[key] = 1;
      this.size++;
    }
    return this;
  }
}
