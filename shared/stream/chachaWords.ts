// RFC 8439's ChaCha20 block function written straight into 32-bit words (the stream's draws), with no bytes in between: the
// keystream of a key, a zero nonce and a block counter, exactly as @noble/ciphers makes it (keystream.test.ts checks both).

/** "expand 32-byte k", the four constant words of RFC 8439 §2.3. */
const SIGMA: readonly number[] = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];

/** A 256-bit key's eight little-endian words, read from its 64 hex digits (RFC 8439 §2.3: the key is read as LE words). */
export function keyWordsOfHex(hex: string): Uint32Array {
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) {
    let word = 0;
    for (let b = 3; b >= 0; b--) word = word * 256 + hexDigit(hex, i * 8 + b * 2) * 16 + hexDigit(hex, i * 8 + b * 2 + 1);
    words[i] = word;
  }
  return words;
}

/** The value of the hex digit at `at` (0-9, a-f, A-F); a stream key is always hex (keys.ts), anything else is a bug. */
function hexDigit(hex: string, at: number): number {
  const c = hex.charCodeAt(at);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  throw new Error(`A stream key is 64 hex digits, not ${JSON.stringify(hex)}.`);
}

/** RFC 8439 §2.3: `blocks` 64-byte blocks of keystream under `key` (eight words) and a zero nonce, from block `counter` on, as 16 words each into `out` from `at`. */
export function chachaWordsInto(key: Uint32Array, counter: number, blocks: number, out: Uint32Array, at: number): void {
  const k0 = key[0],
    k1 = key[1],
    k2 = key[2],
    k3 = key[3],
    k4 = key[4],
    k5 = key[5],
    k6 = key[6],
    k7 = key[7]; // prettier-ignore
  for (let b = 0; b < blocks; b++) {
    const ctr = (counter + b) >>> 0;
    let x0 = SIGMA[0],
      x1 = SIGMA[1],
      x2 = SIGMA[2],
      x3 = SIGMA[3]; // prettier-ignore
    let x4 = k0,
      x5 = k1,
      x6 = k2,
      x7 = k3,
      x8 = k4,
      x9 = k5,
      x10 = k6,
      x11 = k7; // prettier-ignore
    let x12 = ctr,
      x13 = 0,
      x14 = 0,
      x15 = 0; // prettier-ignore
    for (let round = 0; round < 10; round++) {
      // column rounds
      x0 = (x0 + x4) | 0;
      x12 ^= x0;
      x12 = (x12 << 16) | (x12 >>> 16);
      x8 = (x8 + x12) | 0;
      x4 ^= x8;
      x4 = (x4 << 12) | (x4 >>> 20);
      x0 = (x0 + x4) | 0;
      x12 ^= x0;
      x12 = (x12 << 8) | (x12 >>> 24);
      x8 = (x8 + x12) | 0;
      x4 ^= x8;
      x4 = (x4 << 7) | (x4 >>> 25);
      x1 = (x1 + x5) | 0;
      x13 ^= x1;
      x13 = (x13 << 16) | (x13 >>> 16);
      x9 = (x9 + x13) | 0;
      x5 ^= x9;
      x5 = (x5 << 12) | (x5 >>> 20);
      x1 = (x1 + x5) | 0;
      x13 ^= x1;
      x13 = (x13 << 8) | (x13 >>> 24);
      x9 = (x9 + x13) | 0;
      x5 ^= x9;
      x5 = (x5 << 7) | (x5 >>> 25);
      x2 = (x2 + x6) | 0;
      x14 ^= x2;
      x14 = (x14 << 16) | (x14 >>> 16);
      x10 = (x10 + x14) | 0;
      x6 ^= x10;
      x6 = (x6 << 12) | (x6 >>> 20);
      x2 = (x2 + x6) | 0;
      x14 ^= x2;
      x14 = (x14 << 8) | (x14 >>> 24);
      x10 = (x10 + x14) | 0;
      x6 ^= x10;
      x6 = (x6 << 7) | (x6 >>> 25);
      x3 = (x3 + x7) | 0;
      x15 ^= x3;
      x15 = (x15 << 16) | (x15 >>> 16);
      x11 = (x11 + x15) | 0;
      x7 ^= x11;
      x7 = (x7 << 12) | (x7 >>> 20);
      x3 = (x3 + x7) | 0;
      x15 ^= x3;
      x15 = (x15 << 8) | (x15 >>> 24);
      x11 = (x11 + x15) | 0;
      x7 ^= x11;
      x7 = (x7 << 7) | (x7 >>> 25);
      // diagonal rounds
      x0 = (x0 + x5) | 0;
      x15 ^= x0;
      x15 = (x15 << 16) | (x15 >>> 16);
      x10 = (x10 + x15) | 0;
      x5 ^= x10;
      x5 = (x5 << 12) | (x5 >>> 20);
      x0 = (x0 + x5) | 0;
      x15 ^= x0;
      x15 = (x15 << 8) | (x15 >>> 24);
      x10 = (x10 + x15) | 0;
      x5 ^= x10;
      x5 = (x5 << 7) | (x5 >>> 25);
      x1 = (x1 + x6) | 0;
      x12 ^= x1;
      x12 = (x12 << 16) | (x12 >>> 16);
      x11 = (x11 + x12) | 0;
      x6 ^= x11;
      x6 = (x6 << 12) | (x6 >>> 20);
      x1 = (x1 + x6) | 0;
      x12 ^= x1;
      x12 = (x12 << 8) | (x12 >>> 24);
      x11 = (x11 + x12) | 0;
      x6 ^= x11;
      x6 = (x6 << 7) | (x6 >>> 25);
      x2 = (x2 + x7) | 0;
      x13 ^= x2;
      x13 = (x13 << 16) | (x13 >>> 16);
      x8 = (x8 + x13) | 0;
      x7 ^= x8;
      x7 = (x7 << 12) | (x7 >>> 20);
      x2 = (x2 + x7) | 0;
      x13 ^= x2;
      x13 = (x13 << 8) | (x13 >>> 24);
      x8 = (x8 + x13) | 0;
      x7 ^= x8;
      x7 = (x7 << 7) | (x7 >>> 25);
      x3 = (x3 + x4) | 0;
      x14 ^= x3;
      x14 = (x14 << 16) | (x14 >>> 16);
      x9 = (x9 + x14) | 0;
      x4 ^= x9;
      x4 = (x4 << 12) | (x4 >>> 20);
      x3 = (x3 + x4) | 0;
      x14 ^= x3;
      x14 = (x14 << 8) | (x14 >>> 24);
      x9 = (x9 + x14) | 0;
      x4 ^= x9;
      x4 = (x4 << 7) | (x4 >>> 25);
    }
    const o = at + b * 16;
    out[o] = x0 + SIGMA[0];
    out[o + 1] = x1 + SIGMA[1];
    out[o + 2] = x2 + SIGMA[2];
    out[o + 3] = x3 + SIGMA[3];
    out[o + 4] = x4 + k0;
    out[o + 5] = x5 + k1;
    out[o + 6] = x6 + k2;
    out[o + 7] = x7 + k3;
    out[o + 8] = x8 + k4;
    out[o + 9] = x9 + k5;
    out[o + 10] = x10 + k6;
    out[o + 11] = x11 + k7;
    out[o + 12] = x12 + ctr;
    out[o + 13] = x13;
    out[o + 14] = x14;
    out[o + 15] = x15;
  }
}
