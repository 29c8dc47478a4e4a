// The voyage's cipher stream (fair play): ChaCha20's keystream (RFC 8439, @noble/ciphers) read as 32-bit words, refilled a
// kilobyte at a time. Only the stream's position lives in the game state; the refilled words are a cache beside it.
import { chacha20 } from '@noble/ciphers/chacha.js';
import { hexToBytes } from '@noble/hashes/utils.js';

/** Where a voyage's cipher stream stands: its secret key (hex), the keystream block its buffer starts at, the next unread word. */
export type CipherStream = { cipher: 'chacha20'; key: string; block: number; word: number };

/** Keystream blocks made per refill: one call to the cipher per kilobyte, not one per draw. */
export const BLOCKS_PER_REFILL = 16;
/** 32-bit words in one refill (a ChaCha20 block is 64 bytes). */
export const WORDS_PER_REFILL = BLOCKS_PER_REFILL * 16;
/** Every voyage has a key of its own, used for one stream only, so the nonce can stay fixed at zero (RFC 8439 §2.3). */
const ZERO_NONCE = new Uint8Array(12);
/** The highest block a refill may start at: noble's ChaCha20 keeps a 32-bit block counter and never wraps it. */
const LAST_REFILL_BLOCK = 2 ** 32 - BLOCKS_PER_REFILL;
/** How many streams keep their current refill in memory; a stream whose refill was dropped simply makes it again. */
const CACHED_STREAMS = 2048;

/** RFC 8439's keystream: `blocks` 64-byte blocks of ChaCha20 under this key and nonce, from block `counter` on. */
export function keystream(key: Uint8Array, nonce: Uint8Array, counter: number, blocks: number): Uint8Array {
  return chacha20(key, nonce, new Uint8Array(blocks * 64), undefined, counter);
}

/** A refill of one stream, by the block it starts at. */
type Refill = { block: number; words: Uint32Array };

/**
 * The two latest refills of each stream, by key: the engine tries actions on copies of a state (legal moves, refusals), so
 * a copy whose draws cross into the next refill must not cost the original its own.
 */
const refills = new Map<string, [Refill, Refill | null]>();

/** The words of the refill that starts at `block`, made again only when neither of this stream's cached refills is it. */
export function refillAt(key: string, block: number): Uint32Array {
  const cached = refills.get(key);
  if (cached) {
    if (cached[0].block === block) return cached[0].words;
    if (cached[1]?.block === block) return cached[1].words;
  }
  if (block > LAST_REFILL_BLOCK) throw new Error('The random stream is exhausted.');
  const bytes = keystream(hexToBytes(key), ZERO_NONCE, block, BLOCKS_PER_REFILL);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const words = new Uint32Array(WORDS_PER_REFILL);
  for (let i = 0; i < WORDS_PER_REFILL; i++) words[i] = view.getUint32(i * 4, true);
  if (!cached && refills.size >= CACHED_STREAMS) refills.delete(refills.keys().next().value!);
  refills.set(key, [{ block, words }, cached ? cached[0] : null]);
  return words;
}
