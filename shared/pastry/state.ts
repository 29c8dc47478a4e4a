// Helpers over GameState shared by every rule file: copying, occupancy, who acts, rule errors.
import type { Board, GameEvent, GameState, Square } from './types';
import { KEY_SPAN, keyOf } from './grid';
import { copyStream } from '../random';

/** The working copy an action or tick changes, the time it happens and what it emits. */
export type Ctx = { s: GameState; now: number; events: GameEvent[] };

/** Copies everything that can change; the board never changes after setup, so it is shared. */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    rng: copyStream(s.rng),
    options: { ...s.options },
    crates: [...s.crates],
    captains: s.captains.map((c) => ({
      ...c,
      pos: [...c.pos] as Square,
      hold: [...c.hold],
      bench: [...c.bench],
      benchOrder: [...c.benchOrder],
      benchLocked: [...c.benchLocked],
      recipe: { ...c.recipe, ingredients: [...c.recipe.ingredients] },
      photos: c.photos.map((p) => ({ ...p })),
    })),
    wind: { ...s.wind },
    battle: s.battle ? { ...s.battle, offer: s.battle.offer ? { ...s.battle.offer } : null } : null,
    bake: s.bake
      ? {
          ...s.bake,
          open: [...s.bake.open],
          swaps: s.bake.swaps.map((sw) => [...sw] as [number, number]),
        }
      : null,
    sightings: s.sightings.map((x) => ({ ...x })),
    bakedToday: [...s.bakedToday],
    goldByDay: [...s.goldByDay], // rows are never changed once written
    tracks: [...s.tracks], // each track is replaced, never changed, by moveShip
    result: s.result ? { ...s.result, winners: [...s.result.winners], bestPhotographer: [...s.result.bestPhotographer], standings: [...s.result.standings] } : null,
  };
}

const landCache = new WeakMap<Board, Set<number>>();

/** The board's land as a set of keys, computed once per board object. */
export function landKeys(board: Board): Set<number> {
  let set = landCache.get(board);
  if (!set) {
    set = new Set(board.land.map(keyOf));
    landCache.set(board, set);
  }
  return set;
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
