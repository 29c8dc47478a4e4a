// The bots' sailing charts (R12, R15 to R20): the fast expected-days maps are, bit for bit, those of a plain reference
// (every day's reach searched square by square, then rounds of value iteration rescanning every reach), on many boards.
import { describe, expect, it } from 'vitest';
import { applyAction, createVoyage, legalActions, viewFor } from '../../shared/pastry/index';
import { actorOf } from '../../shared/pastry/state';
import { botAction, prepareBots } from '../../shared/pastry/bots/index';
import type { PlayerView } from '../../shared/pastry/index';
import { allowanceFor } from '../../shared/pastry/rules/sailing';
import { chartAhead, chartFor, daysTo, dockDays, homeDays, isCharted } from '../../shared/pastry/bots/navigation';

const CELLS = 256;
const FAR = 60;
const BOARDS = 60;

/** A board as the bots see it. */
function boardOf(seed: string): PlayerView['board'] {
  const state = createVoyage({ seed, captains: [0, 1].map((k) => ({ name: `b${k}`, bot: 'hard' as const })), options: { turnMs: 0, decisionMs: 0, namingMs: 0 }, now: 0 });
  return viewFor(state, 0).board;
}

/** The cell one step away (N, E, S, W), or -1 off the sea. */
function step(cell: number, dir: number): number {
  const x = cell % 16;
  const y = Math.floor(cell / 16);
  const [nx, ny] = [
    [x, y - 1],
    [x + 1, y],
    [x, y + 1],
    [x - 1, y],
  ][dir];
  return nx < 0 || ny < 0 || nx > 15 || ny > 15 ? -1 : ny * 16 + nx;
}

/** Reference R15 to R20: the ends of one day's sail from `from`, staying put included, each route searched breadth first. */
function referenceReach(board: PlayerView['board'], from: number, wind: number, heavy: boolean): number[] {
  const land = new Set(board.land.map(([x, y]) => y * 16 + x));
  const arcEnd = new Map<number, number>();
  for (const arc of board.arcs) for (const [x, y] of arc.squares) arcEnd.set(y * 16 + x, arc.squares.at(-1)![1] * 16 + arc.squares.at(-1)![0]);
  const allowance = allowanceFor(new Array(heavy ? 4 : 0));
  const ends = new Set([from]);
  for (const [limit, banned] of [
    [allowance.full, (wind + 2) % 4],
    [allowance.upwind, -1],
  ]) {
    const seen = new Set([from]);
    let frontier = [from];
    for (let depth = 0; depth < limit; depth++) {
      const next: number[] = [];
      for (const at of frontier) {
        for (let dir = 0; dir < 4; dir++) {
          const to = step(at, dir);
          if (dir === banned || to < 0 || land.has(to) || seen.has(to)) continue;
          seen.add(to);
          ends.add(arcEnd.get(to) ?? to);
          if (!arcEnd.has(to)) next.push(to);
        }
      }
      frontier = next;
    }
  }
  return [...ends];
}

const reachCache = new Map<string, number[][][]>();

/** Every water cell's reach by wind, searched once per board and weight. */
function referenceReaches(board: PlayerView['board'], heavy: boolean): number[][][] {
  const key = `${JSON.stringify(board.land)}:${JSON.stringify(board.arcs)}:${heavy}`;
  let reach = reachCache.get(key);
  if (!reach) {
    const land = new Set(board.land.map(([x, y]) => y * 16 + x));
    reach = [0, 1, 2, 3].map((w) => [...Array(CELLS).keys()].map((c) => (land.has(c) ? [] : referenceReach(board, c, w, heavy))));
    reachCache.set(key, reach);
  }
  return reach;
}

/** Reference R12: value iteration from FAR, each round rescanning every reach, until no state gains 0.01 of a day. */
function referenceDays(board: PlayerView['board'], goals: readonly number[], heavy: boolean): Float64Array {
  const land = new Set(board.land.map(([x, y]) => y * 16 + x));
  const cells = [...Array(CELLS).keys()].filter((c) => !land.has(c) && !goals.includes(c));
  const reach = referenceReaches(board, heavy);
  const days = new Float64Array(4 * CELLS).fill(FAR);
  for (const g of goals) for (let w = 0; w < 4; w++) days[w * CELLS + g] = 0;
  for (let round = 0; round < 200; round++) {
    const expected = days.map((_, i) => {
      const [w, c] = [Math.floor(i / CELLS), i % CELLS];
      return 0.4 * days[i] + 0.3 * (days[((w + 1) % 4) * CELLS + c] + days[((w + 3) % 4) * CELLS + c]);
    });
    let change = 0;
    for (let w = 0; w < 4; w++) {
      cells.forEach((c) => {
        let best = FAR;
        for (const end of reach[w][c]) if (expected[w * CELLS + end] < best) best = expected[w * CELLS + end];
        const value = 1 + best;
        if (value < days[w * CELLS + c]) {
          change = Math.max(change, days[w * CELLS + c] - value);
          days[w * CELLS + c] = value;
        }
      });
    }
    if (change < 0.01) break;
  }
  return days;
}

