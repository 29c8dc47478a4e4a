// Scale-out: two server processes share matchmaking through Redis (REDIS_URL), each with its own publicAddress
// and database. A room made through one is joined by code through the other, and quick play through either finds the same
// public voyage. Without Redis this skips loudly on a workstation, and fails under CI (which starts one: .ci/run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { Captain } from './captain';
import { freePort, startChildServer, type ChildServer } from './child';
import { TIMERS_OFF, brokenInvariants, leaveAll, listen, pause, stateJson, until } from './harness';
import { IN_CI, findRedis, missingRedis, socketHost, warnNoRedis } from './redis';

const redisUrl = await findRedis();
if (!redisUrl && !IN_CI) warnNoRedis('the scale-out test');

describe('scale-out through Redis', () => {
  if (missingRedis(redisUrl, 'two processes share matchmaking')) return;

  const dirs: string[] = [];
  const servers: ChildServer[] = [];
  const rooms: Room[] = [];
  afterAll(async () => {
    await leaveAll(rooms);
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A server process with its own port, publicAddress and data folder, sharing `redisUrl`. */
  async function processOnRedis(): Promise<ChildServer> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'pastry-scale-'));
    dirs.push(dataDir);
    const server = await startChildServer({ PORT: String(port), DATA_DIR: dataDir, REDIS_URL: redisUrl!, PUBLIC_ADDRESS: `127.0.0.1:${port}`, PASTRY_TEST_SEEDS: '1' });
    servers.push(server);
    return server;
  }

  it('joins by code across processes, and quick play through either process finds the same public voyage', async () => {
    const [one, two] = await Promise.all([processOnRedis(), processOnRedis()]);
    const hosts = [`127.0.0.1:${one.port}`, `127.0.0.1:${two.port}`];

    // Made through one, joined by code through the other; both sockets go to whichever process holds the room.
    const ada = new Captain(await one.client().create('voyage', { name: 'Ada', captains: 3, private: true, pace: 0, seed: 'scale-1', timers: TIMERS_OFF }));
    const code = ada.room.roomId;
    const bea = new Captain(await two.client().joinById(code, { name: 'Bea' }));
    rooms.push(ada.room, bea.room);
    expect(bea.room.roomId).toBe(code);
    expect(hosts).toContain(socketHost(ada.room));
    expect(socketHost(bea.room)).toBe(socketHost(ada.room));
    await until(() => !!bea.inbox.welcome, 5000, "Bea's welcome");
    expect(bea.inbox.welcome).toMatchObject({ code, spectator: false });
    ada.room.send('start');
    await until(() => stateJson(bea.room).status === 'over', 60_000, 'the voyage to end');
    await pause(150);
    expect(stateJson(bea.room)).toEqual(stateJson(ada.room));
    expect(brokenInvariants(stateJson(ada.room))).toEqual([]);
    expect([...ada.inbox.errors, ...bea.inbox.errors]).toEqual([]);

    // Quick play: the first newcomer opens a public voyage, and newcomers through either process land in it.
    const quick: Room[] = [];
    for (const [i, server] of [one, two, one, two].entries()) {
      const room = await server.client().joinOrCreate('voyage', { name: `Quick ${i}`, captains: 4 });
      listen(room);
      quick.push(room);
      rooms.push(room);
    }
    expect(new Set(quick.map((r) => r.roomId)).size).toBe(1);
    expect(quick[0].roomId).not.toBe(code);
    expect(new Set(quick.map(socketHost)).size).toBe(1);
    await until(() => (stateJson(quick[0]).lobby as { human: boolean }[]).filter((s) => s.human).length === 4, 5000, 'four people in the lobby');
  });

  it('an audience member on the other process gets the same delayed feed', async () => {
    const [one, two] = await Promise.all([processOnRedis(), processOnRedis()]);
    const ada = new Captain(await one.client().create('voyage', { name: 'Ada', captains: 2, private: true, pace: 0, seed: 'scale-cast-1', timers: TIMERS_OFF, castDelay: 1 }));
    rooms.push(ada.room);
    await until(() => !!ada.inbox.welcome, 5000, "Ada's welcome");
    const code = ada.inbox.welcome!.code;
    // Matchmaking puts a new room on the process with the fewest rooms, from counts each process saves about once a
    // second; until the voyage's process has saved its count, the audience room may open beside it. Then try again.
    const voyageHost = socketHost(ada.room);
    let viewer = await two.client().joinOrCreate('audience', { code, name: 'Vic' });
    for (let tries = 0; socketHost(viewer) === voyageHost && tries < 10; tries++) {
      await viewer.leave(true);
      await pause(500);
      viewer = await two.client().joinOrCreate('audience', { code, name: 'Vic' });
    }
    rooms.push(viewer);
    const inbox = listen(viewer);
    expect([`127.0.0.1:${one.port}`, `127.0.0.1:${two.port}`]).toContain(voyageHost);
    expect([`127.0.0.1:${one.port}`, `127.0.0.1:${two.port}`, voyageHost].filter((h) => h !== voyageHost)).toContain(socketHost(viewer));
    ada.room.send('start');
    await until(() => stateJson(ada.room).status === 'over', 60_000, 'the voyage to end');
    await until(() => stateJson(viewer).status === 'over', 10_000, 'the audience to see the end');
    await pause(300);
    const shared = (json: Record<string, unknown>) => {
      const { watching: _w, questions: _q, predictors: _p, ...rest } = json;
      return rest;
    };
    expect(shared(stateJson(viewer))).toEqual(shared(stateJson(ada.room)));
    const live = ada.inbox.events.flatMap((m) => m.events.map((e) => e.type));
    expect(inbox.events.flatMap((m) => m.events.map((e) => e.type))).toEqual(live.slice(live.length - inbox.events.flatMap((m) => m.events).length));
    expect(inbox.errors).toEqual([]);
  });
});
