// R15 to R21: sailing a route under the day's wind, step by step.
import type { Board, Dir, Movement, Square } from '../types';
import { DIRS, KEY_SPAN, KEY_STEPS, ON_SEA, keyOf, onSea, opposite, stepFrom } from '../grid';
import { isHeavy, landKeys, landMask, occupiedSquares } from '../state';
import { arcByKey, sweepToFarEnd } from './current';
import { RuleError } from '../../table/ruleError';

/** What sailing reads of a voyage (R15 to R21): the board, today's wind, and each ship's square and hold. A GameState is one. */
export type SailingState = { board: Board; wind: { today: Dir }; captains: readonly { seat: number; pos: Square; hold: readonly unknown[] }[] };

/** R16: the wind blows 4 squares. */
export const BASE_ALLOWANCE = 4;
/** R16: any upwind step limits the whole route to 2. */
export const UPWIND_ALLOWANCE = 2;

/** R16: a ship's allowance today: full, and when the route goes upwind; a heavy hold costs 1 of each. */
export function allowanceFor(hold: readonly unknown[]): { full: number; upwind: number } {
  const cost = isHeavy(hold) ? 1 : 0;
  return { full: BASE_ALLOWANCE - cost, upwind: UPWIND_ALLOWANCE - cost };
}

/** R16: the route has a step pointing opposite to the wind. */
export function goesUpwind(route: readonly Dir[], wind: Dir): boolean {
  return route.includes(opposite(wind));
}

/**
 * R15 to R21: walks a route from the seat's square and returns the movement, or throws the
 * first broken rule. A sweep (R20) ends the route early; any steps after it are not sailed.
 */
export function walkRoute(s: SailingState, seat: number, route: readonly Dir[]): Movement {
  const captain = s.captains[seat];
  const allowance = allowanceFor(captain.hold);
  if (goesUpwind(route, s.wind.today) && route.length > allowance.upwind) {
    throw new RuleError('upwind-too-far', `A route into the wind may be at most ${allowance.upwind} squares.`);
  }
  if (route.length > allowance.full) {
    throw new RuleError('route-too-long', `Today's wind carries this ship at most ${allowance.full} squares.`);
  }
  const land = landKeys(s.board);
  const chart = chartOf(s.board);
  const others = occupiedSquares(s, seat);
  const path: Square[] = [];
  let at: Square = captain.pos;
  // indexed: a kept route is frozen, and for...of over a frozen array allocates an iterator result per step in V8
  for (let i = 0; i < route.length; i++) {
    const next = stepFrom(at, route[i]);
    if (!onSea(next)) throw new RuleError('off-the-sea', 'That route sails off the edge of the sea.');
    if (land.has(keyOf(next))) throw new RuleError('blocked-by-land', 'That route runs aground on land.');
    path.push(next);
    at = next;
    const arc = chart[keyOf(next)]; // on the sea and off land here: OPEN or an arc
    if (arc >= 0) {
      const to = sweepToFarEnd(s.board, arc, others);
      return { seat, path, swept: { arc, to } };
    }
  }
  if (others.has(keyOf(at))) throw new RuleError('ends-on-ship', 'A route may pass other ships but not end on one.');
  return { seat, path, swept: null };
}

/** Where a movement leaves the ship. */
export function endOf(move: Movement, from: Square): Square {
  if (move.swept) return move.swept.to;
  return move.path.length ? move.path[move.path.length - 1] : from;
}

