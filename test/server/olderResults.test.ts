// Issue 31: a game that finished before results were stored gets its result from its log after startup, in the background,
// and joins the list of finished games; one dealt under other numbers is left out of the list, and its summary names its
// captains without guessing a winner, never a 500.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../server/games/tables';
import { VoyageStore } from '../../server/store/VoyageStore';
import type { FinishedPage } from '../../shared/table/replay';
import { playStoredGame } from './finishedGames';
import { startTestServer, type TestServer } from './harness';

describe('finished games older than their stored results', () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('are recorded from their logs after startup and listed; one under other numbers is not, and its summary guesses no winner', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'older-results-'));
    const store = new VoyageStore(dataDir);
    const pastry = TABLES.get('pastry');
    const merchant = TABLES.get('merchant');
    const older = playStoredGame(store, pastry, 'PQRST', 'older-pastry', { count: 3, older: true });
    playStoredGame(store, merchant, 'MNPQR', 'older-merchant', { count: 3, older: true });
    const recent = playStoredGame(store, merchant, 'MWXYZ', 'recent-merchant', { count: 2 });
    expect(store.finished.resultOf('PQRST')).toBeNull();
    store.close();
    const db = new Database(join(dataDir, 'voyages.sqlite'));
    const setup = JSON.parse((db.prepare('SELECT setup FROM voyages WHERE code = ?').get('MNPQR') as { setup: string }).setup);
    db.prepare('UPDATE voyages SET setup = ? WHERE code = ?').run(JSON.stringify({ ...setup, edition: 'a1b2c3d4' }), 'MNPQR');
    db.close();

    server = await startTestServer({ dataDir });
    const list = async () => ((await (await fetch(`http://127.0.0.1:${server!.port}/api/voyages?finished=1`)).json()) as FinishedPage).voyages;
    let listed: FinishedPage['voyages'] = [];
    for (let tries = 0; tries < 100 && listed.length < 2; tries++) {
      listed = await list();
      if (listed.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(listed.map((v) => v.code)).toEqual(['MWXYZ', 'PQRST']); // by when each ended
    const { winners, days } = pastry.summary(older.final);
    expect(listed[1]).toMatchObject({ game: 'pastry', winners, days });
    expect(listed[0].winners).toEqual(merchant.summary(recent.final).winners);
    const summary = await fetch(`http://127.0.0.1:${server.port}/api/voyages/MNPQR`);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toEqual({ status: 'over', game: 'merchant', captains: ['Bot 0', 'Bot 1', 'Bot 2'], winners: [] });
    const replay = await fetch(`http://127.0.0.1:${server.port}/api/voyages/MNPQR/replay`);
    expect(replay.status).toBe(410);
    expect(await replay.json()).toMatchObject({ unavailable: 'edition', voyage: null });
  });
});
