// KEEP_VOYAGES (issue 31): pruning keeps exactly the newest finished games, with their logs, and never touches a game under
// way; a server prunes at start-up. And the replay cache keeps the most recently opened answers within its byte bound.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ReplayCache } from '../../server/api/replayCache';
import { TABLES } from '../../server/games/tables';
import { VoyageStore } from '../../server/store/VoyageStore';
import { gameResult } from '../../server/table/gameResult';
import { Voyage } from '../../server/table/Voyage';
import type { FinishedPage } from '../../shared/table/replay';
import { startTestServer } from './harness';

/** `count` Merchant games in the store, each a few steps in, every `finishEvery`-th finished (its result stored), in code order; returns the codes of each kind. */
function storeGames(store: VoyageStore, codes: string[], finished: (i: number) => boolean): { over: string[]; playing: string[] } {
  const table = TABLES.get('merchant');
  const kinds = { over: [] as string[], playing: [] as string[] };
  codes.forEach((code, i) => {
    const setup = { seed: `prune-${code}`, captains: [{ name: 'A', bot: 'easy' as const }, { name: 'B' }], now: 0 };
    const voyage = Voyage.begin(store, code, table.module, setup, {});
    const seat = voyage.state.actor!;
    voyage.apply({ kind: 'action', seat, action: table.module.legalActions(voyage.state, seat)[0], now: 10 });
    if (finished(i)) {
      store.finish(code, gameResult(table, voyage.state));
      kinds.over.push(code);
    } else kinds.playing.push(code);
  });
  store.flush();
  return kinds;
}

const CODES = ['PAAAA', 'PBBBB', 'PCCCC', 'PDDDD', 'PEEEE', 'PFFFF', 'PGGGG', 'PHHHH', 'PJJJJ', 'PKKKK'];

describe('KEEP_VOYAGES', () => {
  const dirs: string[] = [];
  const dir = () => {
    const made = mkdtempSync(join(tmpdir(), 'prune-'));
    dirs.push(made);
    return made;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('keeps exactly the newest finished games, with their logs, and every game under way', () => {
    const store = new VoyageStore(dir());
    try {
      const { over, playing } = storeGames(store, CODES, (i) => i % 3 !== 1); // games under way among and after the finished
      expect(over).toHaveLength(7);
      expect(store.finished.prune(3)).toEqual(over.slice(0, 4).reverse());
      for (const code of over.slice(0, 4)) {
        expect(store.load(code)).toBeNull();
        expect(store.finished.resultOf(code)).toBeNull();
        expect(store.hasCode(code)).toBe(false);
      }
      for (const code of over.slice(4)) expect(store.load(code)!.log.length).toBe(1);
      expect(store.finished.page(100).map((r) => r.code)).toEqual(over.slice(4).reverse());
      for (const code of playing) expect(store.load(code)).toMatchObject({ status: 'playing', log: [expect.anything()] });
      expect(store.unfinishedCodes().sort()).toEqual([...playing].sort());
      expect(store.finished.prune(3)).toEqual([]);
      expect(store.finished.prune(0)).toHaveLength(3);
      expect(store.unfinishedCodes().sort()).toEqual([...playing].sort());
    } finally {
      store.close();
    }
  });

  it('a server prunes at start-up to its KEEP_VOYAGES', async () => {
    const dataDir = dir();
    const store = new VoyageStore(dataDir);
    const { over } = storeGames(store, CODES.slice(0, 5), () => true);
    store.close();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = await startTestServer({ dataDir, keepVoyages: 2 });
    try {
      expect(log).toHaveBeenCalledWith('Pruned 3 finished game(s) past the newest 2 (KEEP_VOYAGES).');
      const page = (await (await fetch(`http://127.0.0.1:${server.port}/api/voyages?finished=1`)).json()) as FinishedPage;
      expect(page.voyages.map((v) => v.code)).toEqual(over.slice(3).reverse());
      expect((await fetch(`http://127.0.0.1:${server.port}/api/voyages/${over[0]}/replay`)).status).toBe(404);
    } finally {
      log.mockRestore();
      await server.stop();
    }
  });
});

describe('the replay cache', () => {
  const answer = (bytes: number) => ({ status: 200, gzipped: Buffer.alloc(bytes) });

  it('keeps the most recently opened answers within its bound, and none larger than the bound', () => {
    const cache = new ReplayCache(100);
    cache.set('AAAAA', answer(40));
    cache.set('BBBBB', answer(40));
    expect(cache.get('AAAAA')).toBeDefined(); // now the most recent
    cache.set('CCCCC', answer(40));
    expect(cache.get('BBBBB')).toBeUndefined();
    expect(cache.get('AAAAA')).toBeDefined();
    expect(cache.get('CCCCC')).toBeDefined();
    expect(cache.size).toBe(80);
    cache.set('DDDDD', answer(101));
    expect(cache.get('DDDDD')).toBeUndefined();
    cache.set('AAAAA', answer(10));
    expect(cache.size).toBe(50);
    cache.delete('CCCCC');
    expect(cache.size).toBe(10);
  });
});
