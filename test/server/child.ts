// A server in its own process, started the way production starts it (`node dist/.../main.js`, the built server/main.ts), for
// restarts, scale-out and load: what is tested is what runs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client } from 'colyseus.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A server process. */
export type ChildServer = {
  proc: ChildProcess;
  port: number;
  url: string;
  client: () => Client;
  output: () => string;
  /** Stops it with `signal` and waits for it to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** A TCP port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Where the tests' build of the server goes (inside the project, so node finds its packages). */
export const TEST_SERVER_OUT = 'dist/test-server';

/** Builds the server the way `npm start` does (server/buildServer.mjs) into `outdir`; returns its entry. */
export function buildTestServer(outdir = TEST_SERVER_OUT, cwd: string = ROOT): string {
  const built = spawnSync(process.execPath, ['server/buildServer.mjs', outdir], { cwd, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the server failed:\n${built.stdout}${built.stderr}`);
  return join(outdir, 'main.js');
}

/** Another server to run the same way: the benchmark's trivial anchor room, flags for node (say, --cpu-prof), another checkout. */
export type ChildOptions = { script?: string; nodeFlags?: string[]; cwd?: string };

/**
 * Runs the built server with plain node (no npx wrapper in between, so a signal reaches the server itself; a `.ts` script,
 * such as the bench's trivial room, runs through tsx) and waits until it is ready.
 */
export async function startChildServer(
  env: Record<string, string>,
  readyMs = 30_000,
  { script = join(TEST_SERVER_OUT, 'main.js'), nodeFlags = [], cwd = ROOT }: ChildOptions = {},
): Promise<ChildServer> {
  const port = Number(env.PORT ?? (await freePort()));
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const proc = spawn(process.execPath, [...nodeFlags, ...loader, script], {
    cwd,
    env: { ...process.env, NODE_ENV: 'test', ROOMS_PER_MINUTE: '100000', MAX_SOCKETS_PER_ADDRESS: '100000', ...env, PORT: String(port) }, // tests make many rooms and sockets from one address
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL'); // a server that never came up is not left running once its test has given up on it
      reject(new Error(`server not ready after ${readyMs} ms (pid ${proc.pid}):\n${output}`));
    }, readyMs);
    const check = () => {
      if (output.includes('is ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', check);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
  const url = `ws://127.0.0.1:${port}`;
  return {
    proc,
    port,
    url,
    client: () => new Client(url),
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}
