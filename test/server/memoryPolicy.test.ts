// The soak: the server process keeps its heap in step with its live data (HEAP_GROWING_PERCENT, COMPACT_HEAP),
// refuses a setting it cannot read with a clear message, and reports its memory on /health so an operator (and
// `npm run soak`) can watch it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from './child';

describe('the server memory policy', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastry-memory-'));
  let server: ChildServer | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a HEAP_GROWING_PERCENT that is not a number, saying which setting is wrong', async () => {
    await expect(startChildServer({ DATA_DIR: dataDir, HEAP_GROWING_PERCENT: 'lots' })).rejects.toThrow('HEAP_GROWING_PERCENT must be a positive number, not lots');
  });

  it('refuses a COMPACT_HEAP other than 1 or 0', async () => {
    await expect(startChildServer({ DATA_DIR: dataDir, COMPACT_HEAP: 'yes' })).rejects.toThrow('COMPACT_HEAP must be 1 or 0, not yes');
  });

  it('reports RSS, heap used and committed, external memory, each heap space and the event loop delay on /health', async () => {
    server = await startChildServer({ DATA_DIR: dataDir });
    const health = (await (await fetch(`http://127.0.0.1:${server.port}/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ ok: true, rooms: 0, clients: 0 });
    const { rssMb, heapMb, heapTotalMb, externalMb, arrayBuffersMb, heapSpacesMb } = health as Record<string, number> & { heapSpacesMb: Record<string, number> };
    expect(heapTotalMb).toBeGreaterThanOrEqual(heapMb);
    expect(rssMb).toBeGreaterThan(heapTotalMb);
    expect(externalMb).toBeGreaterThanOrEqual(arrayBuffersMb);
    expect(Object.keys(heapSpacesMb)).toEqual(expect.arrayContaining(['new', 'old', 'code', 'large_object']));
    expect(heapSpacesMb.old).toBeGreaterThan(0);
    expect(health.loopDelay).toEqual({ p50Ms: expect.any(Number), p99Ms: expect.any(Number), maxMs: expect.any(Number) });
  });
});
