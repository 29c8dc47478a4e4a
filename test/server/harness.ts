// Test helper: a real server on a free port with a throwaway database, real colyseus.js clients, and what they received.
import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { startServer, type RunningServer, type ServerConfig } from '../../server/app';
import type { PrivateMessage } from '../../shared/pastry/protocol';
import { wholePrivate } from '../../shared/table/messages';
import type { HistoryMessage } from '../../shared/table/story';
import type { Action, GameEvent } from '../../shared/pastry/types';
import type { WelcomeMessage } from '../../shared/table/protocol';
import type { EventsWire } from '../../shared/table/eventWire';
import type { PrivateWire } from '../../shared/table/privateWire';
import type { HistoryWire } from '../../shared/table/historyWire';
import { readEvents, readHistory, readPrivate } from './readWire';

/** R50 timers off: nothing times out while a test thinks. */
export const TIMERS_OFF = { turnMs: 0, decisionMs: 0, namingMs: 0 };

/** Tests make many rooms from one address; the creation limit is tested on its own, with its own setting. */
export const TEST_ROOMS_PER_MINUTE = 100_000;

/** A server for one test file. */
export type TestServer = RunningServer & { url: string; dataDir: string; client: () => Client; stop: () => Promise<void> };

/** Starts a server in this process with test seeds allowed (unless `config` says otherwise) and a fresh data folder. */
export async function startTestServer(config: Partial<Omit<ServerConfig, 'port' | 'clientDir'>> = {}): Promise<TestServer> {
  const dataDir = config.dataDir ?? mkdtempSync(join(tmpdir(), 'pastry-test-'));
  const running = await startServer({
    testSeeds: true,
    roomsPerMinute: TEST_ROOMS_PER_MINUTE,
    sockets: { maxPerAddress: 100_000 },
    ...config,
    port: 0,
    dataDir,
    clientDir: join(dataDir, 'no-client'),
  });
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

/** The 'welcome' message. */
export type Welcome = WelcomeMessage;
/** The 'private' message (R52), naming the step it belongs to. */
export type Private = PrivateMessage;
/** The 'events' message. */
export type EventsMessage = { seq: number; serverNow: number; events: { type: string; ms: number; [k: string]: unknown }[] };

/** Everything one client received, in order: messages by kind, and with `capture` also the state after every patch. */
export type Inbox = {
  welcome: Welcome | null;
  private: Private | null;
  events: EventsMessage[];
  history: unknown[] | null; // the story so far, sent on join
  story: HistoryMessage<GameEvent> | null; // the same message whole: its events and who sailed each seat when
  errors: { code: string; message: string }[];
  /** Every message and (with capture) every state as JSON text, in the order they arrived. */
  raw: string[];
  left: number | null; // the close code, once the room is gone
};

/** Records every message a room sends; with `capture`, also every state the client holds after a patch. */
export function listen(room: Room, capture = false): Inbox {
  const inbox: Inbox = { welcome: null, private: null, events: [], history: null, story: null, errors: [], raw: [], left: null };
  const keep = (kind: string, m: unknown) => inbox.raw.push(`${kind} ${JSON.stringify(m)}`);
  room.onMessage('welcome', (m: Welcome) => {
    inbox.welcome = m;
    keep('welcome', m);
  });
  room.onMessage('private', (wire: PrivateWire) => {
    const m = readPrivate<Action>(room, wire);
    inbox.private = wholePrivate(inbox.private, m) as Private;
    keep('private', m);
  });
  room.onMessage('events', (wire: EventsWire) => {
    const m = readEvents(room, wire) as EventsMessage;
    inbox.events.push(m);
    keep('events', m);
  });
  room.onMessage('error', (m: { code: string; message: string }) => {
    inbox.errors.push(m);
    keep('error', m);
  });
  room.onMessage('history', (wire: HistoryWire) => {
    const m = readHistory<GameEvent>(room, wire);
    inbox.history = m.events;
    inbox.story = m;
    keep('history', m);
  });
  room.onLeave((code) => {
    inbox.left = code;
  });
  if (capture) room.onStateChange((state) => keep('state', (state as unknown as { toJSON(): unknown }).toJSON()));
  return inbox;
}

/** Waits until `done()` holds, checking every 20 ms. */
export async function until(done: () => boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits `ms`. */
export function pause(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** The room state as plain JSON (what `toPlayerView` reads). */
export function stateJson(room: Room): StateJson {
  return (room.state as unknown as { toJSON(): StateJson }).toJSON();
}

/** The parts of the room state the tests read: the table's facts, and the voyage's view under `view`. */
export type StateJson = {
  code: string;
  status: string;
  view: {
    day: number;
    turn: number;
    phase: string;
    actor?: number;
    deadline?: number;
    board: { crates: number[] }; // each island's, in board order
    captains: {
      seat: number;
      name: string;
      bot: boolean;
      auto: boolean;
      connected: boolean;
      pos: number; // x * 16 + y (packSquare)
      gold: number;
      hold: string; // a digit a crate (packCrates)
      bench: string;
      recipe?: { name: string };
    }[];
    battle?: { attacker: number; defender: number };
    bake?: { seat: number; startedAt: number; endsAt: number };
    result?: { winners: number[]; standings: number[] };
  };
  [key: string]: unknown;
};

/** R49: gold is never negative, the crates total 24, and no square holds two ships. Returns what is broken, if anything. */
export function brokenInvariants(state: StateJson): string[] {
  const view = state.view;
  const broken: string[] = [];
  for (const c of view.captains) if (c.gold < 0) broken.push(`seat ${c.seat} has ${c.gold} gold`);
  const crates = view.board.crates.reduce((n, c) => n + c, 0) + view.captains.reduce((n, c) => n + c.hold.length + c.bench.length, 0);
  if (crates !== 24) broken.push(`${crates} crates in the game`);
  const squares = new Set(view.captains.map((c) => c.pos));
  if (squares.size !== view.captains.length) broken.push('two ships share a square');
  return broken;
}

/** Cuts a client's socket without a goodbye, as a dropped network would (the server sees close code 1006). */
export function dropSocket(room: Room): void {
  const transport = room.connection.transport as unknown as { ws: { terminate(): void } };
  transport.ws.terminate();
}

/** Leaves every room given, ignoring ones already gone. */
export async function leaveAll(rooms: (Room | null | undefined)[]): Promise<void> {
  await Promise.all(rooms.map((r) => (r?.connection.isOpen ? r.leave(true).catch(() => 0) : 0)));
}

/** One server for a test file, started before its tests and stopped after them, with the rooms to leave first. */
export function useTestServer(config: Parameters<typeof startTestServer>[0] = {}): { server: () => TestServer; rooms: Room[] } {
  let server: TestServer;
  const rooms: Room[] = [];
  beforeAll(async () => {
    server = await startTestServer(config);
  });
  afterAll(async () => {
    await leaveAll(rooms);
    await server.stop();
  });
  return { server: () => server, rooms };
}
