// One day's sail from every square under every wind, for a light hold and a heavy one, ignoring other ships (R15 to R20),
// listed the other way round: for each end square, the squares a day's sail can end there from. Bot charts only.
import { allowanceFor } from '../rules/sailing';

const SIZE = 16;
const CELLS = SIZE * SIZE;
/** R16: allowance full and upwind, for a light hold (0) and a heavy one (1). */
const ALLOWANCE = [allowanceFor([]), allowanceFor(new Array(4))];
const MOST_FULL = Math.max(...ALLOWANCE.map((a) => a.full));
const MOST_UPWIND = Math.max(...ALLOWANCE.map((a) => a.upwind));

/** The squares of a board that reach reads: water, and the rim's arcs (R20). */
export type ReachBoard = { water: Uint8Array; arcs: readonly (readonly number[])[] };

/**
 * Who reaches each cell in one day: the states (wind * 256 + cell) whose day's sail can end at `cell` under `wind` with
 * weight `heavy` are reachedBy[reachedStart[row]] up to reachedBy[reachedStart[row + 1]], row = (heavy * 4 + wind) * 256 + cell.
 */
export type ReachedBy = { reachedStart: Int32Array; reachedBy: Int16Array };

/** Scratch for the searches, reused: a cell is seen, or listed, when its mark is the current one. */
const seenMark = new Int32Array(CELLS);
const listedMark = new Int32Array(CELLS);
const queue = new Int16Array(CELLS);
let seenNow = 0;
let listedNow = 0;

/** One search's ends and the fewest steps each took, in the order found. */
type Ends = { cells: Int16Array; steps: Int8Array; count: number };

/** An empty list of ends, long enough for any search. */
function endsList(): Ends {
  return { cells: new Int16Array(CELLS), steps: new Int8Array(CELLS), count: 0 };
}

/**
 * Breadth first from `from` up to `limit` steps, never toward `banned` (-1: any way); a rim square carries to its arc's
 * far end (`sweptTo`, else -1) and stops there (R20). Lists every end once, with the fewest steps that reach it.
 */
function search(neighbours: Int16Array, sweptTo: Int16Array, from: number, banned: number, limit: number, ends: Ends): void {
  const seen = ++seenNow;
  const listed = ++listedNow;
  const { cells, steps: stepsOf } = ends;
  let count = 0;
  seenMark[from] = seen;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  for (let steps = 1; steps <= limit; steps++) {
    for (const depthEnd = tail; head < depthEnd; head++) {
      const at = queue[head] * 4;
      for (let dir = 0; dir < 4; dir++) {
        const to = neighbours[at + dir];
        if (to < 0 || dir === banned || seenMark[to] === seen) continue;
        seenMark[to] = seen;
        const swept = sweptTo[to];
        const end = swept >= 0 ? swept : to;
        if (listedMark[end] !== listed) {
          listedMark[end] = listed;
          cells[count] = end;
          stepsOf[count++] = steps;
        }
        if (swept < 0) queue[tail++] = to;
      }
    }
  }
  ends.count = count;
}

/** Each cell's water neighbour by direction (N, E, S, W), or -1 off the sea or on land (R17). */
function waterNeighbours(water: Uint8Array): Int16Array {
  const out = new Int16Array(CELLS * 4).fill(-1);
  for (let cell = 0; cell < CELLS; cell++) {
    const x = cell % SIZE;
    const y = (cell - x) / SIZE;
    if (y > 0 && water[cell - SIZE]) out[cell * 4] = cell - SIZE;
    if (x < SIZE - 1 && water[cell + 1]) out[cell * 4 + 1] = cell + 1;
    if (y < SIZE - 1 && water[cell + SIZE]) out[cell * 4 + 2] = cell + SIZE;
    if (x > 0 && water[cell - 1]) out[cell * 4 + 3] = cell - 1;
  }
  return out;
}

/**
 * R15 to R20: every (weight, wind, cell)'s day: staying put, any route of up to the full allowance that never heads into
 * the wind, and any route of up to the upwind allowance. The upwind search ignores the wind, so it runs once per cell; the
 * downwind one runs once per wind for both weights, a heavy hold keeping the ends within its smaller allowance.
 */
export function reachedByTable(board: ReachBoard): ReachedBy {
  const neighbours = waterNeighbours(board.water);
  const sweptTo = new Int16Array(CELLS).fill(-1);
  for (const arc of board.arcs) for (const cell of arc) sweptTo[cell] = arc[arc.length - 1];
  const rows = 2 * 4 * CELLS;
  const counts = new Int32Array(rows + 1);
  let pairs = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if (!board.water[cell]) continue;
    search(neighbours, sweptTo, cell, -1, MOST_UPWIND, upwindEnds);
    for (let wind = 0; wind < 4; wind++) {
      search(neighbours, sweptTo, cell, (wind + 2) % 4, MOST_FULL, downwindEnds);
      if (pairs + 2 * (1 + upwindEnds.count + downwindEnds.count) > pairTo.length) growPairs();
      for (let heavy = 0; heavy < 2; heavy++) {
        const row = (heavy * 4 + wind) * CELLS;
        listedMark[cell] = ++listedNow;
        pairFrom[pairs] = wind * CELLS + cell;
        pairTo[pairs++] = row + cell;
        counts[row + cell + 1]++;
        for (let side = 0; side < 2; side++) {
          const ends = side === 0 ? downwindEnds : upwindEnds;
          const limit = side === 0 ? ALLOWANCE[heavy].full : ALLOWANCE[heavy].upwind;
          for (let i = 0; i < ends.count; i++) {
            const end = ends.cells[i];
            if (ends.steps[i] > limit || listedMark[end] === listedNow) continue;
            listedMark[end] = listedNow;
            pairFrom[pairs] = wind * CELLS + cell;
            pairTo[pairs++] = row + end;
            counts[row + end + 1]++;
          }
        }
      }
    }
  }
  for (let row = 0; row < rows; row++) counts[row + 1] += counts[row];
  const reachedBy = new Int16Array(pairs);
  const fill = counts.slice(0, rows);
  for (let i = 0; i < pairs; i++) reachedBy[fill[pairTo[i]]++] = pairFrom[i];
  return { reachedStart: counts, reachedBy };
}

/** reachedByTable's scratch, reused: the ends of the searches from one cell, and every (from, row of the end) pair found. */
const upwindEnds = endsList();
const downwindEnds = endsList();
let pairFrom = new Int16Array(1 << 15);
let pairTo = new Int16Array(1 << 15);

/** Doubles the pairs' room, keeping those found. */
function growPairs(): void {
  const from = new Int16Array(pairFrom.length * 2);
  const to = new Int16Array(pairTo.length * 2);
  from.set(pairFrom);
  to.set(pairTo);
  pairFrom = from;
  pairTo = to;
}
