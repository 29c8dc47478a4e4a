// R12, R16, R20: the rounds of value iteration behind the bots' expected-days maps (navigation.ts's daysTo caches them).
import type { ReachedBy } from './reach';

const CELLS = 256;
/** Days standing for "not reached yet": every map starts there. */
const FAR = 60;
/** R12: tomorrow keeps today's wind with 0.4, veers with 0.3, backs with 0.3. */
const KEEP = 0.4;
const TURN = 0.3;
/** The most rounds, and the gain under which a round ends the iteration. */
const ROUNDS = 200;
const SETTLED = 0.01;

/** What the rounds read of a chart: its water cells and who reaches each cell in one day. */
export type DaysBoard = ReachedBy & { waterCells: readonly number[] };

/** Scratch, reused across calls: each state's best expectation yet, each cell's expectation by wind, goals, marks. */
const bestSeen = new Float64Array(4 * CELLS);
const expected = new Float64Array(4 * CELLS);
const isGoal = new Uint8Array(CELLS);
const touchedMark = new Int32Array(4 * CELLS);
const touched = new Int16Array(4 * CELLS);
const changedMark = new Int32Array(CELLS);
let changedCells = new Int16Array(CELLS);
let nextChanged = new Int16Array(CELLS);
let roundMark = 0;

/**
 * Expected days to reach any of `goals`, by (wind of the first day) * 256 + cell, counting the day of arrival.
 *
 * Rounds of value iteration from FAR: each round, every state (wind, cell) off the goals takes one day plus the least
 * expectation of tomorrow among its day's ends (KEEP of the same wind there, TURN of each wind beside it), if that is less
 * than it had, until no state gains SETTLED days. Expectations only fall from round to round, so instead of rescanning every
 * state's ends each round, each cell whose days fell passes its new expectations to the states that reach it: the least of
 * what a state was passed is the least of a full rescan, the very same numbers at a fraction of the work.
 */
export function expectedDays(board: DaysBoard, goals: readonly number[], heavy: boolean): Float64Array {
  const span = heavy ? 1 : 2;
  const { reachedStart, reachedBy } = board;
  const days = new Float64Array(4 * CELLS).fill(FAR);
  bestSeen.fill(FAR);
  expected.fill(Infinity);
  isGoal.fill(0);
  for (const g of goals) {
    isGoal[g] = 1;
    for (let w = 0; w < 4; w++) days[w * CELLS + g] = 0;
  }
  let changedCount = 0;
  for (const c of board.waterCells) changedCells[changedCount++] = c;
  for (let round = 0; round < ROUNDS; round++) {
    const mark = ++roundMark;
    let touchedCount = 0;
    for (let i = 0; i < changedCount; i++) {
      const c = changedCells[i];
      for (let w = 0; w < 4; w++) {
        const own = w * CELLS + c;
        const e = KEEP * days[own] + TURN * (days[((w + 1) & 3) * CELLS + c] + days[((w + 3) & 3) * CELLS + c]);
        if (!(e < expected[own])) continue;
        expected[own] = e;
        if (!(e < FAR)) continue;
        for (let k = reachedStart[2 * own], end = reachedStart[2 * own + span]; k < end; k++) {
          const state = reachedBy[k];
          if (e < bestSeen[state]) {
            bestSeen[state] = e;
            if (touchedMark[state] !== mark) {
              touchedMark[state] = mark;
              touched[touchedCount++] = state;
            }
          }
        }
      }
    }
    let change = 0;
    let nextCount = 0;
    for (let i = 0; i < touchedCount; i++) {
      const state = touched[i];
      const c = state & (CELLS - 1);
      if (isGoal[c]) continue;
      const value = 1 + bestSeen[state];
      const old = days[state];
      if (value < old) {
        if (old - value > change) change = old - value;
        days[state] = value;
        if (changedMark[c] !== mark) {
          changedMark[c] = mark;
          nextChanged[nextCount++] = c;
        }
      }
    }
    [changedCells, nextChanged] = [nextChanged, changedCells];
    changedCount = nextCount;
    if (change < SETTLED) break;
  }
  return days;
}
