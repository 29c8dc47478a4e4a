// R15 to R21: sailing a route under the day's wind, step by step.
import type { Board, Dir, Movement, Square } from '../types';
import { DIRS, keyOf, onSea, opposite, stepFrom } from '../grid';
import { isHeavy, landKeys, occupiedSquares } from '../state';
import { arcIndexOf, sweepToFarEnd } from './current';
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
  const others = occupiedSquares(s, seat);
  const path: Square[] = [];
  let at: Square = captain.pos;
  for (const dir of route) {
    const next = stepFrom(at, dir);
    if (!onSea(next)) throw new RuleError('off-the-sea', 'That route sails off the edge of the sea.');
    if (land.has(keyOf(next))) throw new RuleError('blocked-by-land', 'That route runs aground on land.');
    path.push(next);
    at = next;
    const arc = arcIndexOf(s.board, next);
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

/**
 * R15 to R21 for legalActions: one shortest legal route to every reachable end square,
 * searching first without upwind steps (full allowance), then with them (upwind allowance).
 */
export function shortestRoutes(s: SailingState, seat: number): Dir[][] {
  const captain = s.captains[seat];
  const allowance = allowanceFor(captain.hold);
  const land = landKeys(s.board);
  const others = occupiedSquares(s, seat);
  const best = new Map<number, Dir[]>();
  const offer = (end: Square, route: Dir[]) => {
    const k = keyOf(end);
    const known = best.get(k);
    if (!known || known.length > route.length) best.set(k, route);
  };
  const search = (dirs: readonly Dir[], limit: number) => {
    const seen = new Set([keyOf(captain.pos)]);
    let frontier: { at: Square; route: Dir[] }[] = [{ at: captain.pos, route: [] }];
    if (!others.has(keyOf(captain.pos))) offer(captain.pos, []);
    for (let depth = 0; depth < limit; depth++) {
      const nextFrontier: typeof frontier = [];
      for (const { at, route } of frontier) {
        for (const dir of dirs) {
          const next = stepFrom(at, dir);
          const k = keyOf(next);
          if (!onSea(next) || land.has(k) || seen.has(k)) continue;
          seen.add(k);
          const nextRoute = [...route, dir];
          const arc = arcIndexOf(s.board, next);
          if (arc >= 0) {
            offer(sweepToFarEnd(s.board, arc, others), nextRoute);
            continue;
          }
          if (!others.has(k)) offer(next, nextRoute);
          nextFrontier.push({ at: next, route: nextRoute });
        }
      }
      frontier = nextFrontier;
    }
  };
  search(
    DIRS.filter((d) => d !== opposite(s.wind.today)),
    allowance.full,
  );
  search(DIRS, allowance.upwind);
  return [...best.values()];
}
