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
 * Who reaches each cell in one day: the states (wind * 256 + cell) whose day's sail can end at `cell` under `wind` are
 * reachedBy[reachedStart[2 * row]] up to reachedBy[reachedStart[2 * row + 1]] for a heavy hold and up to
 * reachedBy[reachedStart[2 * row + 2]] for a light one, row = wind * 256 + cell: a heavy day's ends are a light day's too
 * (R16: one square less each way), so each row lists the heavy starts first and then the starts only a light hold has.
 */
export type ReachedBy = { reachedStart: Int32Array; reachedBy: Int16Array };

/** A set of cells as 8 words of 32 bits: word cell >> 5, bit cell & 31, so each word holds two rows of the sea. */
const WORDS = CELLS / 32;
/** Each word's bits but those of x = 15, and but those of x = 0: a step east or west never wraps to another row. */
const NOT_EAST_EDGE = 0x7fff7fff;
const NOT_WEST_EDGE = 0xfffefffe | 0;

/** Scratch for one end's layers: the starts found so far, the squares a route's last step can land on, and each end's entry squares. */
const found = new Int32Array(WORDS);
const entries = new Int32Array(WORDS);
const entryOf = new Int32Array(WORDS);

/**
 * The starts whose day's sail can end at `end`, layer by layer up to `limit` steps never heading `banned` (-1: any way),
 * ORed into `into` at `base + keepAt[steps - 1]` for the layers asked for (-1: not kept). A start reaches the end in k steps when
 * it stays there, or one step of it lands on a square of `entry` (the end, or every square of the arc that sweeps to it,
 * R20) or on open water that reaches the end in k - 1. Only the words of rows within k of the end are worked, unless the
 * end is an arc's (`wide`).
 */
function startsFor(water: Int32Array, open: Int32Array, end: number, wide: boolean, banned: number, limit: number, into: Int32Array, base: number, keepAt: readonly number[]): void {
  for (let i = 0; i < WORDS; i++) entries[i] = entryOf[i];
  const row = end >> 4;
  for (let steps = 1; steps <= limit; steps++) {
    const lo = wide ? 0 : Math.max(0, (row - steps) >> 1);
    const hi = wide ? WORDS - 1 : Math.min(WORDS - 1, (row + steps) >> 1);
    for (let i = lo; i <= hi; i++) {
      const here = entries[i];
      let from = 0;
      if (banned !== 0) from |= (here << 16) | (i > 0 ? entries[i - 1] >>> 16 : 0); // a step north lands 16 cells back
      if (banned !== 1) from |= (here >>> 1) & NOT_EAST_EDGE;
      if (banned !== 2) from |= (here >>> 16) | (i < WORDS - 1 ? entries[i + 1] << 16 : 0);
      if (banned !== 3) from |= (here << 1) & NOT_WEST_EDGE;
      found[i] = from & water[i];
    }
    found[end >> 5] |= 1 << (end & 31);
    const at = keepAt[steps - 1];
    for (let i = lo; i <= hi; i++) {
      if (at >= 0) into[base + at + i] |= found[i];
      entries[i] = (found[i] & open[i]) | entryOf[i];
    }
  }
}

/** Each row's starts, 8 words a row, row = (heavy * 4 + wind) * 256 + end; one end's upwind starts, light then heavy; the layers kept. */
const rowStarts = new Int32Array(2 * 4 * CELLS * WORDS);
const upwindRows = new Int32Array(2 * WORDS);
const downwindKeep = [-1, -1, -1, -1];
const upwindKeep = [-1, -1];
/** By end, the words its rows' starts can lie in, firstWord to lastWord (none for land): only those are ORed and listed. */
const firstWord = new Int8Array(CELLS);
const lastWord = new Int8Array(CELLS);

/**
 * R15 to R20: every (weight, wind, cell)'s day: staying put, any route of up to the full allowance that never heads into
 * the wind, and any route of up to the upwind allowance; worked backwards from each end as sets of 256 bits (startsFor).
 * Backwards cannot see that a route never re-enters its own start, which matters only for a start inside an arc going
 * back into it: R20's arcs are unbroken runs of the rim, so such a start also reaches its far end in one step upwind.
 */
