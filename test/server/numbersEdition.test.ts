// A Merchant game is resumed after a restart only under the numbers it was dealt under: one stored under today's edition
// reopens, one stored before editions reopens as it always did, and one dealt under other numbers is closed as abandoned
// with a line saying why, not replayed as a different game; its code and its person's rejoin hear "abandoned".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Room } from 'colyseus.js';
import { VoyageStore } from '../../server/store/VoyageStore';
import { Voyage } from '../../server/table/Voyage';
import { games } from '../../shared/games';
import { NUMBERS_EDITION } from '../../shared/merchant/numbers';
import { Captain } from './captain';
import { Merchant } from './merchantCaptain';
import { TIMERS_OFF, leaveAll, startTestServer, until, type TestServer } from './harness';

/** What GET /api/voyages/CODE says of a code. */
async function statusOf(server: TestServer, code: string): Promise<string> {
  return ((await (await fetch(`http://127.0.0.1:${server.port}/api/voyages/${code}`)).json()) as { status: string }).status;
}

/** A started Merchant game (one person who holds still, two bots), by its code and its person's seat token. */
async function merchantGame(server: TestServer, name: string): Promise<{ code: string; seatToken: string; room: Room }> {
  const person = new Merchant(await server.client().create('voyage', { game: 'merchant', name, captains: 3, pace: 0, seed: `edition-${name}`, timers: { turnMs: 0, decisionMs: 0 } }), () => true);
  await until(() => !!person.inbox.welcome?.seatToken, 5000, `${name}'s welcome`);
  person.room.send('start');
  await until(() => person.seat !== null, 20_000, `${name}'s game to start`);
  return { code: person.room.roomId, seatToken: person.inbox.welcome!.seatToken!, room: person.room };
}

/** The stored setup of `code`, as the server wrote it. */
function storedSetup(dataDir: string, code: string): Record<string, unknown> {
  const db = new Database(join(dataDir, 'voyages.sqlite'), { readonly: true });
  try {
    return JSON.parse((db.prepare('SELECT setup FROM voyages WHERE code = ?').get(code) as { setup: string }).setup);
  } finally {
    db.close();
  }
}

/** Rewrites the stored setup of `code` in place, as an older server (or older numbers) would have written it. */
function rewriteSetup(dataDir: string, code: string, change: (setup: Record<string, unknown>) => void): void {
  const setup = storedSetup(dataDir, code);
  change(setup);
  const db = new Database(join(dataDir, 'voyages.sqlite'));
  try {
    db.prepare('UPDATE voyages SET setup = ? WHERE code = ?').run(JSON.stringify(setup), code);
  } finally {
    db.close();
  }
}

describe('a stored Merchant game and the numbers it was dealt under', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'merchant-edition-'));
  let server: TestServer | undefined;
  const rooms: Room[] = [];
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await leaveAll(rooms);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("after a restart reopens the games of today's edition and of none, and closes the one dealt under other numbers as abandoned", async () => {
    server = await startTestServer({ dataDir });
    const today = await merchantGame(server, 'Ana');
    const other = await merchantGame(server, 'Ben');
    const older = await merchantGame(server, 'Cas');
    const pastry = new Captain(await server.client().create('voyage', { name: 'Dot', captains: 3, pace: 0, seed: 'edition-pastry', timers: TIMERS_OFF }), () => null);
    await until(() => !!pastry.inbox.welcome?.seatToken, 5000, "Dot's welcome");
    pastry.room.send('start');
    await until(() => pastry.seat !== null, 20_000, "Dot's voyage to start");
    rooms.push(today.room, other.room, older.room, pastry.room);
    await server.close();

    // Each new Merchant game records the edition it was dealt under; Pastry Pirates has none to record.
    for (const game of [today, other, older]) expect(storedSetup(dataDir, game.code).edition).toBe(NUMBERS_EDITION);
    expect(storedSetup(dataDir, pastry.room.roomId)).not.toHaveProperty('edition');
    rewriteSetup(dataDir, other.code, (setup) => {
      setup.edition = 'a1b2c3d4'; // dealt before the numbers were re-tuned
    });
    rewriteSetup(dataDir, older.code, (setup) => {
      delete setup.edition; // stored before games recorded their edition
    });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = await startTestServer({ dataDir });
    expect(server.restored).toEqual([today.code, older.code, pastry.room.roomId]);
    expect(warn).toHaveBeenCalledWith(`${other.code}: a Merchant Voyages game dealt under other numbers (edition a1b2c3d4 ≠ ${NUMBERS_EDITION}); it cannot be resumed and is closed as abandoned.`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await statusOf(server, other.code)).toBe('abandoned');
    await expect(server.client().joinById(other.code, { name: 'Ben', seatToken: other.seatToken })).rejects.toThrow('This voyage was abandoned.');

    for (const game of [today, older]) {
      expect(await statusOf(server, game.code)).toBe('playing');
      const back = new Merchant(await server.client().joinById(game.code, { name: 'again', seatToken: game.seatToken }), () => true);
      rooms.push(back.room);
      await until(() => back.inbox.welcome !== null, 5000, `the seat in ${game.code} to be reclaimed`);
      expect(back.inbox.welcome).toMatchObject({ code: game.code, seatToken: game.seatToken, spectator: false });
      expect(back.inbox.errors).toEqual([]);
    }
    expect(await statusOf(server, pastry.room.roomId)).toBe('playing');

    // It stays closed: the next restart does not try it again.
    await leaveAll(rooms);
    await server.close();
    server = await startTestServer({ dataDir });
    expect(server.restored).not.toContain(other.code);
    expect(await statusOf(server, other.code)).toBe('abandoned');
  }, 90_000);

  it('is never replayed under other numbers, even when asked directly', () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'merchant-edition-store-'));
    const store = new VoyageStore(otherDir);
    try {
      const setup = { seed: 'edition-direct', captains: [{ name: 'A', bot: 'normal' as const }, { name: 'B' }], now: 0 };
      Voyage.begin(store, 'EDITS', games.merchant, setup, {});
      expect(Voyage.restore(store, 'EDITS', games.merchant)!.voyage.stepCount).toBe(0);
      expect(() => Voyage.restore(store, 'EDITS', { ...games.merchant, edition: 'a1b2c3d4' })).toThrow(
        `Voyage EDITS is a Merchant Voyages game dealt under other numbers (edition ${NUMBERS_EDITION} ≠ a1b2c3d4).`,
      );
    } finally {
      store.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
