// Fair play: the stream's own ChaCha20 block function (shared/stream/chacha20.ts) gives @noble/ciphers' keystream, block
// for block, under any key, nonce and counter; keystream.test.ts holds it to RFC 8439's published vectors too.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chacha20 } from '@noble/ciphers/chacha.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { keystream } from '../../shared/stream/keystream';
import { drawInt, seedStream, type RngHolder } from '../../shared/random';

/** noble's ChaCha20 keystream: the encryption of zeros. */
function nobleKeystream(key: Uint8Array, nonce: Uint8Array, counter: number, blocks: number): string {
  return bytesToHex(chacha20(key, nonce, new Uint8Array(blocks * 64), undefined, counter));
}

describe('the ChaCha20 block function (fair play)', () => {
  it("gives noble's keystream for any key, nonce and counter, up to the last counter noble makes", () => {
    const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n });
    const counter = fc.oneof(fc.integer({ min: 0, max: 2 ** 32 - 4 }), fc.constant(2 ** 32 - 4), fc.constant(0));
    fc.assert(
      fc.property(bytes(32), bytes(12), counter, fc.integer({ min: 1, max: 3 }), (key, nonce, at, blocks) => {
        expect(bytesToHex(keystream(key, nonce, at, blocks))).toBe(nobleKeystream(key, nonce, at, blocks));
      }),
      { numRuns: 300 },
    );
  });

  it("draws noble's keystream word by word across refills, from a key given as hex", () => {
    const key = '5a'.repeat(16) + 'c3'.repeat(16);
    const holder: RngHolder = { rng: seedStream(key) };
    const drawn = Array.from({ length: 600 }, () => drawInt(holder, 0, 2 ** 32 - 1));
    const bytes = Buffer.from(nobleKeystream(Buffer.from(key, 'hex'), new Uint8Array(12), 0, 40), 'hex');
    expect(drawn).toEqual(Array.from({ length: 600 }, (_, i) => bytes.readUInt32LE(i * 4)));
  });
});