/** The first index where two maps differ, bit for bit, or -1. */
function firstDifference(a: Float64Array, b: Float64Array): number {
  return a.findIndex((v, i) => !Object.is(v, b[i]));
}

describe('R12, R15 to R20: expected-days maps', () => {
  it(`every dock's and Tortuga's map, light and heavy, equals the reference bit for bit on ${BOARDS} boards`, () => {
    let compared = 0;
    for (let i = 0; i < BOARDS; i++) {
      const board = boardOf(`charts-${i}`);
      const chart = chartFor(board);
      for (const heavy of [false, true]) {
        chart.docks.forEach((dock, island) => {
          expect(firstDifference(dockDays(chart, island, heavy), referenceDays(board, [dock], heavy)), `board ${i} island ${island} heavy ${heavy}`).toBe(-1);
          compared++;
        });
        expect(firstDifference(homeDays(chart, heavy), referenceDays(board, chart.berths, heavy)), `board ${i} Tortuga heavy ${heavy}`).toBe(-1);
        compared++;
      }
    }
    expect(compared).toBe(BOARDS * 18);
  });

  it('so do maps to other goals: a rim arc end, several scattered squares', () => {
    for (let i = 0; i < 30; i++) {
      const board = boardOf(`charts-goals-${i}`);
      const chart = chartFor(board);
      const arcEnd = board.arcs[i % board.arcs.length].squares.at(-1)!;
      const scattered = chart.waterCells.filter((_, k) => k % (37 + i) === 5);
      for (const goals of [[arcEnd[1] * 16 + arcEnd[0]], scattered]) {
        for (const heavy of [false, true]) expect(firstDifference(daysTo(chart, goals, heavy), referenceDays(board, goals, heavy)), `board ${i} goals ${goals}`).toBe(-1);
      }
    }
  });
});

describe('issue 30: maps charted ahead', () => {
  it('a decision that charts no map charts the next missing one, so all 18 are ready early in a voyage', () => {
    let state = createVoyage({ seed: 'ahead', captains: [0, 1, 2].map((k) => ({ name: `b${k}`, bot: 'hard' as const })), options: { turnMs: 0, decisionMs: 0, namingMs: 0 }, now: 0 });
    const chart = chartFor(viewFor(state, 0).board);
    const sizes: number[] = [];
    for (let step = 0; step < 40 && state.phase !== 'over'; step++) {
      const seat = actorOf(state)!;
      const before = chart.maps.size;
      const action = botAction(viewFor(state, seat), legalActions(state, seat), 'hard', `ahead:${step}`);
      expect(chart.maps.size, `decision ${step}`).toBeGreaterThan(before);
      sizes.push(chart.maps.size);
      const r = applyAction(state, seat, action, step * 250);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
      if (chart.maps.size === 18) break;
    }
    expect(chart.maps.size).toBe(18);
    expect(chartAhead(chart)).toBe(false);
    expect(sizes.length).toBeLessThan(18);
  });
});

describe('the bots prepare in slices, in a thinking pause', () => {
  const setup = (seed: string) => ({ seed, captains: [0, 1, 2, 3].map((k) => ({ name: `b${k}`, bot: 'normal' as const })), options: { turnMs: 0, decisionMs: 0, namingMs: 0 }, now: 0 });

  it('charts the board, then one map a slice, until all 18 are there and it says none is left', () => {
    const view = viewFor(createVoyage(setup('slices')), 0);
    expect(isCharted(view.board)).toBe(false);
    let slices = 0;
    while (prepareBots(view)) slices++;
    const chart = chartFor(view.board);
    expect(chart.maps.size).toBe(18);
    expect(slices).toBe(19); // the chart, then each map
    expect(prepareBots(view)).toBe(false);
  });

  it('no decision changes: the same voyage played with its board prepared and unprepared makes the same moves', () => {
    for (const seed of ['same-a', 'same-b', 'same-c']) {
      const played = [true, false].map((prepared) => {
        let state = createVoyage(setup(seed));
        if (prepared) while (prepareBots(viewFor(state, 0)));
        else expect(isCharted(viewFor(state, 0).board)).toBe(false); // a board of its own, not the prepared one's
        const moves: string[] = [];
        for (let step = 0; step < 60 && state.phase !== 'over'; step++) {
          const seat = actorOf(state)!;
          const action = botAction(viewFor(state, seat), legalActions(state, seat), (['easy', 'normal', 'hard'] as const)[step % 3], `${seed}:${step}`);
          moves.push(JSON.stringify(action));
          const r = applyAction(state, seat, action, step * 250);
          if (!r.ok) throw new Error(r.error.code);
          state = r.state;
        }
        return moves;
      });
      expect(played[0]).toEqual(played[1]);
    }
  });
});
