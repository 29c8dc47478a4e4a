// The voyage's cipher stream (fair play): ChaCha20's keystream (RFC 8439, @noble/ciphers) read as 32-bit words, a kilobyte
// refill at a time. Only the stream's position lives in the game state; the refilled words are a cache beside it, made a
// few blocks at a time as draws reach them, since a Merchant game or a bot's decision reads only the first few blocks.
import { chacha20 } from '@noble/ciphers/chacha.js';
import { hexToBytes } from '@noble/hashes/utils.js';

/** Where a voyage's cipher stream stands: its secret key (hex), the keystream block its buffer starts at, the next unread word. */
export type CipherStream = { cipher: 'chacha20'; key: string; block: number; word: number };

/** Keystream blocks per refill: a stream's position counts refills of this many blocks. */
export const BLOCKS_PER_REFILL = 16;
/** 32-bit words in one refill (a ChaCha20 block is 64 bytes). */
export const WORDS_PER_REFILL = BLOCKS_PER_REFILL * 16;
/** The highest block a refill may start at: noble's ChaCha20 keeps a 32-bit block counter and refuses its last block, 2^32 - 1. */
const LAST_REFILL_BLOCK = 2 ** 32 - 2 * BLOCKS_PER_REFILL;
/** How many streams keep their current refill in memory; a stream whose refill was dropped simply makes it again. */
const CACHED_STREAMS = 2048;
/** Blocks made by a refill's first call to the cipher: a whole 4-merchant game draws about 31 words, two blocks. */
const FIRST_BLOCKS = 2;
/** Every voyage has a key of its own, used for one stream only, so the nonce can stay fixed at zero (RFC 8439 §2.3). */
const ZERO_NONCE = new Uint8Array(12);
/** A refill's worth of zeros, the plaintext whose encryption is the keystream (never written). */
const ZEROS = new Uint8Array(WORDS_PER_REFILL * 4);
/** Whether this machine keeps a 32-bit word's low byte first, as RFC 8439 reads the keystream's words: then the cipher writes straight into a refill's words. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** RFC 8439's keystream: `blocks` 64-byte blocks of ChaCha20 under this key and nonce, from block `counter` on. */
export function keystream(key: Uint8Array, nonce: Uint8Array, counter: number, blocks: number): Uint8Array {
  return chacha20(key, nonce, new Uint8Array(blocks * 64), undefined, counter);
}

/** A refill of one stream (its key, as hex and, once the cipher has run, as bytes), by the block it starts at: its words (and the same memory as bytes, which the cipher writes), of which the first `made` are made so far. */
export type Refill = { hex: string; key: Uint8Array | null; block: number; words: Uint32Array; bytes: Uint8Array; made: number };

/**
 * The two latest refills of each stream, by key: the engine tries actions on copies of a state (legal moves, refusals), so
 * a copy whose draws cross into the next refill must not cost the original its own.
 */
const refills = new Map<string, [Refill, Refill | null]>();
/** The cached streams' keys in the order they came, a ring: the one at `oldest` goes first (a Map's own first key is slow to reach once many were deleted). */
const arrivals: (string | undefined)[] = new Array(CACHED_STREAMS).fill(undefined);
let oldest = 0;
/** Refills of dropped streams, kept to be written over: a new stream's refill allocates no buffer. */
const spare: Refill[] = [];

/** The refill of stream `key` that starts at `block`, new (with no words made yet) only when neither cached refill is it. */
export function refillAt(key: string, block: number): Refill {
  const cached = refills.get(key);
  if (cached) {
    if (cached[0].block === block) return cached[0];
    if (cached[1]?.block === block) return cached[1];
  }
  if (block > LAST_REFILL_BLOCK) throw new Error('The random stream is exhausted.');
  if (!cached) dropOldestIfFull();
  // the key's bytes are carried from the stream's last refill (hexToBytes once a stream, not once a refill)
  const refill = freshRefill(key, cached ? cached[0].key : null, block, cached?.[1] ?? null);
  if (cached) {
    cached[1] = cached[0];
    cached[0] = refill;
  } else {
    refills.set(key, [refill, null]);
    arrivals[oldest] = key;
    oldest = (oldest + 1) % CACHED_STREAMS;
  }
  return refill;
}

/** Makes room for one more stream when CACHED_STREAMS are cached: the one cached longest ago is dropped, its refills kept as spares. */
function dropOldestIfFull(): void {
  const gone = arrivals[oldest];
  if (gone === undefined) return;
  const pair = refills.get(gone)!;
  refills.delete(gone);
  spare.push(pair[0]);
  if (pair[1] !== null) spare.push(pair[1]);
}

/** A refill with no words made yet, written over `reuse` (a stream's refill it no longer keeps) or a spare when there is one. */
function freshRefill(hex: string, key: Uint8Array | null, block: number, reuse: Refill | null): Refill {
  const refill = reuse ?? spare.pop();
  if (refill === undefined) {
    const words = new Uint32Array(WORDS_PER_REFILL);
    return { hex, key, block, words, bytes: new Uint8Array(words.buffer), made: 0 };
  }
  refill.hex = hex;
  refill.key = key;
  refill.block = block;
  refill.made = 0;
  return refill;
}

/**
 * Makes a refill's words up to and past `word` (which must be below WORDS_PER_REFILL): in a stream's first refill each call
 * makes as many blocks as are made already (at least FIRST_BLOCKS); a stream that reached a later refill is a long one (a
 * Pastry voyage draws about 1,200 words), so the rest of that refill is made in one call. A word is the keystream's
 * whatever call makes it, so draws are the same as a whole refill's.
 */
export function makeWordsTo(refill: Refill, word: number): void {
  refill.key ??= hexToBytes(refill.hex);
  while (refill.made <= word) {
    const made = refill.made;
    const rest = BLOCKS_PER_REFILL - made / 16;
    const blocks = refill.block === 0 ? Math.min(Math.max(FIRST_BLOCKS, made / 16), rest) : rest;
    const bytes = refill.bytes.subarray(made * 4, (made + blocks * 16) * 4);
    chacha20(refill.key, ZERO_NONCE, ZEROS.subarray(0, bytes.length), bytes, refill.block + made / 16);
    if (!LITTLE_ENDIAN) readWordsLowByteFirst(refill, made, blocks * 16);
    refill.made = made + blocks * 16;
  }
}

/** On a machine that keeps a word's high byte first: reads the `count` words from `from`, written as bytes, low byte first (RFC 8439). */
function readWordsLowByteFirst(refill: Refill, from: number, count: number): void {
  const view = new DataView(refill.bytes.buffer, from * 4, count * 4);
  for (let i = 0; i < count; i++) refill.words[from + i] = view.getUint32(i * 4, true);
}
