// `npm start`: builds the client and the server when they are missing or older than their sources, then runs the built
// server with plain node in this process and prints the URL. Plain JavaScript: no compiler runs at start-up.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { buildServer, newest, SERVER_OUT, serverIsStale } from './buildServer.mjs';

const client = 'dist/client/index.html';
const clientSources = Math.max(newest('client'), newest('shared'), newest('public'), statSync('vite.config.ts').mtimeMs); // the config shapes the output too
if (!existsSync(client) || statSync(client).mtimeMs < clientSources) {
  console.log('Building the client (first start, or its sources changed)…');
  const started = Date.now();
  const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { stdio: 'inherit' }); // vite reports its progress as it goes
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.log(`Client built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
if (serverIsStale()) {
  console.log('Building the server…');
  const started = Date.now();
  await buildServer();
  console.log(`Server built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
await import(`../${SERVER_OUT}/main.js`);
