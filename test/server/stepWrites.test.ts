// The log's writes are batched a turn at a time (issue 30) but never shown unwritten: a queued step is on disk once the
// room flushes (before every patch), at the latest at the turn's end, and before its voyage is marked over or read back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { VoyageStore } from '../../server/store/VoyageStore';

let dir = '';
let store: VoyageStore | null = null;
afterEach(() => {
  store?.close();
  store = null;
  rmSync(dir, { recursive: true, force: true });
});

/** What another connection to the same file sees now: each voyage's written steps and status. */
function onDisk(): { steps: number; status: string } {
  const db = new Database(join(dir, 'voyages.sqlite'), { readonly: true });
  try {
    const steps = (db.prepare('SELECT COUNT(*) AS n FROM entries').get() as { n: number }).n;
    const status = (db.prepare("SELECT status FROM voyages WHERE code = 'WRITE'").get() as { status: string }).status;
    return { steps, status };
  } finally {
    db.close();
  }
}

function openStore(): VoyageStore {
  dir = mkdtempSync(join(tmpdir(), 'step-writes-'));
  store = new VoyageStore(dir);
  store.createVoyage('WRITE', { seed: 's', captains: [{ name: 'A' }, { name: 'B' }] }, {}, 'pastry');
  return store;
}

describe('step writes', () => {
  it('queues a turn’s steps and writes them all on flush, in order', () => {
    const s = openStore();
    for (let n = 0; n < 3; n++) s.append('WRITE', n, { kind: 'tick', now: n });
    expect(onDisk().steps).toBe(0);
    s.flush();
    expect(onDisk().steps).toBe(3);
    expect(s.load('WRITE')!.log).toEqual([0, 1, 2].map((now) => ({ kind: 'tick', now })));
  });

  it('writes what nobody flushed at the end of the turn', async () => {
    const s = openStore();
    s.append('WRITE', 0, { kind: 'tick', now: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(onDisk().steps).toBe(1);
  });

  it('writes a voyage’s last steps before it is marked over, and reads them back', () => {
    const s = openStore();
    s.append('WRITE', 0, { kind: 'tick', now: 1 });
    s.finish('WRITE');
    expect(onDisk()).toEqual({ steps: 1, status: 'over' });
    s.append('WRITE', 1, { kind: 'tick', now: 2 });
    expect(s.load('WRITE')!.log).toHaveLength(2);
  });
});
