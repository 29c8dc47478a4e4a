// `npm start`: builds the client when it is missing or older than its sources, then runs the server and prints the URL.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

/** The newest modification time under a folder. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = 'dist/client/index.html';
const sources = Math.max(newest('client'), newest('shared'), newest('public'), statSync('vite.config.ts').mtimeMs); // the config shapes the output too
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the client (first start, or its sources changed)…');
  const started = Date.now();
  await build({ logLevel: 'info' }); // vite reports its progress as it goes
  console.log(`Client built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
await import('./main');
