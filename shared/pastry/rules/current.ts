// R20 the rim current: arcs cut from the rim, and sweeping a ship to an arc's far end.
import type { Arc, Board, Square } from '../types';
import { KEY_SPAN, SEA_SIZE, keyOf, onSea } from '../grid';
import { drawInt, type RngHolder } from '../../random';

/** The 60 rim squares in clockwise order, starting at the north-west corner (R2, R20). */
export function rimClockwise(): Square[] {
  const last = SEA_SIZE - 1;
  const out: Square[] = [];
  for (let x = 0; x < last; x++) out.push([x, 0]);
  for (let y = 0; y < last; y++) out.push([last, y]);
  for (let x = last; x > 0; x--) out.push([x, last]);
  for (let y = last; y > 0; y--) out.push([0, y]);
  return out;
}

/** R20: cuts the rim into 4 to 6 clockwise arcs of 6 to 16 squares, at random points. */
export function cutRimIntoArcs(rng: RngHolder): Arc[] {
  const rim = rimClockwise();
  const count = drawInt(rng, 4, 6);
  const lengths = Array.from({ length: count }, () => 6);
  const open: number[] = []; // the arcs still under 16 squares, in order: refilled for each spare square, not rebuilt
  for (let spare = rim.length - 6 * count; spare > 0; spare--) {
    open.length = 0;
    for (let i = 0; i < count; i++) if (lengths[i] < 16) open.push(i);
    lengths[open[drawInt(rng, 0, open.length - 1)]]++;
  }
  let at = drawInt(rng, 0, rim.length - 1);
  return lengths.map((len) => {
    const squares = Array.from({ length: len }, (_, i) => rim[(at + i) % rim.length]);
    at += len;
    return { squares };
  });
}

const arcCache = new WeakMap<Board, Int8Array>();

/** Each key's arc (R20), or -1 off the rim: one flat array per board, so searches read it without allocating. */
export function arcByKey(board: Board): Int8Array {
  let byKey = arcCache.get(board);
  if (!byKey) {
    byKey = new Int8Array(KEY_SPAN).fill(-1);
    for (const [i, arc] of board.arcs.entries()) for (const square of arc.squares) byKey[keyOf(square)] = i;
    arcCache.set(board, byKey);
  }
  return byKey;
}

/** Which arc a square belongs to, or -1 off the rim. */
export function arcIndexOf(board: Board, sq: Square): number {
  return onSea(sq) ? arcByKey(board)[keyOf(sq)] : -1;
}

/**
 * R20: where a ship entering `arcIndex` ends up: the far end, or the nearest free
 * square before it along the arc when the far end holds another ship.
 */
export function sweepToFarEnd(board: Board, arcIndex: number, occupied: { has(key: number): boolean }): Square {
  const squares = board.arcs[arcIndex].squares;
  for (let i = squares.length - 1; i >= 0; i--) {
    if (!occupied.has(keyOf(squares[i]))) return squares[i];
  }
  throw new Error('an arc is full of ships, which R20 arcs of 6 or more squares cannot be');
}
