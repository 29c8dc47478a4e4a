// Where a stream's 256-bit key comes from, and the one-way seeds derived from it (fair play).
import { sha256 } from '@noble/hashes/sha2.js';
import { hmac } from '@noble/hashes/hmac.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** A seed that already is a 256-bit key: 64 lowercase hex digits, as the server draws them from crypto.randomBytes. */
const KEY_HEX = /^[0-9a-f]{64}$/;

/** The stream key of a seed: the seed itself when it is a 256-bit key, else its SHA-256 (short test seeds, PASTRY_TEST_SEEDS). */
export function streamKeyOf(seed: string): Uint8Array {
  return KEY_HEX.test(seed) ? hexToBytes(seed) : sha256(utf8ToBytes(seed));
}

/** The stream key of a seed, as the hex the stream's state keeps. */
export function streamKeyHex(seed: string): string {
  return KEY_HEX.test(seed) ? seed : bytesToHex(sha256(utf8ToBytes(seed)));
}

/**
 * A seed for something that must not draw on the voyage's stream (a bot's own choices): HMAC-SHA256 of the stream key and
 * a label such as the point of play. It is one-way, so choices made from it reveal nothing about the key.
 */
export function derivedSeed(seed: string, label: string): string {
  return bytesToHex(hmac(sha256, streamKeyOf(seed), utf8ToBytes(label)));
}
