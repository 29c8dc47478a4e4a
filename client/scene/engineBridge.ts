// The client asks the one engine, never a copy of it: the view wrapped as the engine's state for its pure route functions.
import type { Dir, GameState, PlayerView, Square } from '../../shared/index';
import { endOf, shortestRoutes, walkRoute } from '../../shared/rules/sailing';
import { HEAVY_AT, RuleError } from '../../shared/state';

/** The parts of the engine's state that sailing reads, taken from a view (it holds no secrets, and needs none). */
function sailingState(view: PlayerView, holdOverride?: { seat: number; size: number }): GameState {
  return {
    board: { ...view.board, islands: view.board.islands.map((i) => ({ ingredient: i.ingredient, land: i.land, dock: i.dock })) },
    wind: { today: view.wind.today, tomorrow: view.wind.tomorrow, stormToday: view.wind.storm, stormTomorrowDir: null },
    captains: view.captains.map((c) => ({
      seat: c.seat, pos: c.pos, hold: holdOverride?.seat === c.seat ? c.hold.slice(0, holdOverride.size) : c.hold,
    })),
  } as unknown as GameState;
}

const boardStates = new WeakMap<PlayerView, GameState>();

/** The engine state for a view, built once per view. */
function stateOf(view: PlayerView): GameState {
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

/** A plain route toward a square (east-west first), to ask the engine why it cannot be reached. */
export function straightRoute(from: Square, to: Square): Dir[] {
  const route: Dir[] = [];
  for (let x = from[0]; x !== to[0]; x += Math.sign(to[0] - x)) route.push(to[0] > x ? 'E' : 'W');
  for (let y = from[1]; y !== to[1]; y += Math.sign(to[1] - y)) route.push(to[1] > y ? 'S' : 'N');
  return route.slice(0, 16);
}
