// Test helper: finds the Redis a scale-out test may use. Without one a workstation skips such tests loudly; under CI
// (which starts one: .ci/run) they must run.
import { connect } from 'node:net';
import { it } from 'vitest';

/** The test's own Redis database, so it neither reads nor disturbs database 0. */
const TEST_DB = 11;

/** Whether something answers PING at `url`. */
function answersPing(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** REDIS_TEST_URL, else a Redis on the usual local port, else null; on database `db` unless the URL names one. */
export async function findRedis(db = TEST_DB): Promise<string | null> {
  const url = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
  if (!(await answersPing(url))) return null;
  const parsed = new URL(url);
  if (parsed.pathname === '' || parsed.pathname === '/') parsed.pathname = `/${db}`;
  return parsed.toString();
}

/** CI runs must prove scale-out; a workstation without Redis may skip it. */
export const IN_CI = !!process.env.CI && !['0', 'false'].includes(process.env.CI);

/** Where the tests looked for Redis, for their messages. */
export const REDIS_WHERE = process.env.REDIS_TEST_URL ? `REDIS_TEST_URL (${process.env.REDIS_TEST_URL})` : '127.0.0.1:6379 (REDIS_TEST_URL is unset)';

/** Warns loudly that a test file skips for want of Redis (outside CI). */
export function warnNoRedis(what: string): void {
  console.warn(`\n*** SKIPPING ${what}: no Redis answers at ${REDIS_WHERE}. ***\n*** Start one (redis-server --port 6379 --daemonize yes --save '') to run it; under CI it must run. ***\n`);
}

/** Where a client's socket went: the host:port of the process that holds its room. */
export function socketHost(room: { connection: { transport: unknown } }): string {
  return new URL((room.connection.transport as { ws: { url: string } }).ws.url).host;
}

/** Inside a describe: without Redis, registers a failing test under CI or a skipped `what` elsewhere, and says so (true); with it, false. */
export function missingRedis(redisUrl: string | null, what: string): redisUrl is null {
  if (redisUrl) return false;
  if (IN_CI) {
    it('needs Redis under CI', () => {
      throw new Error(`CI is set but no Redis answers at ${REDIS_WHERE}: .ci/run should have started one.`);
    });
  } else {
    it.skip(`${what} (skipped: no Redis)`, () => {});
  }
  return true;
}
