// Sweep-aware sailing charts for bots: one day's reach from every square under every wind, and expected days to a goal (R15 to R20, R12).
import type { Dir, PlayerView, Square } from '../types';
import { DIRS } from '../grid';
import { reachedByTable } from './reach';
import { expectedDays } from './expected';

type ViewBoard = PlayerView['board'];

const SIZE = 16;
const CELLS = SIZE * SIZE;

/** A board compiled for fast planning; built once per board and kept while its views live. */
export type SeaChart = {
  water: Uint8Array; // 1 for a water square, by cell
  waterCells: number[];
  arcOf: Int8Array; // the arc a cell belongs to, or -1 (R20)
  arcs: number[][]; // each arc's cells in clockwise order
  docks: number[]; // each island's dock cell, in board order
  berths: number[]; // Tortuga's berths (R3)
  reachedStart: Int32Array; // offsets into reachedBy by (wind, cell): a row's start, the end of its heavy starts, the end of its light ones
  reachedBy: Int16Array; // the states (wind, cell) whose one day's sail, ignoring other ships, can end at that cell (reach.ts)
  maps: Map<string, Float64Array>; // daysTo's results by goal set and weight
  placeMaps: (Float64Array | undefined)[]; // the same for each dock and for Tortuga, by weight, for quick lookup
};

/** The cell number of a square. */
export function cellOf([x, y]: Square): number {
  return y * SIZE + x;
}

/** The square of a cell number. */
export function squareOf(cell: number): Square {
  return [cell % SIZE, Math.floor(cell / SIZE)];
}

/** The cell one step away, or -1 off the sea (R17). */
function stepCell(cell: number, dir: number): number {
  const x = cell % SIZE;
  const y = (cell - x) / SIZE;
  if (dir === 0) return y > 0 ? cell - SIZE : -1;
  if (dir === 1) return x < SIZE - 1 ? cell + 1 : -1;
  if (dir === 2) return y < SIZE - 1 ? cell + SIZE : -1;
  return x > 0 ? cell - 1 : -1;
}

/** Compiles a board: water, arcs, docks and, for daysTo, who reaches each cell in one day. */
function compile(board: ViewBoard): SeaChart {
  const water = new Uint8Array(CELLS).fill(1);
  for (const sq of board.land) water[cellOf(sq)] = 0;
  const arcOf = new Int8Array(CELLS).fill(-1);
  const arcs = board.arcs.map((arc, i) =>
    arc.squares.map((sq) => {
      arcOf[cellOf(sq)] = i;
      return cellOf(sq);
    }),
  );
  const waterCells = [...Array(CELLS).keys()].filter((c) => water[c]);
  const docks = board.islands.map((i) => cellOf(i.dock));
  return { water, waterCells, arcOf, arcs, docks, berths: board.berths.map(cellOf), ...reachedByTable({ water, arcs }), maps: new Map(), placeMaps: [] };
}

const charts = new WeakMap<object, SeaChart>();

/** The chart of a view's board; views of one board share its frozen land array, so it is compiled once. */
export function chartFor(board: ViewBoard): SeaChart {
  let chart = charts.get(board.land);
  if (!chart) {
    chart = compile(board);
    charts.set(board.land, chart);
  }
  return chart;
}

/** Whether a view's board is charted already. */
export function isCharted(board: ViewBoard): boolean {
  return charts.has(board.land);
}

/**
 * R12, R16, R20: expected days to reach any of `goals`, by (wind of the first day) * 256 + cell,
 * counting the day of arrival; later winds follow R12's chances. Cached per chart.
 */
export function daysTo(chart: SeaChart, goals: readonly number[], heavy: boolean): Float64Array {
  const key = `${[...goals].sort((a, b) => a - b).join(',')}:${heavy ? 1 : 0}`;
  let days = chart.maps.get(key);
  if (!days) {
    days = expectedDays(chart, goals, heavy);
    chart.maps.set(key, days);
  }
  return days;
}

/** R23: expected days to an island's dock. */
export function dockDays(chart: SeaChart, island: number, heavy: boolean): Float64Array {
  const slot = island * 2 + (heavy ? 1 : 0);
  return (chart.placeMaps[slot] ??= daysTo(chart, [chart.docks[island]], heavy));
}

/** R39: expected days to any of Tortuga's berths. */
export function homeDays(chart: SeaChart, heavy: boolean): Float64Array {
  const slot = chart.docks.length * 2 + (heavy ? 1 : 0);
  return (chart.placeMaps[slot] ??= daysTo(chart, chart.berths, heavy));
}

/**
 * Charts the first missing one of the maps a voyage asks for (each dock's, then Tortuga's; light, then heavy) and returns
 * true, or returns false when all are there. Decisions that charted nothing call it, so the maps are ready before the
 * decisions that need several at once ask for them (issue 30: every decision within its budget). The maps are the same
 * whenever they are made, so the bots' choices do not change.
 */
export function chartAhead(chart: SeaChart): boolean {
  for (const heavy of [false, true]) {
    for (let island = 0; island <= chart.docks.length; island++) {
      const slot = island * 2 + (heavy ? 1 : 0);
      if (chart.placeMaps[slot]) continue;
      if (island < chart.docks.length) dockDays(chart, island, heavy);
      else homeDays(chart, heavy);
      return true;
    }
  }
  return false;
}

/** The wind's index in DIRS. */
export function windIndex(dir: Dir): number {
  return DIRS.indexOf(dir);
}

/** Expected days from a cell when the first day's wind is known. */
export function daysWith(map: Float64Array, wind: Dir, cell: number): number {
  return map[windIndex(wind) * CELLS + cell];
}

/** Expected days from a cell when the first day's wind is not yet known (each equally likely). */
export function daysAveraged(map: Float64Array, cell: number): number {
  return (map[cell] + map[CELLS + cell] + map[2 * CELLS + cell] + map[3 * CELLS + cell]) / 4;
}

/** R17 to R20 with the ships of the view: where a listed route leaves this seat's ship. */
export function routeEnd(view: PlayerView, seat: number, route: readonly Dir[]): Square {
  const chart = chartFor(view.board);
  const others = new Set(view.captains.filter((c) => c.seat !== seat).map((c) => cellOf(c.pos)));
  let at = cellOf(view.captains[seat].pos);
  for (const dir of route) {
    at = stepCell(at, DIRS.indexOf(dir));
    const arc = chart.arcOf[at];
    if (arc >= 0) {
      const squares = chart.arcs[arc];
      for (let i = squares.length - 1; i >= 0; i--) if (!others.has(squares[i])) return squareOf(squares[i]);
    }
  }
  return squareOf(at);
}

/** Water steps from a square to every cell, ignoring the current: a quick yardstick to a moving target such as a ship. */
export function stepsFrom(chart: SeaChart, from: Square): Int16Array {
  const steps = new Int16Array(CELLS).fill(-1);
  const queue = [cellOf(from)];
  steps[queue[0]] = 0;
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head];
    for (let dir = 0; dir < 4; dir++) {
      const to = stepCell(at, dir);
      if (to < 0 || !chart.water[to] || steps[to] >= 0) continue;
      steps[to] = steps[at] + 1;
      queue.push(to);
    }
  }
  return steps;
}