export function reachedByTable(board: ReachBoard): ReachedBy {
  const water = new Int32Array(WORDS);
  const open = new Int32Array(WORDS);
  const sweptTo = new Int16Array(CELLS).fill(-1);
  for (const arc of board.arcs) for (const cell of arc) sweptTo[cell] = arc[arc.length - 1];
  for (let cell = 0; cell < CELLS; cell++) {
    if (!board.water[cell]) continue;
    water[cell >> 5] |= 1 << (cell & 31);
    if (sweptTo[cell] < 0) open[cell >> 5] |= 1 << (cell & 31);
  }
  rowStarts.fill(0);
  downwindKeep[ALLOWANCE[0].full - 1] = 0;
  downwindKeep[ALLOWANCE[1].full - 1] = 4 * CELLS * WORDS;
  upwindKeep[ALLOWANCE[0].upwind - 1] = 0;
  upwindKeep[ALLOWANCE[1].upwind - 1] = WORDS;
  firstWord.fill(1);
  lastWord.fill(0);
  for (let end = 0; end < CELLS; end++) {
    if (!board.water[end]) continue;
    const swept = sweptTo[end];
    if (swept >= 0 && swept !== end) {
      for (let row = end; row < 2 * 4 * CELLS; row += CELLS) rowStarts[row * WORDS + (end >> 5)] = 1 << (end & 31);
      firstWord[end] = lastWord[end] = end >> 5;
      continue;
    }
    firstWord[end] = swept >= 0 ? 0 : Math.max(0, ((end >> 4) - MOST_FULL) >> 1);
    lastWord[end] = swept >= 0 ? WORDS - 1 : Math.min(WORDS - 1, ((end >> 4) + MOST_FULL) >> 1);
    entryOf.fill(0);
    if (swept < 0) entryOf[end >> 5] = 1 << (end & 31);
    else for (const arc of board.arcs) if (arc[arc.length - 1] === end) for (const cell of arc) entryOf[cell >> 5] |= 1 << (cell & 31);
    for (let wind = 0; wind < 4; wind++) {
      startsFor(water, open, end, swept >= 0, (wind + 2) % 4, MOST_FULL, rowStarts, (wind * CELLS + end) * WORDS, downwindKeep);
    }
    upwindRows.fill(0);
    startsFor(water, open, end, swept >= 0, -1, MOST_UPWIND, upwindRows, 0, upwindKeep);
    for (let wind = 0; wind < 4; wind++) {
      for (let i = firstWord[end]; i <= lastWord[end]; i++) {
        rowStarts[(wind * CELLS + end) * WORDS + i] |= upwindRows[i];
        rowStarts[((4 + wind) * CELLS + end) * WORDS + i] |= upwindRows[WORDS + i];
      }
    }
  }
  return listRows();
}

/** The rows' starts as lists, heavy starts first (R16: a light hold reaches them too), each as its state (wind * 256 + cell) in the order of the cells, read only in the words its end's rows can reach. */
function listRows(): ReachedBy {
  const rows = 4 * CELLS;
  const reachedStart = new Int32Array(2 * rows + 1);
  let count = 0;
  for (let row = 0; row < rows; row++) {
    if (count + CELLS > listed.length) growListed();
    const state = (row >> 8) * CELLS;
    const end = row & (CELLS - 1);
    const light = row * WORDS;
    const heavy = (rows + row) * WORDS;
    reachedStart[2 * row] = count;
    for (let i = firstWord[end]; i <= lastWord[end]; i++) count = listBits(rowStarts[heavy + i], state + (i << 5), count);
    reachedStart[2 * row + 1] = count;
    for (let i = firstWord[end]; i <= lastWord[end]; i++) count = listBits(rowStarts[light + i] & ~rowStarts[heavy + i], state + (i << 5), count);
  }
  reachedStart[2 * rows] = count;
  return { reachedStart, reachedBy: listed.slice(0, count) };
}

/** Lists the cells of one word's bits, each as `base` plus its bit, from `count` on; returns the new count. */
function listBits(bits: number, base: number, count: number): number {
  while (bits !== 0) {
    const low = bits & -bits;
    listed[count++] = base + 31 - Math.clz32(low);
    bits ^= low;
  }
  return count;
}

/** listRows' scratch, reused. */
let listed = new Int16Array(1 << 15);

/** Doubles the lists' room. */
function growListed(): void {
  const more = new Int16Array(listed.length * 2);
  more.set(listed);
  listed = more;
}
