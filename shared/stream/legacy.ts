// The stream of voyages stored before the cipher stream: xoroshiro128+ keyed by a 32-bit FNV-1a hash of the seed. Kept only
// so those voyages replay exactly; a new voyage never uses it.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { fnv1a } from '../fnv1a';

/** xoroshiro128+'s state words, as old voyages stored them in GameState.rng. */
export type LegacyStream = number[];

/** The old stream's first state: FNV-1a of the seed string. */
export function legacyStream(seed: string): LegacyStream {
  return [...xoroshiro128plus(fnv1a(seed) | 0).getState()];
}

/** The old stream's draw of a whole number in [min, max], and its state after. */
export function legacyDrawInt(stream: LegacyStream, min: number, max: number): { value: number; next: LegacyStream } {
  const gen = xoroshiro128plusFromState(stream);
  const value = uniformInt(gen, min, max);
  return { value, next: [...gen.getState()] };
}
