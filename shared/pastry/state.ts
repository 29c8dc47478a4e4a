// Helpers over GameState shared by every rule file: copying, occupancy, who acts, rule errors.
import type { Board, CaptainState, GameEvent, GameState, Square } from './types';
import { KEY_SPAN, keyOf } from './grid';
import { copyStream } from '../random';

/** The working copy an action or tick changes, the time it happens and what it emits. */
export type Ctx = { s: GameState; now: number; events: GameEvent[] };

/**
 * Copies everything that can change; the board never changes after setup, so it is shared. Every field is named, in the
 * order createVoyage writes them (so a copy serialises the same): an object literal of known shape is several times
 * cheaper than a spread, and the copy is most of a step's cost (issue 30). A field this forgets fails stateCopy.test.
 */
export function cloneState(s: GameState): GameState {
  return {
    version: s.version,
    seed: s.seed,
    rng: copyStream(s.rng),
    options: { ...s.options },
    board: s.board,
    crates: s.crates.slice(),
    captains: s.captains.map(cloneCaptain),
    day: s.day,
    turn: s.turn,
    phase: s.phase,
    sailed: s.sailed,
    sailedFrom: s.sailedFrom,
    deadline: s.deadline,
    wind: { today: s.wind.today, tomorrow: s.wind.tomorrow, stormToday: s.wind.stormToday, stormTomorrowDir: s.wind.stormTomorrowDir },
    battle: s.battle ? { attacker: s.battle.attacker, defender: s.battle.defender, offer: s.battle.offer ? { ...s.battle.offer } : null, winner: s.battle.winner } : null,
    bake: s.bake
      ? { seat: s.bake.seat, open: s.bake.open.slice(), swaps: s.bake.swaps.map((sw) => [sw[0], sw[1]]), startedAt: s.bake.startedAt, endsAt: s.bake.endsAt, rewatches: s.bake.rewatches }
      : null,
    sightings: s.sightings.map((x) => ({ id: x.id, seat: x.seat, creature: x.creature, points: x.points, surfaceAt: x.surfaceAt, up: x.up })),
    nextSighting: s.nextSighting,
    bakedToday: s.bakedToday.slice(),
    goldByDay: s.goldByDay.slice(), // rows are never changed once written
    tracks: s.tracks.slice(), // each track is replaced, never changed, by moveShip
    result: s.result ? { winners: s.result.winners.slice(), bestBaker: s.result.bestBaker, bestPhotographer: s.result.bestPhotographer.slice(), standings: s.result.standings.slice() } : null,
  };
}

/** One captain's copy, every field named in createVoyage's order. */
function cloneCaptain(c: CaptainState): CaptainState {
  return {
    seat: c.seat,
    entrant: c.entrant,
    name: c.name,
    bot: c.bot,
    auto: c.auto,
    connected: c.connected,
    pos: [c.pos[0], c.pos[1]],
    gold: c.gold,
    hold: c.hold.slice(),
    bench: c.bench.slice(),
    benchOrder: c.benchOrder.slice(),
    benchLocked: c.benchLocked.slice(),
    recipe: { name: c.recipe.name, ingredients: c.recipe.ingredients.slice() },
    ovensLitDay: c.ovensLitDay,
    baked: c.baked,
    photos: c.photos.map((p) => ({ creature: p.creature, points: p.points })),
    missedTurns: c.missedTurns,
  };
}

const landCache = new WeakMap<Board, Set<number>>();
const boardLands = new WeakSet<object>();

/** The board's land as a set of keys, computed once per board object (and, like the board, never changed). */
export function landKeys(board: Board): Set<number> {
  let set = landCache.get(board);
  if (!set) {
    set = new Set(board.land.map(keyOf));
    landCache.set(board, set);
    boardLands.add(set);
  }
  return set;
}

/** Whether this set is a board's land from landKeys, which never changes, so what is searched around it may be kept. */
export function isBoardLand(land: object): land is Set<number> {
  return boardLands.has(land);
}

const landMaskCache = new WeakMap<Board, Uint8Array>();

/** The board's land as a flat array by key (1 on land), for searches that must not allocate. */
export function landMask(board: Board): Uint8Array {
  let mask = landMaskCache.get(board);
  if (!mask) {
    mask = new Uint8Array(KEY_SPAN);
    for (const square of board.land) mask[keyOf(square)] = 1;
    landMaskCache.set(board, mask);
  }
  return mask;
}

/** Squares holding a ship, optionally leaving one seat's ship out (R18, R19). */
export function occupiedSquares(s: { captains: readonly { seat: number; pos: Square }[] }, except: number | null = null): Set<number> {
  const set = new Set<number>();
  for (const c of s.captains) if (c.seat !== except) set.add(keyOf(c.pos));
  return set;
}

/** The seat the engine waits on in the current phase, or null when the voyage is over. */
export function actorOf(s: GameState): number | null {
  switch (s.phase) {
    case 'bribe':
    case 'slip':
      return s.battle!.defender;
    case 'answer':
      return s.battle!.attacker;
    case 'spoils':
      return s.battle!.winner;
    case 'over':
      return null;
    default:
      return s.turn;
  }
}

/** R16: a hold of 4 or more ingredients is heavy. */
export const HEAVY_AT = 4;

/** R16: whether a hold is heavy. */
export function isHeavy(hold: readonly unknown[]): boolean {
  return hold.length >= HEAVY_AT;
}

/** Moves a ship along a path of squares, recording them for the end screen's route map. */
export function moveShip(ctx: Ctx, seat: number, path: readonly Square[]): void {
  if (path.length === 0) return;
  ctx.s.captains[seat].pos = [...path[path.length - 1]] as Square;
  ctx.s.tracks[seat] = [...ctx.s.tracks[seat], ...path.map((sq) => [...sq] as Square)];
}
