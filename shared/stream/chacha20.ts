// RFC 8439 §2.3's ChaCha20 block function, writing the keystream straight as the 32-bit words the stream draws (fair play).
// @noble/ciphers computes the same block, but each call of it copies and views the key, nonce and output afresh, which cost
// more than the two blocks a Merchant game draws; test/stream/chacha20.test.ts holds this to noble's keystream and the RFC's.

/** RFC 8439 §2.3: "expand 32-byte k", the first four words of every block. */
const SIGMA: readonly number[] = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];

/** A word rotated left by n bits. */
function rotl(v: number, n: number): number {
  return (v << n) | (v >>> (32 - n));
}

/** The eight little-endian words of a 32-byte key, as RFC 8439 §2.3 lays it into the state. */
export function keyWords(key: Uint8Array): number[] {
  const words: number[] = [];
  for (let i = 0; i < 8; i++) words.push((key[4 * i] | (key[4 * i + 1] << 8) | (key[4 * i + 2] << 16) | (key[4 * i + 3] << 24)) >>> 0);
  return words;
}

/**
 * RFC 8439 §2.3: block `counter` of ChaCha20 under key `k` (8 words) and nonce `n` (3 words), as 16 unsigned words written
 * into `out` from `at` on, in order (so a plain array grows packed): 20 rounds (column then diagonal quarter-rounds), then
 * the starting state added back. A plain array, not a typed one: a typed array of a refill's size is allocated outside the
 * heap, which cost more than the blocks themselves.
 */
// biome-ignore format: the rounds read as RFC 8439 §2.1 writes them, one quarter-round a line
export function chachaBlock(k: readonly number[], counter: number, n: readonly number[], out: number[], at: number): void {
  const y0 = SIGMA[0], y1 = SIGMA[1], y2 = SIGMA[2], y3 = SIGMA[3];
  const y4 = k[0], y5 = k[1], y6 = k[2], y7 = k[3], y8 = k[4], y9 = k[5], y10 = k[6], y11 = k[7];
  const y12 = counter | 0, y13 = n[0], y14 = n[1], y15 = n[2];
  let x0 = y0, x1 = y1, x2 = y2, x3 = y3, x4 = y4, x5 = y5, x6 = y6, x7 = y7;
  let x8 = y8, x9 = y9, x10 = y10, x11 = y11, x12 = y12, x13 = y13, x14 = y14, x15 = y15;
  for (let round = 0; round < 20; round += 2) {
    // the columns: (0 4 8 12) (1 5 9 13) (2 6 10 14) (3 7 11 15)
    x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 16); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 12); x0 = (x0 + x4) | 0; x12 = rotl(x12 ^ x0, 8); x8 = (x8 + x12) | 0; x4 = rotl(x4 ^ x8, 7);
    x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 16); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 12); x1 = (x1 + x5) | 0; x13 = rotl(x13 ^ x1, 8); x9 = (x9 + x13) | 0; x5 = rotl(x5 ^ x9, 7);
    x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 16); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 12); x2 = (x2 + x6) | 0; x14 = rotl(x14 ^ x2, 8); x10 = (x10 + x14) | 0; x6 = rotl(x6 ^ x10, 7);
    x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 16); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 12); x3 = (x3 + x7) | 0; x15 = rotl(x15 ^ x3, 8); x11 = (x11 + x15) | 0; x7 = rotl(x7 ^ x11, 7);
    // the diagonals: (0 5 10 15) (1 6 11 12) (2 7 8 13) (3 4 9 14)
    x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 16); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 12); x0 = (x0 + x5) | 0; x15 = rotl(x15 ^ x0, 8); x10 = (x10 + x15) | 0; x5 = rotl(x5 ^ x10, 7);
    x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 16); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 12); x1 = (x1 + x6) | 0; x12 = rotl(x12 ^ x1, 8); x11 = (x11 + x12) | 0; x6 = rotl(x6 ^ x11, 7);
    x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 16); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 12); x2 = (x2 + x7) | 0; x13 = rotl(x13 ^ x2, 8); x8 = (x8 + x13) | 0; x7 = rotl(x7 ^ x8, 7);
    x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 16); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 12); x3 = (x3 + x4) | 0; x14 = rotl(x14 ^ x3, 8); x9 = (x9 + x14) | 0; x4 = rotl(x4 ^ x9, 7);
  }
  out[at] = (x0 + y0) >>> 0; out[at + 1] = (x1 + y1) >>> 0; out[at + 2] = (x2 + y2) >>> 0; out[at + 3] = (x3 + y3) >>> 0;
  out[at + 4] = (x4 + y4) >>> 0; out[at + 5] = (x5 + y5) >>> 0; out[at + 6] = (x6 + y6) >>> 0; out[at + 7] = (x7 + y7) >>> 0;
  out[at + 8] = (x8 + y8) >>> 0; out[at + 9] = (x9 + y9) >>> 0; out[at + 10] = (x10 + y10) >>> 0; out[at + 11] = (x11 + y11) >>> 0;
  out[at + 12] = (x12 + y12) >>> 0; out[at + 13] = (x13 + y13) >>> 0; out[at + 14] = (x14 + y14) >>> 0; out[at + 15] = (x15 + y15) >>> 0;
}
