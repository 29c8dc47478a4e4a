// The voyage's random stream, kept inside the game state so replays are exact (docs/rules/ARCHITECTURE.md). New voyages draw from a
// ChaCha20 keystream under a secret 256-bit key (stream/keystream.ts); voyages stored before it keep xoroshiro128+.
import { BLOCKS_PER_REFILL, WORDS_PER_REFILL, makeWordsTo, refillAt, type CipherStream, type Refill } from './stream/keystream';
import { streamKeyHex } from './stream/keys';
import { legacyDrawInt, legacyStream, type LegacyStream } from './stream/legacy';

/** Which stream a voyage draws from: the cipher, or (for voyages stored before it, whose setup has no marker) the old one. */
export type StreamKind = 'chacha20' | 'xoroshiro128plus';

/** The stream a new voyage uses. */
export const CURRENT_STREAM: StreamKind = 'chacha20';
/** The stream of a stored voyage whose setup names none: every voyage stored before the cipher stream. */
export const LEGACY_STREAM: StreamKind = 'xoroshiro128plus';

/** A stream's position, as the game state keeps it (SECRET, R52 and M41). */
export type StreamState = CipherStream | LegacyStream;

/** Anything that carries the stream's state: a GameState draft, or a scratch holder during setup. */
export type RngHolder = { rng: StreamState };

/** A 32-bit word's range: drawInt covers at most this many values. */
const WORD_RANGE = 2 ** 32;

/** The stream's first state for a seed: a 256-bit key (or a test seed stretched to one by SHA-256), or the old stream. */
export function seedStream(seed: string, kind: StreamKind = CURRENT_STREAM): StreamState {
  if (kind === 'xoroshiro128plus') return legacyStream(seed);
  return { cipher: 'chacha20', key: streamKeyHex(seed), block: 0, word: 0 };
}

/** A copy of a stream's state, for a state clone. */
export function copyStream(stream: StreamState): StreamState {
  if (Array.isArray(stream)) return [...stream];
  // every field named, in the order seedStream and drawInt write them: a literal of known shape is cheaper than a spread
  return { cipher: stream.cipher, key: stream.key, block: stream.block, word: stream.word };
}

/** Draws a whole number in [min, max], unbiased (rejection sampling, never a modulo of a word), and advances the stream. */
export function drawInt(holder: RngHolder, min: number, max: number): number {
  const stream = holder.rng;
  if (Array.isArray(stream)) {
    const { value, next } = legacyDrawInt(stream, min, max);
    holder.rng = next;
    return value;
  }
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min || max - min + 1 > WORD_RANGE) {
    throw new RangeError(`drawInt needs whole numbers with min <= max and at most 2^32 values, not [${min}, ${max}].`);
  }
  // The words are read in place, with no closure or object per word: this is the engine's hottest loop.
  const range = max - min + 1;
  const accepted = acceptedBelow(range, WORD_RANGE);
  let { block, word } = stream;
  let refill = refillOf(stream.key, block);
  for (;;) {
    if (word === WORDS_PER_REFILL) {
      block += BLOCKS_PER_REFILL;
      word = 0;
      refill = refillOf(stream.key, block);
    }
    if (word >= refill.made) makeWordsTo(refill, word);
    const drawn = refill.words[word++];
    if (drawn < accepted) {
      holder.rng = { cipher: 'chacha20', key: stream.key, block, word };
      return min + (drawn % range);
    }
  }
}

/** The refill the latest draw read: a run of draws on one stream (board generation makes hundreds) skips refillAt's lookup. */
let lastRefill: Refill | null = null;

/** A stream's refill from `block` on; its words depend on nothing else, so keeping the last one changes no draw. */
function refillOf(key: string, block: number): Refill {
  if (lastRefill !== null && lastRefill.block === block && lastRefill.hex === key) return lastRefill;
  lastRefill = refillAt(key, block);
  return lastRefill;
}

/** The words a draw below `range` may take: all below the largest multiple of range that fits, so each value is as likely. */
function acceptedBelow(range: number, wordRange: number): number {
  return wordRange - (wordRange % range);
}

/**
 * A whole number in [0, range) from uniform words in [0, wordRange), without bias: a word at or past the largest multiple
 * of range that fits is thrown away and another drawn, where taking it modulo range would favour the low numbers.
 */
export function belowByRejection(range: number, nextWord: () => number, wordRange: number): number {
  const accepted = acceptedBelow(range, wordRange);
  for (;;) {
    const word = nextWord();
    if (word < accepted) return word % range;
  }
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
