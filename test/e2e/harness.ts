// Test helper: one built game server and one headless Chromium shared by the tests of a describe block.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch } from './browser';
import { startGameServer, type GameServer } from './gameServer';
import type { ServerConfig } from '../../server/app';

/** Starts the server and the browser before the block's tests and stops both after; call inside the describe. */
export function useGameServerAndBrowser(launchArgs: string[] = [], serverOverrides: Partial<ServerConfig> = {}): { server: () => GameServer; browser: () => Browser } {
  let server: GameServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startGameServer(serverOverrides);
    browser = await launch(launchArgs);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    server: () => server ?? fail('the game server has not started'),
    browser: () => browser ?? fail('the browser has not launched'),
  };
}

function fail(message: string): never {
  throw new Error(message);
}
