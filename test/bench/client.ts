// Client benchmark: builds the client and prints how much JavaScript (gzipped) the lobby and the game need first,
// and what stays lazy (Rapier, the bake-off). Issue 5's target: the first download at most 400 KB gzipped.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'vite';

type ManifestEntry = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };

const OUT = 'dist/client';

/** Gzipped size of a built file, in KB. */
function gzippedKb(file: string): number {
  return gzipSync(readFileSync(join(OUT, file))).length / 1024;
}

/** Every file a chunk needs before it runs (its static imports, transitively). */
function staticClosure(manifest: Record<string, ManifestEntry>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/** Builds and reports. */
export async function benchClient(): Promise<void> {
  await build({ logLevel: 'silent' });
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const entry = 'index.html'; // the game's entry (rules.html is the other)
  const game = Object.keys(manifest).find((k) => k.endsWith('GameCanvas.tsx'))!;
  const sum = (keys: Iterable<string>) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((kb, k) => kb + gzippedKb(manifest[k].file), 0);
  const lobby = staticClosure(manifest, entry);
  const play = staticClosure(manifest, game, new Set(lobby));
  const lazy = Object.keys(manifest).filter((k) => /CoinTray|BakeOff/.test(k));
  console.log(`client  first download (lobby)          ${sum(lobby).toFixed(1).padStart(7)} KB gzipped JS`);
  console.log(`client  first download (in a voyage)    ${sum(play).toFixed(1).padStart(7)} KB gzipped JS   (target ≤ 400)`);
  console.log(`client  loaded lazily: ${lazy.map((k) => `${k.split('/').pop()} ${gzippedKb(manifest[k].file).toFixed(1)} KB`).join(', ')}`);
}
