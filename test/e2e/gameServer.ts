// Test helper: serves the client that the browser project's global setup built (buildClient.ts) from the real production
// app (CSP included), with test seeds allowed and its own data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startServer, type RunningServer, type ServerConfig } from '../../server/app';

/**
 * How long a first turn waits for boards here: software WebGL on a busy machine can take longer than production's 10 s to
 * draw its first frame, and a browser test must not lose that race (the 10 s cap is test/server/boardsUp.test.ts's).
 */
export const BOARD_WAIT_SECONDS = 60;

/** A built client behind a running server. */
export type GameServer = RunningServer & { url: string; stop: () => Promise<void> };

/** Starts a server on a free port in front of the test build of the client; `overrides` shorten a test's waits (R51's absence, quick play's countdown). */
export async function startGameServer(overrides: Partial<ServerConfig> = {}): Promise<GameServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastry-e2e-data-'));
  const running = await startServer({
    port: 0,
    dataDir,
    clientDir: inject('clientDir'),
    testSeeds: true,
    roomsPerMinute: 100_000,
    sockets: { maxPerAddress: 100_000 },
    boardWaitSeconds: BOARD_WAIT_SECONDS,
    ...overrides,
  }); // browser tests make many rooms and sockets from one address
  return {
    ...running,
    url: `http://127.0.0.1:${running.port}`,
    stop: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
