// Builds the server into one ES module, `dist/server/main.js`: server/ and shared/ bundled, npm packages left in node_modules.
// A production server does not compile itself at start-up (tsx wraps every function in keepNames' __name), so `npm start`
// runs this output with plain node. Plain JavaScript, so plain node can run it: `node server/buildServer.mjs [outdir]`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

/** Where `npm start` keeps the built server. */
export const SERVER_OUT = 'dist/server';

/** The newest modification time under a folder. */
export function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Whether the built server is missing or older than its sources (server/, shared/, the lockfile, the tsconfig). */
export function serverIsStale(outdir = SERVER_OUT) {
  const built = join(outdir, 'main.js');
  if (!existsSync(built)) return true;
  const sources = Math.max(newest('server'), newest('shared'), statSync('package-lock.json').mtimeMs, statSync('tsconfig.json').mtimeMs);
  return statSync(built).mtimeMs < sources;
}

/** Bundles server/main.ts into `outdir`; the tsconfig's experimentalDecorators keep Schema's decorators working. */
export async function buildServer(outdir = SERVER_OUT) {
  try {
    await build({
      entryPoints: ['server/main.ts'],
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      tsconfig: 'tsconfig.json',
      logLevel: 'warning',
    });
  } finally {
    await stop(); // esbuild's helper process would otherwise live as long as the server
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer(process.argv[2] ?? SERVER_OUT);
