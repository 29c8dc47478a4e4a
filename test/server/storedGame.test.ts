// The stored log records its game: Merchant Voyages replays through its own engine, a database made before there were two
// games reads as Pastry Pirates, and a table never reopens another game's voyage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { VoyageStore } from '../../server/store/VoyageStore';
import { Voyage } from '../../server/table/Voyage';
import { games } from '../../shared/games';

describe('a stored voyage names its game', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastry-games-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a Merchant game is logged with its game and reopens to the same state through its engine, and a Pastry table refuses it', () => {
    const store = new VoyageStore(dataDir);
    try {
      const setup = {
        seed: 'stored-merchant',
        captains: [
          { name: 'A', bot: 'normal' as const },
          { name: 'B', bot: 'hard' as const },
        ],
        now: 0,
      };
      const voyage = Voyage.begin(store, 'MERCH', games.merchant, setup, {});
      let moves = 0;
      while (!games.merchant.isOver(voyage.state) && moves < 400) {
        const seat = voyage.state.actor!;
        const action = games.merchant.botAction(games.merchant.viewFor(voyage.state, seat), games.merchant.legalActions(voyage.state, seat), 'normal', `m${moves++}`);
        const applied = voyage.apply({ kind: 'action', seat, action, now: moves * 100 });
        expect(applied.ok).toBe(true);
      }
      expect(store.load('MERCH')!.game).toBe('merchant');
      const reopened = Voyage.restore(store, 'MERCH', games.merchant)!;
      expect(reopened.voyage.state).toEqual(voyage.state);
      expect(reopened.voyage.stepCount).toBe(moves);
      expect(() => Voyage.restore(store, 'MERCH', games.pastry)).toThrow(/merchant, not pastry/);
    } finally {
      store.close();
    }
  });

  it('a database made before the second game gains the column, and its voyages are Pastry Pirates', () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'pastry-old-db-'));
    try {
      const db = new Database(join(oldDir, 'voyages.sqlite'));
      db.exec(`CREATE TABLE voyages (code TEXT PRIMARY KEY, setup TEXT NOT NULL, room TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);`);
      db.prepare('INSERT INTO voyages VALUES (?, ?, ?, ?, ?, ?)').run('OLDER', JSON.stringify({ seed: 'old', captains: [{ name: 'A' }, { name: 'B' }], now: 0 }), '{}', 'playing', 1, 1);
      db.close();
      const store = new VoyageStore(oldDir);
      try {
        expect(store.load('OLDER')!.game).toBe('pastry');
        expect(
          Voyage.restore(store, 'OLDER', games.pastry)!
            .voyage.state.captains.map((c) => c.name)
            .sort(),
        ).toEqual(['A', 'B']);
      } finally {
        store.close();
      }
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
    }
  });
});
