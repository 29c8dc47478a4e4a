// FNV-1a, 32 bits: a small pure hash for fingerprints and seeds, never for secrets.

/** FNV-1a over a string's UTF-16 code units, as an unsigned 32-bit number (the legacy stream's seed, a numbers edition). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
