// Unhandled rejections: with its Redis stopped mid-voyage, a server's room survives. The captain plays on to the end,
// the promises the room starts and cannot finish (taking the voyage off quick play near its end, opening a rematch room) fail
// into the log with the room's code, and the process stays up. Uses a private redis-server; without one it skips loudly
// (and fails under CI, which installs one: .ci/run).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Captain, playLikeABot } from './captain';
import { freePort, startChildServer, type ChildServer } from './child';
import { TIMERS_OFF, stateJson, until } from './harness';
import { REMATCH_WAIT_MS } from '../../server/table/rematch';

const HAS_REDIS = spawnSync('redis-server', ['--version']).status === 0;
const IN_CI = !!process.env.CI && !['0', 'false'].includes(process.env.CI);
if (!HAS_REDIS && !IN_CI) console.warn('\n*** SKIPPING the Redis-stopped test: no redis-server on the PATH (apt-get install redis-server). ***\n');

/** A throwaway redis-server on a free port, with nothing saved. */
async function privateRedis(): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  await until(() => output.includes('Ready to accept connections'), 10_000, `redis-server on ${port}`);
  return { url: `redis://127.0.0.1:${port}`, proc };
}

describe('a room outlives its Redis', () => {
  if (!HAS_REDIS) {
    if (IN_CI)
      it('needs redis-server under CI', () => {
        throw new Error('CI is set but redis-server is missing: .ci/run should have installed it.');
      });
    else it.skip('survives Redis stopping (skipped: no redis-server)', () => {});
    return;
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'pastry-redis-down-'));
  let redis: ChildProcess | null = null;
  let server: ChildServer | null = null;
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('plays on to the end with Redis gone, logs what failed with the room code, and stays up', async () => {
    const started = await privateRedis();
    redis = started.proc;
    const port = await freePort();
    server = await startChildServer({ PORT: String(port), DATA_DIR: dataDir, REDIS_URL: started.url, PUBLIC_ADDRESS: `127.0.0.1:${port}`, PASTRY_TEST_SEEDS: '1' });

    let redisStopped = false;
    const pat = new Captain(await server.client().create('voyage', { name: 'Pat', captains: 3, pace: 0, seed: 'redis-down-1', timers: TIMERS_OFF }), (view, legal) =>
      redisStopped || view.day < 2 ? playLikeABot(view, legal) : null,
    );
    const code = pat.room.roomId;
    await until(() => pat.inbox.welcome !== null, 5000, 'the welcome');
    pat.room.send('start');
    await until(() => stateJson(pat.room).view?.day >= 2 && stateJson(pat.room).view?.actor === pat.seat, 30_000, 'day 2, Pat to move');

    redis.kill('SIGKILL');
    await new Promise((r) => redis!.once('exit', r));
    redisStopped = true;
    const actionsBefore = pat.actions.length;
    pat.decide();

    await until(() => stateJson(pat.room).status === 'over', 60_000, 'the voyage to end without Redis');
    expect(pat.actions.length).toBeGreaterThan(actionsBefore);
    // Nearing its end takes the voyage off quick play, which needs Redis: the failure is the room's, logged, not the process's.
    await until(() => server!.output().includes(`[voyage ${code}] failed taking the voyage off quick play`), 60_000, 'the failure in the log');
    // A rematch needs Redis too: the captain hears it failed, within the room's wait for it rather than after the presence's
    // retries (over 30 s), and the room stays.
    pat.room.send('rematch');
    await until(() => pat.inbox.errors.some((e) => e.code === 'rematch-failed'), REMATCH_WAIT_MS + 12_000, 'the rematch to fail');
    expect(server.output()).toContain(`[voyage ${code}] failed opening a rematch room`);

    expect(pat.inbox.left).toBeNull();
    expect(pat.room.connection.isOpen).toBe(true);
    expect(server.proc.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  }, 180_000);
});
