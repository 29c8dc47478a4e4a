// R41: the bake-off show's timeline, shared by the 3D bench and the HUD: open for 3 s, then each swap for 0.5 s.
import type { BakeView } from '../../../shared/pastry/index';
import { OPEN_SHOW_MS as OPEN_MS, SWAP_MS } from '../../../shared/pastry/rules/bakeShow';

/** Where each crate (named by its starting position) stands after the first `count` swaps. */
export function positionsAfter(crates: number, swaps: readonly [number, number][], count: number): number[] {
  const crateAt = Array.from({ length: crates }, (_, p) => p);
  for (const [a, b] of swaps.slice(0, count)) [crateAt[a], crateAt[b]] = [crateAt[b], crateAt[a]];
  const positionOf = new Array<number>(crates);
  crateAt.forEach((crate, p) => (positionOf[crate] = p));
  return positionOf;
}

/** The show at a moment (before it starts, the crates wait closed in their places): its stage, and each crate's place along the bench (fractional mid-swap) and lift (-1..1). */
export function showAt(bake: BakeView, elapsedMs: number): { stage: 'waiting' | 'open' | 'shuffling' | 'name'; place: number[]; lift: number[] } {
  const stage = elapsedMs < 0 ? 'waiting' : elapsedMs < OPEN_MS ? 'open' : elapsedMs < OPEN_MS + bake.swaps.length * SWAP_MS ? 'shuffling' : 'name';
  const done = Math.max(0, Math.min(bake.swaps.length, Math.floor((elapsedMs - OPEN_MS) / SWAP_MS)));
  const before = positionsAfter(bake.crates, bake.swaps, done);
  const after = positionsAfter(bake.crates, bake.swaps, Math.min(bake.swaps.length, done + 1));
  const t = stage === 'shuffling' ? ((elapsedMs - OPEN_MS) % SWAP_MS) / SWAP_MS : 0;
  const place = before.map((from, crate) => from + (after[crate] - from) * t);
  const lift = before.map((from, crate) => (from !== after[crate] ? Math.sin(t * Math.PI) * (crate % 2 ? 1 : -1) : 0));
  return { stage, place, lift };
}
