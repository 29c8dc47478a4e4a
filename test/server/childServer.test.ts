// The tests' child servers (test/server/child.ts): one that never comes up is stopped when the test gives up on it, so a
// failed start on a slow machine leaves no server running after the test run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startChildServer } from './child';

let folder = '';
let started = 0; // the pid of the process the test started, stopped afterwards whatever the test found
afterEach(() => {
  if (started && alive(started)) process.kill(started, 'SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** Whether a process is still there (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until `done()` holds or `ms` have passed; answers whether it held. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (done()) return true;
  return done();
}

describe('a child server', () => {
  it('that never says it is ready is stopped when the wait for it ends', async () => {
    folder = mkdtempSync(join(tmpdir(), 'never-ready-'));
    const script = join(folder, 'neverReady.mjs');
    writeFileSync(script, 'setInterval(() => {}, 1000);\n');
    const failure = await startChildServer({}, 1_000, { script, cwd: folder }).then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).toMatch(/not ready/);
    started = Number(/\(pid (\d+)\)/.exec(failure?.message ?? '')?.[1]);
    expect(started).toBeGreaterThan(0);
    expect(await until(() => !alive(started), 10_000)).toBe(true);
  });
});
