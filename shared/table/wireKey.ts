// The key of a game's wire shapes: a room's welcome carries its own, and a tab whose build read other shapes (a tab left
// open over a deploy that added or reordered a type) reloads instead of misreading every events message and legal list.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Shapes } from './shapedWire';

type WireShapes = { eventShapes: Shapes; actionShapes: Shapes };

const keys = new WeakMap<WireShapes, string>();

/** A short key of a game's event and action shapes, the same wherever the same shapes are read; worked out once a game. */
export function wireKey(about: WireShapes): string {
  let key = keys.get(about);
  if (key === undefined) {
    key = bytesToHex(sha256(utf8ToBytes(JSON.stringify([about.eventShapes, about.actionShapes])))).slice(0, 16);
    keys.set(about, key);
  }
  return key;
}
