// Helpers over GameState shared by every rule file: the working copy, occupancy, who acts, moving a ship.
import type { Board, GameEvent, GameState, Square } from './types';
import { KEY_SPAN, keyOf } from './grid';
import { ownCaptain, ownTracks } from './own';

/**
 * The working copy an action or tick changes, the time it happens and what it emits. The copy shares its parts with `from`,
 * the state it was made from (null when there is none, as at setup), until a rule owns one (own.ts): a step copies only
 * what it changes.
 */
export type Ctx = { s: GameState; now: number; events: GameEvent[]; from: GameState | null };

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
  ownCaptain(ctx, seat).pos = [...path[path.length - 1]] as Square;
  const tracks = ownTracks(ctx);
  tracks[seat] = [...tracks[seat], ...path.map((sq) => [...sq] as Square)];
}
