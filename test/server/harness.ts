// Test helper: a real server on a free port with a throwaway database, and real colyseus.js clients.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { startServer, type RunningServer } from '../../server/app';
import type { Action } from '../../shared/index';

/** A server for one test file. */
export type TestServer = RunningServer & { url: string; dataDir: string; client: () => Client; stop: () => Promise<void> };

/** Starts a server with test seeds allowed and a fresh data folder. */
export async function startTestServer(dataDir = mkdtempSync(join(tmpdir(), 'pastry-test-'))): Promise<TestServer> {
  const running = await startServer({ port: 0, dataDir, clientDir: join(dataDir, 'no-client'), testSeeds: true });
  const url = `ws://127.0.0.1:${running.port}`;
  return {
    ...running,
    url,
    dataDir,
    client: () => new Client(url),
    stop: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Everything one client received: the latest private bits, events, errors and welcome. */
export type Inbox = {
  welcome: { code: string; seat: number | null; seatToken: string | null; spectator: boolean; creator: boolean } | null;
  private: { seat: number; recipe: unknown; legal: Action[] } | null;
  events: { seq: number; events: { type: string; ms: number; [k: string]: unknown }[] }[];
  errors: { code: string; message: string }[];
  raw: string[];
};

/** Records every message a room sends. */
export function listen(room: Room): Inbox {
  const inbox: Inbox = { welcome: null, private: null, events: [], errors: [], raw: [] };
  room.onMessage('welcome', (m) => { inbox.welcome = m; inbox.raw.push(JSON.stringify(m)); });
  room.onMessage('private', (m) => { inbox.private = m; inbox.raw.push(JSON.stringify(m)); });
  room.onMessage('events', (m) => { inbox.events.push(m); inbox.raw.push(JSON.stringify(m)); });
  room.onMessage('error', (m) => { inbox.errors.push(m); inbox.raw.push(JSON.stringify(m)); });
  return inbox;
}

/** Waits until `done()` holds, checking every 20 ms. */
export async function until(done: () => boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
