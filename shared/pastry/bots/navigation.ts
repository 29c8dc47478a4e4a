// Sweep-aware sailing charts for bots: one day's reach from every square under every wind, and expected days to a goal (R15 to R20, R12).
import type { Dir, PlayerView, Square } from '../types';
import { DIRS } from '../grid';
import { allowanceFor } from '../rules/sailing';

type ViewBoard = PlayerView['board'];

const SIZE = 16;
const CELLS = SIZE * SIZE;
const FAR = 60;
/** R12: tomorrow keeps today's wind with 0.4, veers with 0.3, backs with 0.3. */
const KEEP = 0.4;
const TURN = 0.3;
/** R16: allowance full and upwind, for a light hold and a heavy one. */
const ALLOWANCE = [allowanceFor([]), allowanceFor(new Array(4))];

/** A board compiled for fast planning; built once per board and kept while its views live. */
export type SeaChart = {
  water: Uint8Array; // 1 for a water square, by cell
  waterCells: number[];
  arcOf: Int8Array; // the arc a cell belongs to, or -1 (R20)
  arcs: number[][]; // each arc's cells in clockwise order
  docks: number[]; // each island's dock cell, in board order
  berths: number[]; // Tortuga's berths (R3)
  reachStart: Int32Array; // offsets into reachCells by (heavy, wind, cell)
  reachCells: Int16Array; // where one day's sail can end, ignoring other ships
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

/** Marks for dayReach's searches, reused across calls: a cell is seen (or an end) when its mark is the current one. */
const seenMark = new Int32Array(CELLS);
const endMark = new Int32Array(CELLS);
let seenNow = 0;
let endNow = 0;

/** Adds a cell to a day's ends unless it is there already (first come, first listed). */
function addEnd(ends: number[], cell: number): void {
  if (endMark[cell] === endNow) return;
  endMark[cell] = endNow;
  ends.push(cell);
}

/** One search of dayReach: breadth first up to `limit` steps, into the wind or not; a rim square carries to its arc's end (R20). */
function searchReach(chart: ChartBase, from: number, upwind: number, allowUpwind: boolean, limit: number, ends: number[]): void {
  seenMark[from] = ++seenNow;
  let frontier = [from];
  for (let depth = 0; depth < limit; depth++) {
    const next: number[] = [];
    for (const at of frontier) {
      for (let dir = 0; dir < 4; dir++) {
        if (!allowUpwind && dir === upwind) continue;
        const to = stepCell(at, dir);
        if (to < 0 || !chart.water[to] || seenMark[to] === seenNow) continue;
        seenMark[to] = seenNow;
        const arc = chart.arcOf[to];
        if (arc >= 0) {
          const squares = chart.arcs[arc];
          addEnd(ends, squares[squares.length - 1]);
          continue;
        }
        addEnd(ends, to);
        next.push(to);
      }
    }
    frontier = next;
  }
}

/** The parts of a chart that dayReach reads. */
type ChartBase = Omit<SeaChart, 'reachStart' | 'reachCells' | 'maps' | 'placeMaps'>;

/** R15 to R20 without other ships: every end square of one day's sail from `from`, including staying put. */
function dayReach(chart: ChartBase, from: number, wind: number, heavy: number): number[] {
  endNow++;
  const ends: number[] = [];
  addEnd(ends, from);
  const upwind = (wind + 2) % 4;
  searchReach(chart, from, upwind, false, ALLOWANCE[heavy].full, ends);
  searchReach(chart, from, upwind, true, ALLOWANCE[heavy].upwind, ends);
  return ends;
}

/** Compiles a board: water, arcs, docks and every one-day reach. */
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
  const base = { water, waterCells, arcOf, arcs, docks: board.islands.map((i) => cellOf(i.dock)), berths: board.berths.map(cellOf) };
  const reachStart = new Int32Array(2 * 4 * CELLS + 1);
  const lists: number[][] = [];
  for (let heavy = 0; heavy < 2; heavy++) {
    for (let wind = 0; wind < 4; wind++) {
      for (let cell = 0; cell < CELLS; cell++) lists.push(water[cell] ? dayReach(base, cell, wind, heavy) : []);
    }
  }
  const reachCells = new Int16Array(lists.reduce((n, l) => n + l.length, 0));
  let at = 0;
  lists.forEach((list, i) => {
    reachStart[i] = at;
    reachCells.set(list, at);
    at += list.length;
  });
  reachStart[lists.length] = at;
  return { ...base, reachStart, reachCells, maps: new Map(), placeMaps: [] };
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

/**
 * R12, R16, R20: expected days to reach any of `goals`, by (wind of the first day) * 256 + cell,
 * counting the day of arrival; later winds follow R12's chances. Cached per chart.
 */
export function daysTo(chart: SeaChart, goals: readonly number[], heavy: boolean): Float64Array {
  const key = `${[...goals].sort((a, b) => a - b).join(',')}:${heavy ? 1 : 0}`;
  const known = chart.maps.get(key);
  if (known) return known;
  const h = heavy ? 1 : 0;
  const { reachStart, reachCells } = chart;
  const cells = Int16Array.from(chart.waterCells.filter((c) => !goals.includes(c)));
  const days = new Float64Array(4 * CELLS).fill(FAR);
  for (const g of goals) for (let w = 0; w < 4; w++) days[w * CELLS + g] = 0;
  const expected = new Float64Array(4 * CELLS);
  for (let round = 0; round < 200; round++) {
    for (let w = 0; w < 4; w++) {
      const own = w * CELLS;
      const cw = ((w + 1) % 4) * CELLS;
      const ccw = ((w + 3) % 4) * CELLS;
      for (let c = 0; c < CELLS; c++) expected[own + c] = KEEP * days[own + c] + TURN * (days[cw + c] + days[ccw + c]);
    }
    let change = 0;
    for (let w = 0; w < 4; w++) {
      const row = (h * 4 + w) * CELLS;
      const own = w * CELLS;
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i];
        let best = FAR;
        for (let k = reachStart[row + c], end = reachStart[row + c + 1]; k < end; k++) {
          const v = expected[own + reachCells[k]];
          if (v < best) best = v;
        }
        const value = 1 + best;
        const old = days[own + c];
        if (value < old) {
          if (old - value > change) change = old - value;
          days[own + c] = value;
        }
      }
    }
    if (change < 0.01) break;
  }
  chart.maps.set(key, days);
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
