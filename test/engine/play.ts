// Test helper: plays voyages with random legal actions, nudged toward baking, ticking the clock as a server would.
import { applyAction, createVoyage, legalActions, tick } from '../../shared/pastry/index';
import type { Action, Board, GameEvent, GameState, Square, VoyageSetup } from '../../shared/pastry/index';
import { type WaterDistances, waterDistances } from '../../shared/pastry/rules/board';
import { actorOf, landKeys } from '../../shared/pastry/state';
import { keyAt, sameSquare } from '../../shared/pastry/grid';

/** A tiny seeded generator for choosing among legal actions in tests (not the engine's stream). */
export function testRandom(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a ^= a << 13;
    a ^= a >>> 17;
    a ^= a << 5;
    return (a >>> 0) / 4294967296;
  };
}

/** A setup of `count` captains with the given options. */
export function setupFor(seed: string, count: number, options: VoyageSetup['options'] = {}): VoyageSetup {
  return { seed, captains: Array.from({ length: count }, (_, i) => ({ name: `Captain ${i}` })), options, now: 0 };
}

/** One step of a voyage: what was done, for logs and replays. */
export type Step = { kind: 'action'; seat: number; action: Action; now: number } | { kind: 'tick'; now: number };

/** Where a captain wants to go next, as a mask of islands: the docks of missing ingredients with crates left, or 0 for Tortuga. */
function goalMask(s: GameState, seat: number): number {
  const c = s.captains[seat];
  let mask = 0;
  let missing = 0;
  for (const ingredient of c.recipe.ingredients) {
    if (c.hold.includes(ingredient)) continue;
    missing++;
    const island = s.board.islands.findIndex((isl) => isl.ingredient === ingredient);
    if (island >= 0 && s.crates[island] > 0) mask |= 1 << island;
  }
  return missing === 0 ? 0 : mask;
}

/** The squares of a goal mask: those islands' docks, or Tortuga's berths for 0. */
function goalSquares(board: Board, mask: number): readonly Square[] {
  return mask === 0 ? board.berths : board.islands.filter((_, i) => mask & (1 << i)).map((isl) => isl.dock);
}

/** The board whose goal distances are kept, and for each goal mask the water distances from its squares. */
let keptBoard: Board | null = null;
const keptGoals = new Map<number, WaterDistances>();

/** The water distances from the goal mask's squares, asked of waterDistances once a board. */
function distancesTo(board: Board, mask: number): WaterDistances {
  if (board !== keptBoard) {
    keptBoard = board;
    keptGoals.clear();
  }
  let dist = keptGoals.get(mask);
  if (!dist) keptGoals.set(mask, (dist = waterDistances(landKeys(board), goalSquares(board, mask))));
  return dist;
}

/** Each sail action's shift of square key from its start to its end, kept: the engine hands out the same sail action for the same route, and the bench scores every sail of every purposeful turn. */
const shifts = new WeakMap<Action, number>();

/** How far a sail moves its ship in square keys (keyAt is linear in x and y, so a start's key plus this is the end's). */
function routeShift(sail: Action & { type: 'sail' }): number {
  let shift = shifts.get(sail);
  if (shift === undefined) {
    let x = 0;
    let y = 0;
    for (const d of sail.route) {
      x += d === 'E' ? 1 : d === 'W' ? -1 : 0;
      y += d === 'S' ? 1 : d === 'N' ? -1 : 0;
    }
    shifts.set(sail, (shift = keyAt(x, y) - keyAt(0, 0)));
  }
  return shift;
}