/** A search's nodes, kept between calls so a search allocates nothing per square: each node's key, parent, step and depth. */
const SEARCH_NODES = 2 * KEY_SPAN; // each search sees a key at most once, and there are two searches
const nodeKey = new Int16Array(SEARCH_NODES);
const nodeParent = new Int16Array(SEARCH_NODES);
const nodeDir = new Int8Array(SEARCH_NODES);
const nodeDepth = new Int8Array(SEARCH_NODES);
const seenIn = new Uint32Array(KEY_SPAN); // the search that last saw each key
let searches = 0;
/** Per call of shortestRoutes (its number in `calls`): other ships' squares, each end square's best node so far, the ends in the order first reached, each arc's sweep end. */
const shipIn = new Uint32Array(KEY_SPAN);
const bestIn = new Uint32Array(KEY_SPAN);
const bestNode = new Int32Array(KEY_SPAN);
const ends = new Int16Array(KEY_SPAN);
const sweepEnd = new Int16Array(KEY_SPAN); // by arc: the key a ship entering it is swept to this call, -1 not yet asked
let calls = 0;
let endCount = 0;
let nodes = 0;

/** Other ships' squares in the current call, as sweepToFarEnd asks them (occupiedSquares without building a set). */
const OTHER_SHIPS = { has: (key: number) => shipIn[key] === calls };

/** Where each length's routes start in ROUTES_KEPT: one of no steps, 4 of one, 16 of two, 64 of three, 256 of four. */
const KEPT_FROM = [0, 1, 5, 21, 85, 341];
/** R16: every route of at most 4 steps (the most a wind carries), made and frozen once: route lists share them, allocating none. */
const ROUTES_KEPT: (Dir[] | undefined)[] = new Array(KEPT_FROM[KEPT_FROM.length - 1]);

/** The route that leads to a search node, from the ship's square: the kept frozen one for up to 4 steps, else a new one. */
function routeTo(node: number): Dir[] {
  const depth = nodeDepth[node];
  if (depth < KEPT_FROM.length - 1) {
    let code = 0;
    let weight = 1;
    for (let at = node; nodeParent[at] >= 0; at = nodeParent[at], weight *= 4) code += nodeDir[at] * weight;
    const index = KEPT_FROM[depth] + code;
    return (ROUTES_KEPT[index] ??= Object.freeze(routeFromNodes(node)) as Dir[]);
  }
  return Object.freeze(routeFromNodes(node)) as Dir[];
}

/** The steps from the ship's square to a search node, following the parent links back (pushed, so the list is packed, not holey). */
function routeFromNodes(node: number): Dir[] {
  const route: Dir[] = [];
  for (let at = node; nodeParent[at] >= 0; at = nodeParent[at]) route.push(DIRS[nodeDir[at]]);
  return route.reverse();
}

/** Keeps `node` as the route to `end` unless a route as short or shorter is already kept; a new end joins the list. */
function offer(end: number, node: number): void {
  if (bestIn[end] !== calls) {
    bestIn[end] = calls;
    bestNode[end] = node;
    ends[endCount++] = end;
  } else if (nodeDepth[bestNode[end]] > nodeDepth[node]) bestNode[end] = node;
}

/** A chart's mark for a key no ship may enter: land, or just off the sea (R17). */
const BLOCKED = -2;
/** A chart's mark for open water off the current. */
const OPEN = -1;

/** The last board charted and its chart, so a search on the same board reads its chart without a lookup. */
let chartedBoard: Board | null = null;
let chartOfBoard: Int8Array = new Int8Array(0);
const charts = new WeakMap<Board, Int8Array>();

/** R17, R20 for the route search, by key: BLOCKED, OPEN, or the arc (0 up) of a rim square, one flat array per board. */
function chartOf(board: Board): Int8Array {
  if (board === chartedBoard) return chartOfBoard;
  let chart = charts.get(board);
  if (!chart) {
    const land = landMask(board);
    const arcs = arcByKey(board);
    chart = new Int8Array(KEY_SPAN);
    for (let key = 0; key < KEY_SPAN; key++) chart[key] = !ON_SEA[key] || land[key] ? BLOCKED : arcs[key] >= 0 ? arcs[key] : OPEN;
    charts.set(board, chart);
  }
  chartedBoard = board;
  chartOfBoard = chart;
  return chart;
}

