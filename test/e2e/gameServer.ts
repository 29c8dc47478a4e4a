// Test helper: builds the client in test mode (window.__pirates in) into a temporary folder, never dist/client where
// `npm start` keeps the production build, and serves it from the real production app (CSP included) with test seeds allowed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { startServer, type RunningServer } from '../../server/app';

/** A built client behind a running server. */
export type GameServer = RunningServer & { url: string; stop: () => Promise<void> };

/** Builds the client and starts a server on a free port. */
export async function startGameServer(): Promise<GameServer> {
  const dir = mkdtempSync(join(tmpdir(), 'pastry-e2e-'));
  const clientDir = join(dir, 'client');
  await build({ configFile: resolve('vite.config.ts'), mode: 'test', logLevel: 'error', build: { outDir: clientDir, emptyOutDir: true } });
  const running = await startServer({ port: 0, dataDir: join(dir, 'data'), clientDir, testSeeds: true, roomsPerMinute: 100_000, sockets: { maxPerAddress: 100_000 } }); // browser tests make many rooms and sockets from one address
  return {
    ...running,
    url: `http://127.0.0.1:${running.port}`,
    stop: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
