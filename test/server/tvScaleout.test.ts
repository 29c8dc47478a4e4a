// TV on two server processes sharing Redis (on its own Redis database, so no other test's tables are listed): asked through
// either, TV answers the same table and only one exhibition sets sail; when the process leading TV is killed, the other
// takes over within a bounded wait, keeping the table on air if it still runs, else starting one new exhibition. Without
// Redis this skips loudly on a workstation, and fails under CI (which starts one: .ci/run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { TvAnswer } from '../../shared/table/tv';
import { LEASE_KEY } from '../../server/tv/tvLease';
import { RECORD_KEYS } from '../../server/tv/tvRecord';
import { listedTables } from '../../server/tv/tvService';
import { freePort, startChildServer, type ChildServer } from './child';
import { IN_CI, findRedis, missingRedis, warnNoRedis } from './redis';

/** TV's own test database: scale-out's public voyages (database 11) would otherwise be on TV here. */
const TV_DB = 12;
const redisUrl = await findRedis(TV_DB);
if (!redisUrl && !IN_CI) warnNoRedis('the TV scale-out test');

describe('TV on two processes sharing Redis', () => {
  if (missingRedis(redisUrl, 'TV is one channel across processes')) return;

  const dirs: string[] = [];
  const servers: ChildServer[] = [];
  const presence = new RedisPresence(redisUrl);
  const driver = new RedisDriver(redisUrl);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    presence.shutdown();
    await driver.shutdown();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A server process with its own port, publicAddress and data folder, sharing `redisUrl`. */
  async function processOnRedis(): Promise<ChildServer> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'pastry-tv-scale-'));
    dirs.push(dataDir);
    const server = await startChildServer({ PORT: String(port), DATA_DIR: dataDir, REDIS_URL: redisUrl!, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
    servers.push(server);
    return server;
  }

  /** What `server` says is on TV. */
  async function onTv(server: ChildServer): Promise<string | null> {
    const answer = (await (await fetch(`http://127.0.0.1:${server.port}/api/tv`)).json()) as TvAnswer;
    return answer.on?.code ?? null;
  }

  /** The exhibitions under way, across the matchmaker, with the address of the process holding each. */
  async function exhibitions(): Promise<{ code: string; at: string }[]> {
    const rooms = await driver.query({ name: 'voyage' });
    const live = (await listedTables(async () => rooms)).filter((t) => t.exhibition && !t.over);
    return live.map((t) => ({ code: t.code, at: rooms.find((r) => r.roomId === t.code)!.publicAddress! }));
  }

  /** Which of `servers` holds TV's lease (its id starts with the process id). */
  async function leader(among: ChildServer[]): Promise<ChildServer | undefined> {
    const holder: unknown = await presence.get(LEASE_KEY);
    return among.find((s) => typeof holder === 'string' && holder.startsWith(`${s.proc.pid}:`));
  }

  it('answers one table through both, with one exhibition, and carries on through the other when the leader is killed', async () => {
    for (const key of [LEASE_KEY, ...RECORD_KEYS]) await presence.del(key); // a previous run's channel
    const [one, two] = await Promise.all([processOnRedis(), processOnRedis()]);

    // Viewers on both processes: both answer the one exhibition TV started.
    await expect
      .poll(
        async () => {
          const [a, b] = await Promise.all([onTv(one), onTv(two)]);
          return a !== null && a === b;
        },
        { timeout: 60_000, interval: 300 },
      )
      .toBe(true);
    const code = (await onTv(one))!;
    expect(await onTv(two)).toBe(code);
    const before = await exhibitions();
    expect(before.map((e) => e.code)).toEqual([code]);
    const first = (await leader([one, two]))!;
    expect(first).toBeDefined();
    const survivor = first === one ? two : one;

    // The leader dies; the survivor's viewers keep asking.
    await first.stop('SIGKILL');
    const killedAt = Date.now();
    const here = `127.0.0.1:${survivor.port}`;
    const survives = before[0].at === here; // the exhibition ran on the survivor
    const seen: (string | null)[] = [];
    await expect
      .poll(
        async () => {
          const on = await onTv(survivor);
          seen.push(on);
          const now = await exhibitions();
          return on !== null && now.length === 1 && now[0].code === on && now[0].at === here && (await leader([survivor])) === survivor;
        },
        { timeout: 60_000, interval: 300 },
      )
      .toBe(true);
    const after = (await exhibitions())[0];
    console.log(`[tv] the survivor showed a live exhibition ${Date.now() - killedAt} ms after the leader was killed; the first ${survives ? 'ran on the survivor' : 'died with the leader'}`);
    if (survives) {
      expect(after.code).toBe(code);
      expect(seen.every((on) => on === code)).toBe(true); // no jump: the same table on air all along
    } else {
      expect(after.code).not.toBe(code); // the dead process's exhibition is gone: a new one is on air
    }
  });
});
