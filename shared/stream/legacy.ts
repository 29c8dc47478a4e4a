// The stream of voyages stored before the cipher stream: xoroshiro128+ keyed by a 32-bit FNV-1a hash of the seed. Kept only
// so those voyages replay exactly; a new voyage never uses it.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** xoroshiro128+'s state words, as old voyages stored them in GameState.rng. */
export type LegacyStream = number[];

/** The old stream's first state: FNV-1a of the seed string. */
export function legacyStream(seed: string): LegacyStream {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return [...xoroshiro128plus(hash | 0).getState()];
}

/** The old stream's draw of a whole number in [min, max], and its state after. */
export function legacyDrawInt(stream: LegacyStream, min: number, max: number): { value: number; next: LegacyStream } {
  const gen = xoroshiro128plusFromState(stream);
  const value = uniformInt(gen, min, max);
  return { value, next: [...gen.getState()] };
}