/** One breadth-first search from `start`, stepping only in the directions `allowed` marks (bit per DIRS index), at most `limit` steps. */
function search(s: SailingState, start: number, allowed: number, limit: number, chart: Int8Array): void {
  const id = ++searches;
  seenIn[start] = id;
  const root = nodes++;
  nodeKey[root] = start;
  nodeParent[root] = -1;
  nodeDepth[root] = 0;
  if (shipIn[start] !== calls) offer(start, root);
  let from = root;
  let to = nodes;
  for (let depth = 0; depth < limit; depth++) {
    for (let at = from; at < to; at++) {
      const here = nodeKey[at];
      if (here < 0) continue;
      for (let dir = 0; dir < 4; dir++) {
        if (!(allowed & (1 << dir))) continue;
        const next = here + KEY_STEPS[dir];
        const arc = chart[next];
        if (arc === BLOCKED || seenIn[next] === id) continue;
        seenIn[next] = id;
        const node = nodes++;
        nodeKey[node] = next;
        nodeParent[node] = at;
        nodeDir[node] = dir;
        nodeDepth[node] = depth + 1;
        if (arc >= 0) {
          if (sweepEnd[arc] < 0) sweepEnd[arc] = keyOf(sweepToFarEnd(s.board, arc, OTHER_SHIPS));
          offer(sweepEnd[arc], node);
          nodeKey[node] = -1; // swept away: no further steps from here
          continue;
        }
        if (shipIn[next] !== calls) offer(next, node);
      }
    }
    from = to;
    to = nodes;
  }
}

/** What a search's routes were found from: the seat, the wind, its allowances and every ship's square (by key, in seat order). */
type RoutesFrom = { seat: number; wind: Dir; full: number; upwind: number; ships: number[]; routes: Dir[][] };

/** The last routes found on each board, and what they were found from. */
const lastRoutes = new WeakMap<Board, RoutesFrom>();

/** Whether `kept` was found from the same seat, wind, allowances and ships' squares (compared field by field: no key string is built per ask). */
function foundFrom(kept: RoutesFrom | undefined, s: SailingState, seat: number, full: number, upwind: number): kept is RoutesFrom {
  if (kept === undefined || kept.seat !== seat || kept.wind !== s.wind.today || kept.full !== full || kept.upwind !== upwind) return false;
  if (kept.ships.length !== s.captains.length) return false;
  for (let i = 0; i < s.captains.length; i++) if (kept.ships[i] !== keyOf(s.captains[i].pos)) return false;
  return true;
}

/**
 * R15 to R21 for legalActions: one shortest legal route to every reachable end square,
 * searching first without upwind steps (full allowance), then with them (upwind allowance).
 * Breadth first over square keys, each route kept as a parent link until it is handed out.
 * A seat asked again with nothing sailing reads changed (a clock's step, a bot's second look) gets the same frozen list.
 */
export function shortestRoutes(s: SailingState, seat: number): Dir[][] {
  const captain = s.captains[seat];
  const allowance = allowanceFor(captain.hold);
  const kept = lastRoutes.get(s.board);
  if (foundFrom(kept, s, seat, allowance.full, allowance.upwind)) return kept.routes;
  const chart = chartOf(s.board);
  calls++;
  for (const other of s.captains) if (other.seat !== seat) shipIn[keyOf(other.pos)] = calls;
  sweepEnd.fill(-1, 0, s.board.arcs.length);
  endCount = 0;
  nodes = 0;
  const start = keyOf(captain.pos);
  const upwind = DIRS.indexOf(opposite(s.wind.today));
  search(s, start, 0b1111 & ~(1 << upwind), allowance.full, chart);
  search(s, start, 0b1111, allowance.upwind, chart);
  const routes: Dir[][] = new Array(endCount);
  for (let i = 0; i < endCount; i++) routes[i] = routeTo(bestNode[ends[i]]);
  const ships = s.captains.map((c) => keyOf(c.pos));
  lastRoutes.set(s.board, { seat, wind: s.wind.today, full: allowance.full, upwind: allowance.upwind, ships, routes: Object.freeze(routes) as Dir[][] });
  return routes;
}
