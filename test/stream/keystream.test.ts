// Fair play: the voyage's stream is RFC 8439's ChaCha20 keystream, read as little-endian 32-bit words, refilled a kilobyte
// at a time, under a 256-bit key that a short test seed reaches only through SHA-256.
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { BLOCKS_PER_REFILL, keystream } from '../../shared/stream/keystream';
import { derivedSeed, streamKeyHex } from '../../shared/stream/keys';
import { drawInt, seedStream, type RngHolder } from '../../shared/random';

/** RFC 8439 §2.4.2's key (00 01 02 ... 1f) and nonce. */
const RFC_KEY = Uint8Array.from({ length: 32 }, (_, i) => i);
const RFC_NONCE = Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0x4a, 0, 0, 0, 0]);
/** RFC 8439 §2.4.2: the keystream's blocks 1 and 2 under that key and nonce. */
const RFC_BLOCKS_1_2 =
  '224f51f3401bd9e12fde276fb8631ded8c131f823d2c06e27e4fcaec9ef3cf788a3b0aa372600a92b57974cded2b9334794cba40c63e34cdea212c4cf07d41b7' +
  '69a6749f3f630f4122cafe28ec4dc47e26d4346d70b98c73f3e9c53ac40c5945398b6eda1a832c89c167eacd901d7e2bf363740373201aa188fbbce83991c4ed';
/** RFC 8439 Appendix A.1, test vectors 1 and 2: the all-zero key and nonce, blocks 0 and 1. */
const ZERO_KEY_BLOCK_0 = '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586';
const ZERO_KEY_BLOCK_1 = '9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f';

/** The next n raw 32-bit words of a stream. */
function words(holder: RngHolder, n: number): number[] {
  return Array.from({ length: n }, () => drawInt(holder, 0, 2 ** 32 - 1));
}

/** Little-endian 32-bit words of a hex string. */
function wordsOfHex(hex: string): number[] {
  const bytes = Buffer.from(hex, 'hex');
  return Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readUInt32LE(i * 4));
}

describe('the cipher stream (fair play)', () => {
  it('is RFC 8439 ChaCha20: the known keystream of §2.4.2 and of Appendix A.1', () => {
    expect(bytesToHex(keystream(RFC_KEY, RFC_NONCE, 1, 2))).toBe(RFC_BLOCKS_1_2);
    expect(bytesToHex(keystream(new Uint8Array(32), new Uint8Array(12), 0, 2))).toBe(ZERO_KEY_BLOCK_0 + ZERO_KEY_BLOCK_1);
  });

  it('draws the keystream word by word, little-endian, from block 0 under the voyage key', () => {
    const holder: RngHolder = { rng: seedStream('00'.repeat(32)) };
    expect(words(holder, 32)).toEqual(wordsOfHex(ZERO_KEY_BLOCK_0 + ZERO_KEY_BLOCK_1));
  });

  it('carries on across refills exactly as the keystream does, and its position is all the state needs', () => {
    const key = 'ab'.repeat(32);
    const refill = BLOCKS_PER_REFILL * 16;
    const expected = wordsOfHex(bytesToHex(keystream(Buffer.from(key, 'hex'), new Uint8Array(12), 0, 3 * BLOCKS_PER_REFILL)));
    const holder: RngHolder = { rng: seedStream(key) };
    const first = words(holder, refill + 5);
    const saved = JSON.parse(JSON.stringify(holder.rng));
    const rest = words(holder, refill);
    expect([...first, ...rest]).toEqual(expected.slice(0, 2 * refill + 5));
    expect(words({ rng: saved }, refill)).toEqual(rest);
  });

  it('draws the same words on a stream whose cached refills were dropped for thousands of newer streams and made again', () => {
    const seeds = Array.from({ length: 5000 }, (_, i) => `many-${i}`);
    const first = seeds.map((seed) => words({ rng: seedStream(seed) }, 40));
    const holders = seeds.map((seed) => ({ rng: seedStream(seed) }));
    for (let round = 0; round < 2; round++) {
      for (let i = seeds.length - 1; i >= 0; i--) expect(words(holders[i], 20)).toEqual(first[i].slice(round * 20, round * 20 + 20));
    }
  });

  it('keeps only a key, a block and a word in the state: plain JSON', () => {
    const holder: RngHolder = { rng: seedStream('c0ffee'.padEnd(64, '0')) };
    words(holder, 300);
    expect(holder.rng).toEqual({ cipher: 'chacha20', key: 'c0ffee'.padEnd(64, '0'), block: BLOCKS_PER_REFILL, word: 300 - BLOCKS_PER_REFILL * 16 });
  });

  it('uses a 64-hex-digit seed as the key itself, and stretches any other (a test seed) with SHA-256', () => {
    const key = '0123456789abcdef'.repeat(4);
    expect(streamKeyHex(key)).toBe(key);
    expect(streamKeyHex('e2e-newcomer-1')).toBe(bytesToHex(sha256(new TextEncoder().encode('e2e-newcomer-1'))));
    expect(streamKeyHex(key.toUpperCase())).toBe(bytesToHex(sha256(new TextEncoder().encode(key.toUpperCase()))));
  });

  it('gives different seeds different streams, and the same seed the same stream', () => {
    const a = words({ rng: seedStream('voyage-a') }, 8);
    expect(words({ rng: seedStream('voyage-a') }, 8)).toEqual(a);
    expect(words({ rng: seedStream('voyage-b') }, 8)).not.toEqual(a);
  });
});

describe("a bot's seed (fair play: bots never draw on the voyage's stream)", () => {
  it('is an HMAC-SHA256 of the key and the point of play: 64 hex digits, one per point, never the key', () => {
    const key = streamKeyHex('secret-voyage');
    const a = derivedSeed('secret-voyage', 'bot:0:1:0:turn');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(derivedSeed('secret-voyage', 'bot:0:1:0:turn')).toBe(a);
    expect(derivedSeed('secret-voyage', 'bot:1:1:0:turn')).not.toBe(a);
    expect(derivedSeed('another-voyage', 'bot:0:1:0:turn')).not.toBe(a);
    expect(a).not.toBe(key);
    expect(a).not.toContain(key.slice(0, 16));
  });
});