/** A purposeful choice among the legal actions, peeking at the state as only a test may. */
function purposeful(s: GameState, seat: number, legal: Action[], pick: () => number): Action | null {
  const c = s.captains[seat];
  const has = (t: Action['type']) => legal.some((a) => a.type === t);
  if (actorOf(s) !== seat) return null;
  if (s.phase === 'bake') {
    const locked = new Set(c.benchLocked.filter((p) => p !== null));
    const right = c.benchLocked.flatMap((p, slot) => (p !== null ? [] : [c.benchOrder.findIndex((ing, pos) => ing === c.recipe.ingredients[slot] && !locked.has(pos))]));
    return { type: 'name', crates: right };
  }
  if (s.phase === 'buy') {
    const island = s.board.islands.find((i) => sameSquare(i.dock, c.pos))!;
    const wanted = c.recipe.ingredients.includes(island.ingredient) && !c.hold.includes(island.ingredient);
    return wanted && has('buy') ? { type: 'buy' } : { type: 'endTurn' };
  }
  if (s.phase !== 'turn') return null;
  const mask = goalMask(s, seat);
  const here = mask === 0 ? s.board.berths.some((t) => sameSquare(t, c.pos)) : s.board.islands.some((isl, i) => mask & (1 << i) && sameSquare(isl.dock, c.pos));
  if (here && has('dock')) return { type: 'dock' };
  let best: Action | null = null;
  let bestDist = Infinity;
  let dist: WaterDistances | null = null;
  const from = keyAt(c.pos[0], c.pos[1]);
  for (const sail of legal) {
    if (sail.type !== 'sail') continue;
    dist ??= distancesTo(s.board, mask);
    const score = (dist.get(from + routeShift(sail)) ?? 99) + pick();
    if (score < bestDist) {
      best = sail;
      bestDist = score;
    }
  }
  if (best) return best;
  return has('dock') && pick() < 0.5 ? { type: 'dock' } : null;
}

/** How often random play keeps a take-back it drew (R15): often enough to exercise it, rarely enough that turns move on. */
const TAKE_BACK_CHANCE = 0.15;

/** A uniformly random legal action, except that a drawn take-back is kept only now and then. */
function randomAction(legal: Action[], pick: () => number): Action {
  const action = legal[Math.floor(pick() * legal.length)];
  if (action.type !== 'takeBack' || pick() < TAKE_BACK_CHANCE) return action;
  const others = legal.filter((a) => a.type !== 'takeBack');
  return others.length ? others[Math.floor(pick() * others.length)] : action;
}

/** Plays one voyage; `focus` is the chance of a purposeful move over a uniformly random legal one. Calls `check` after every step. */
export function playVoyage(
  setup: VoyageSetup,
  pick: () => number,
  check: (state: GameState, events: GameEvent[], step: Step) => void = () => {},
  focus = 0.7,
  maxSteps = 20_000,
): { state: GameState; log: Step[]; events: GameEvent[] } {
  let state = createVoyage(setup);
  let now = setup.now ?? 0;
  const log: Step[] = [];
  const all: GameEvent[] = [];
  for (let i = 0; i < maxSteps && state.phase !== 'over'; i++) {
    now += 1 + Math.floor(pick() * 400);
    const ticked = tick(state, now);
    if (!ticked.ok) throw new Error(ticked.error.message);
    if (ticked.events.length) {
      state = ticked.state;
      const step: Step = { kind: 'tick', now };
      log.push(step);
      all.push(...ticked.events);
      check(state, ticked.events, step);
      if (state.phase === 'over') break;
    }
    const lists: Action[][] = []; // each seat's list asked once a step (a sail's routes are the dear part)
    const seats: number[] = [];
    for (const c of state.captains) {
      lists[c.seat] = legalActions(state, c.seat);
      if (lists[c.seat].length > 0) seats.push(c.seat);
    }
    const seat = seats[Math.floor(pick() * seats.length)];
    const legal = lists[seat];
    const action = (pick() < focus && purposeful(state, seat, legal, pick)) || randomAction(legal, pick);
    const result = applyAction(state, seat, action, now);
    if (!result.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} -> ${result.error.code}`);
    state = result.state;
    const step: Step = { kind: 'action', seat, action, now };
    log.push(step);
    all.push(...result.events);
    check(state, result.events, step);
  }
  return { state, log, events: all };
}
