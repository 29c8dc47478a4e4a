// A table room's parts wired over a stand-in for the Colyseus room: real seats, voyage, store, clock holds and step
// pipeline, no sockets. Clients are plain objects that keep what they were sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { ClientState, type Client } from '@colyseus/core';
import { TABLES } from '../../server/games/tables';
import type { GameKey } from '../../shared/games';
import { ClockHolds } from '../../server/table/clockHolds';
import { Door } from '../../server/table/door';
import { botName } from '../../server/table/names';
import { createOptionsFor, type CreateOptions } from '../../server/table/options';
import { PatchQueue } from '../../server/table/patchSoon';
import { DEFAULT_RATE_LIMITS } from '../../shared/table/tokenBucket';
import type { RoomContext } from '../../server/table/roomContext';
import { Seating } from '../../server/table/Seating';
import { StepPipeline } from '../../server/table/stepPipeline';
import { TableCore, type TableRoom } from '../../server/table/tableCore';
import { WaitingRoom } from '../../server/table/waitingRoom';
import type { BotDriver } from '../../server/table/botDriver';
import { VoyageStore } from '../../server/store/VoyageStore';

/** A client that keeps every message it was sent, and how it was sent away. */
export type FakeClient = Client & { sent: { type: string; message: unknown }[]; leftWith: number | null; errors(): string[] };

/** A client of session `id`, joined. */
export function fakeClient(id: string): FakeClient {
  const client = {
    sessionId: id,
    state: ClientState.JOINED,
    sent: [] as { type: string; message: unknown }[],
    leftWith: null as number | null,
    send(type: string, message: unknown) {
      client.sent.push({ type, message });
    },
    leave(code: number) {
      client.leftWith = code;
    },
    errors: () => client.sent.filter((m) => m.type === 'error').map((m) => (m.message as { code: string }).code),
  };
  return client as unknown as FakeClient;
}

/** One table's parts over a stand-in room, with its broadcasts and timers kept. */
export function fakeTable(game: GameKey, options: Partial<CreateOptions> = {}) {
  const dataDir = mkdtempSync(joinPath(tmpdir(), 'parts-'));
  const store = new VoyageStore(dataDir);
  const broadcasts: { type: string; message: unknown }[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const clients: FakeClient[] = [];
  const room = {
    roomId: 'PARTS',
    clients,
    state: new (TABLES.get(game).State)(),
    clock: {
      setTimeout: (run: () => void, ms: number) => {
        timers.push({ ms, run });
        return { clear: () => undefined };
      },
    },
    listing: { private: false },
    autoDispose: true,
    broadcast: (type: string, message: unknown) => broadcasts.push({ type, message }),
    broadcastPatch: () => true,
    setPrivate: async (hidden = true) => {
      room.listing.private = hidden;
    },
    setMetadata: async () => undefined,
  };
  const context = {
    games: TABLES,
    createOptions: createOptionsFor(TABLES),
    store,
    testSeeds: true,
    restoring: new Set(),
    rateLimits: DEFAULT_RATE_LIMITS,
    absentAfterMs: 20_000,
    boardWaitMs: 10_000,
    patches: new PatchQueue(),
  } as unknown as RoomContext;
  const core = new TableCore(room as unknown as TableRoom, context);
  core.play(TABLES.get(game));
  core.settings = context.createOptions.parse({ game, name: 'Anne', captains: 2, pace: 0, seed: 'parts-1', timers: { turnMs: 0, decisionMs: 0 }, ...options });
  core.seating = new Seating(['easy', 'easy'], [botName(0), botName(1)]);
  const holds = new ClockHolds(core);
  const scheduled: unknown[] = [];
  const bots = { schedule: (view: unknown) => scheduled.push(view) } as unknown as BotDriver;
  const published: unknown[] = [];
  let door: Door;
  const steps = new StepPipeline(core, holds, { published: (view) => published.push(view), seatChanged: (seat) => door.watchAbsence(seat) });
  let waiting: WaitingRoom;
  door = new Door(core, steps, (session) => waiting.boardUp(session));
  waiting = new WaitingRoom(core, door, steps, holds, bots);
  /** A client comes in through the door with these join options. */
  const join = (id: string, options: Record<string, unknown> = { name: id }) => {
    const client = fakeClient(id);
    clients.push(client);
    door.join(client, options);
    return client;
  };
  const close = () => {
    store.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { room, context, core, holds, steps, door, waiting, store, broadcasts, timers, scheduled, published, join, close };
}
