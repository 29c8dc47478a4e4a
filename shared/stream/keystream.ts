// The voyage's cipher stream (fair play): ChaCha20's keystream (RFC 8439, chacha20.ts) read as 32-bit words, a kilobyte
// refill at a time. Only the stream's position lives in the game state; the refilled words are a cache beside it, made a
// block at a time as draws reach them, since a Merchant game or a bot's decision reads only the first few blocks.
import { hexToBytes } from '@noble/hashes/utils.js';
import { chachaBlock, keyWords } from './chacha20';

/** Where a voyage's cipher stream stands: its secret key (hex), the keystream block its buffer starts at, the next unread word. */
export type CipherStream = { cipher: 'chacha20'; key: string; block: number; word: number };

/** Keystream blocks per refill: a stream's position counts refills of this many blocks. */
export const BLOCKS_PER_REFILL = 16;
/** 32-bit words in one refill (a ChaCha20 block is 64 bytes). */
export const WORDS_PER_REFILL = BLOCKS_PER_REFILL * 16;
/** Every voyage has a key of its own, used for one stream only, so the nonce can stay fixed at zero (RFC 8439 §2.3). */
const ZERO_NONCE = [0, 0, 0] as const;
/**
 * The highest block a refill may start at: ChaCha20's block counter has 32 bits and the stream never wraps it, nor reaches
 * its last value 2^32 - 1, which @noble/ciphers (the stream's cipher before chacha20.ts) refused.
 */
const LAST_REFILL_BLOCK = 2 ** 32 - 2 * BLOCKS_PER_REFILL;
/** How many streams keep their current refill in memory; a stream whose refill was dropped simply makes it again. */
const CACHED_STREAMS = 2048;

/** RFC 8439's keystream: `blocks` 64-byte blocks of ChaCha20 under this key and nonce, from block `counter` on. */
export function keystream(key: Uint8Array, nonce: Uint8Array, counter: number, blocks: number): Uint8Array {
  const words: number[] = [];
  const n = new DataView(nonce.buffer, nonce.byteOffset, 12);
  const nonceWords = [n.getUint32(0, true), n.getUint32(4, true), n.getUint32(8, true)];
  const k = keyWords(key);
  for (let b = 0; b < blocks; b++) chachaBlock(k, counter + b, nonceWords, words, b * 16);
  const bytes = new Uint8Array(blocks * 64);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < words.length; i++) view.setUint32(i * 4, words[i], true);
  return bytes;
}

/** A refill of one stream (its key, as hex and, once a block is made, as words), by the block it starts at: its words, of which the first `made` are made so far. */
export type Refill = { hex: string; key: number[] | null; block: number; words: number[]; made: number };

/**
 * The two latest refills of each stream, by key: the engine tries actions on copies of a state (legal moves, refusals), so
 * a copy whose draws cross into the next refill must not cost the original its own.
 */
const refills = new Map<string, [Refill, Refill | null]>();

/** The refill of stream `key` that starts at `block`, new (with no words made yet) only when neither cached refill is it. */
export function refillAt(key: string, block: number): Refill {
  const cached = refills.get(key);
  if (cached) {
    if (cached[0].block === block) return cached[0];
    if (cached[1]?.block === block) return cached[1];
  }
  if (block > LAST_REFILL_BLOCK) throw new Error('The random stream is exhausted.');
  const refill: Refill = { hex: key, key: null, block, words: [], made: 0 };
  if (!cached && refills.size >= CACHED_STREAMS) refills.delete(refills.keys().next().value!);
  refills.set(key, [refill, cached ? cached[0] : null]);
  return refill;
}

/** Makes a refill's words up to and past `word` (below WORDS_PER_REFILL), a block at a time: each word is the keystream's, whenever it is made. */
export function makeWordsTo(refill: Refill, word: number): void {
  refill.key ??= keyWords(hexToBytes(refill.hex));
  while (refill.made <= word) {
    chachaBlock(refill.key, refill.block + refill.made / 16, ZERO_NONCE, refill.words, refill.made);
    refill.made += 16;
  }
}
