// An address that names nothing (issue 32, bug 8): a styled page with a link to the lobby and status 404, never Express's
// bare "Cannot GET"; an unknown API path answers JSON. The matchmaker's own routes are not caught by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../server/app';

describe('an unknown address', () => {
  let root: string;
  let server: RunningServer;
  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pastry-404-'));
    const clientDir = join(root, 'client');
    mkdirSync(clientDir);
    for (const file of ['404.html', '404.css']) copyFileSync(join('public', file), join(clientDir, file));
    server = await startServer({ port: 0, dataDir: join(root, 'data'), clientDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('gets the styled 404 page, with a link back to the lobby', async () => {
    const res = await fetch(url('/nonexistent-page'));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const body = await res.text();
    expect(body).not.toMatch(/Cannot GET/);
    expect(body).toMatch(/<a class="lost-home" href="\/">/);
    expect(body).toMatch(/<link rel="stylesheet" href="\/404.css"/);
    expect((await fetch(url('/404.css'))).status).toBe(200);
  });

  it('answers an unknown API path with a JSON error', async () => {
    const res = await fetch(url('/api/nothing-here'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not-found' });
  });

  it('leaves the matchmaker and the known routes alone', async () => {
    expect((await fetch(url('/health'))).status).toBe(200);
    const made = await fetch(url('/matchmake/create/voyage'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({ room: { name: 'voyage' } });
  });
});
