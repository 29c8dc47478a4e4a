// The client asks the one engine, never a copy of it: the view wrapped as the engine's state for its pure route functions.
import type { Dir, PlayerView, Square } from '../../../../shared/pastry/index';
import { endOf, shortestRoutes, walkRoute, type SailingState } from '../../../../shared/pastry/rules/sailing';
import { HEAVY_AT } from '../../../../shared/pastry/state';
import { counted } from '../../../shell/words';
import { DIR_VECTORS, opposite } from '../../../../shared/pastry/grid';
import { RuleError } from '../../../../shared/table/ruleError';

/** What sailing reads, taken from a view (it holds no secrets, and needs none). */
function sailingState(view: PlayerView, holdOverride?: { seat: number; size: number }): SailingState {
  return {
    board: view.board,
    wind: view.wind,
    captains: view.captains.map((c) => ({
      seat: c.seat,
      pos: c.pos,
      hold: holdOverride?.seat === c.seat ? c.hold.slice(0, holdOverride.size) : c.hold,
    })),
  };
}

const boardStates = new WeakMap<PlayerView, SailingState>();

/** The engine state for a view, built once per view. */
function stateOf(view: PlayerView): SailingState {
  let state = boardStates.get(view);
  if (!state) {
    state = sailingState(view);
    boardStates.set(view, state);
  }
  return state;
}

/** R15 to R21: where a route ends, as the engine would sail it (sweeps included), or why it cannot be sailed. */
export function sailPreview(view: PlayerView, seat: number, route: Dir[]): { path: Square[]; end: Square } | { error: string } {
  try {
    const move = walkRoute(stateOf(view), seat, route);
    return { path: move.swept ? [...move.path, move.swept.to] : move.path, end: endOf(move, view.captains[seat].pos) };
  } catch (error) {
    if (error instanceof RuleError) return { error: error.code };
    throw error;
  }
}

/** R16: the end squares a light hold would reach today, for drawing what heaviness costs in silver. */
export function lightHoldEnds(view: PlayerView, seat: number): Square[] {
  const light = sailingState(view, { seat, size: HEAVY_AT - 1 });
  return shortestRoutes(light, seat).map((route) => endOf(walkRoute(light, seat, route), view.captains[seat].pos));
}

/** R16 to R19, in a player's words: why a clicked square that no legal route reaches cannot be sailed to today. */
export function unreachableReason(view: PlayerView, seat: number, square: Square): string {
  const [x, y] = square;
  const at = (list: Square[]) => list.some(([a, b]) => a === x && b === y);
  if (x < 0 || y < 0 || x >= view.board.size || y >= view.board.size) return "That's off the edge of the sea.";
  const island = view.board.islands.find((i) => at(i.land));
  if (island) return `That's ${island.ingredient} Island: land. Sail to its dock (the square with the flag) to trade.`;
  if (at(view.board.tortuga)) return "That's Tortuga: land. Sail to one of its berths to dock.";
  if (at(view.board.reefs)) return "That's a reef: ships can't sail there.";
  const other = view.captains.find((c) => c.seat !== seat && c.pos[0] === x && c.pos[1] === y);
  if (other) return `${other.name}'s ship is there: you may sail past a ship but not stop on it.`;
  const me = view.captains[seat];
  const [dx, dy] = [x - me.pos[0], y - me.pos[1]];
  const distance = Math.abs(dx) + Math.abs(dy);
  const heavy = me.heavy ? ' (your heavy hold costs 1)' : '';
  if (needsUpwindStep(dx, dy, view.wind.today)) {
    if (distance > me.allowance.upwind) return `Too far into the wind: that's ${counted(distance, 'square')} away, and into the wind you sail only ${me.allowance.upwind}${heavy}.`;
    return `Too far this way: land or the current is in the way, and into the wind you sail only ${counted(me.allowance.upwind, 'square')}${heavy}.`;
  }
  if (distance > me.allowance.full) return `Too far: that's ${counted(distance, 'square')} away, and today's wind carries you ${me.allowance.full}${heavy}.`;
  return `Too far this way: land or the current is in the way, and the way round is longer than today's wind carries you (${me.allowance.full} squares, ${me.allowance.upwind} into the wind)${heavy}.`;
}

/** R16: whether every route to a square this far off takes a step into the wind (a step opposite to where it blows). */
function needsUpwindStep(dx: number, dy: number, wind: Dir): boolean {
  const [ux, uy] = DIR_VECTORS[opposite(wind)];
  return dx * ux + dy * uy > 0;
}
