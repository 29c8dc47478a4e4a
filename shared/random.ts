// The seeded random stream, kept inside GameState.rng so replays are exact (ARCHITECTURE.md).
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** Anything that carries the stream's state: a GameState draft, or a scratch holder during setup. */
export type RngHolder = { rng: number[] };

/** Turns the voyage seed into the stream's first state (FNV-1a of the seed string). */
export function seedStream(seed: string): number[] {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return [...xoroshiro128plus(hash | 0).getState()];
}

/** Draws a whole number in [min, max] and advances the holder's stream. */
export function drawInt(holder: RngHolder, min: number, max: number): number {
  const gen = xoroshiro128plusFromState(holder.rng);
  const value = uniformInt(gen, min, max);
  holder.rng = [...gen.getState()];
  return value;
}

/** Picks one element uniformly. */
export function drawOne<T>(holder: RngHolder, items: readonly T[]): T {
  return items[drawInt(holder, 0, items.length - 1)];
}

/** Returns a shuffled copy (Fisher-Yates). */
export function shuffled<T>(holder: RngHolder, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = drawInt(holder, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Picks an index with probability proportional to its weight. */
export function drawWeighted(holder: RngHolder, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = drawInt(holder, 0, total - 1);
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i];
    if (roll < 0) return i;
  }
  return weights.length - 1;
}
