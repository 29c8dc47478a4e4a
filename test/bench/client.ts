// Client benchmark: builds the client, serves it from the real server (precompressed, as production does) and prints how
// many bytes of JavaScript the lobby and the game need first, as sent over the wire to a browser that accepts brotli
// (and to one that only takes gzip), beside the uncompressed size; and what stays lazy (Rapier, the bake-off, Merchant Voyages).
// The target: the first download at most 400 KB compressed, measured on the wire, not by gzipping files.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { startServer } from '../../server/app';

type ManifestEntry = { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };

const OUT = 'dist/client';

/** Body bytes the server sends for `path` to a browser offering `acceptEncoding` (the Content-Length it sends). */
function wireBytes(port: number, path: string, acceptEncoding: string): Promise<number> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path: `/${path}`, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? done(bytes) : fail(new Error(`GET /${path}: ${res.statusCode}`))));
    })
      .on('error', fail)
      .end();
  });
}

/** Every file a chunk needs before it runs (its static imports, transitively). */
function staticClosure(manifest: Record<string, ManifestEntry>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/** Builds, serves and reports. */
export async function benchClient(): Promise<void> {
  await build({ logLevel: 'silent' });
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const dir = mkdtempSync(join(tmpdir(), 'pastry-bench-client-'));
  const server = await startServer({ port: 0, dataDir: join(dir, 'data'), clientDir: resolve(OUT) });
  try {
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
    /** A set of chunks' JS: brotli and gzip bytes on the wire, and bytes uncompressed. */
    const measure = async (keys: Iterable<string>) => {
      const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
      const sizes = await Promise.all(files.map(async (f) => [await wireBytes(server.port, f, 'gzip, deflate, br'), await wireBytes(server.port, f, 'gzip'), readFileSync(join(OUT, f)).length]));
      return sizes.reduce((sum, s) => sum.map((x, i) => x + s[i]), [0, 0, 0]);
    };
    const show = (label: string, [br, gz, plain]: number[], note = '') =>
      console.log(`client  ${label.padEnd(36)} ${kb(br)} KB JS on the wire (br), ${kb(gz)} KB with gzip only, ${kb(plain)} KB uncompressed${note}`);
    const entry = 'index.html'; // the game's entry (rules.html is the other)
    // A module's chunk: its own entry, or the shared chunk named after it when the bundler folded it in with others.
    const chunk = (name: string) => Object.keys(manifest).find((k) => k.endsWith(name)) ?? Object.keys(manifest).find((k) => manifest[k].name === name.replace(/\.tsx?$/, ''))!;
    const lobby = staticClosure(manifest, entry);
    // Joining fetches colyseus.js (the lobby leaves it out until then): every seated or watching page has it.
    const joined = staticClosure(manifest, chunk('colyseus.js/build/cjs/index.js'), new Set(lobby));
    // A Pastry voyage: its table (HUD, keys, sounds) and the sea it fetches as it sails.
    const pastry = staticClosure(manifest, chunk('GameCanvas.tsx'), staticClosure(manifest, chunk('PastryRoom.tsx')));
    show('first download (lobby)', await measure(lobby));
    show('first download (in a voyage)', await measure(new Set([...joined, ...pastry])), '   (target ≤ 400 on the wire)');
    const merchant = chunk('MerchantRoom.tsx');
    const merchantOnly = [...staticClosure(manifest, merchant)].filter((k) => !pastry.has(k) && !joined.has(k));
    show('first download (at a Merchant table)', await measure(staticClosure(manifest, merchant, new Set(joined))));
    show('Merchant Voyages alone (lazy)', await measure(merchantOnly), "   (never in the first game's download)");
    const lazy = Object.keys(manifest).filter((k) => /CoinTray|BakeOff/.test(k));
    const lazySizes = await Promise.all(lazy.map(async (k) => `${k.split('/').pop()} ${kb(await wireBytes(server.port, manifest[k].file, 'br')).trim()} KB`));
    console.log(`client  loaded lazily (br on the wire): ${lazySizes.join(', ')}`);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
