// Merchant Voyages at the table: two people and two bots play a whole game through the room, and what the room shows is
// exactly the engine's spectator view of the log it stored; bad options name what is wrong and open nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { games } from '../../shared/games';
import { fromMerchantMirror, type MerchantMirrorJson } from '../../client/games/merchant/fromMirror';
import type { MerchantAction, MerchantPlayerView } from '../../shared/merchant/types';
import { VoyageStore, type LogEntry } from '../../server/store/VoyageStore';
import { replayVoyage } from '../../server/store/replay';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leaveAll, listen, pause, startTestServer, until, type TestServer } from './harness';
import { startChildServer, type ChildServer } from './child';
import { Merchant } from './merchantCaptain';

const TIMERS_OFF = { turnMs: 0, decisionMs: 0 };

/** The room's mirror of the game, as the client reads it. */
function shown(room: Room, you: number | null = null): MerchantPlayerView {
  return fromMerchantMirror((room.state.toJSON() as { view: MerchantMirrorJson }).view, you);
}

/** The engine state the server's stored log replays to. */
function replayed(server: TestServer, code: string) {
  const store = new VoyageStore(server.dataDir);
  try {
    const stored = store.load(code)!;
    expect(stored.game).toBe('merchant');
    return replayVoyage(stored.setup, stored.log as LogEntry<MerchantAction>[], games.merchant);
  } finally {
    store.close();
  }
}

describe('Merchant Voyages through the table room', () => {
  let server: TestServer;
  const rooms: Room[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await leaveAll(rooms);
    await server.stop();
  });

  it('two people and two bots play a whole game; the final room state is the spectator view of the stored log replayed', async () => {
    const anne = new Merchant(await server.client().create('voyage', { game: 'merchant', name: 'Anne', captains: 4, pace: 0, seed: 'merchant-table-1', timers: TIMERS_OFF }));
    const code = anne.room.roomId;
    const bo = new Merchant(await server.client().joinById(code, { name: 'Bo' }));
    const watcher = await server.client().joinById(code, { name: 'Cy', spectate: true });
    listen(watcher);
    rooms.push(anne.room, bo.room, watcher);
    await until(() => (anne.room.state.toJSON() as { lobby: unknown[]; game: string }).lobby.length === 4, 5000, 'the waiting room');
    expect((anne.room.state.toJSON() as { game: string }).game).toBe('merchant');
    anne.room.send('start');
    await until(() => (anne.room.state.toJSON() as { status: string }).status === 'over', 90_000, 'the game to end');
    await pause(150); // the last patch reaches everyone
    const final = shown(anne.room);
    expect(final.phase).toBe('over');
    expect(final.result?.standings).toHaveLength(4);
    expect(final.merchants.map((m) => m.bot)).toEqual(expect.arrayContaining([true, true, false, false]));
    for (const m of [anne, bo]) {
      expect(m.inbox.errors).toEqual([]);
      expect(m.actions.length).toBeGreaterThan(10);
      expect(shown(m.room)).toEqual(final);
      const seqs = m.inbox.events.map((e) => e.seq);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i)); // nothing missed, nothing twice
    }
    expect(shown(watcher)).toEqual(final);
    expect(anne.seat).not.toBe(bo.seat);
    const engine = games.merchant.viewFor(replayed(server, code), null);
    expect({ ...final, deadline: null }).toEqual({ ...engine, deadline: null });
    const summary = await (await fetch(`${server.url.replace(/^ws/, 'http')}/api/voyages/${code}`)).json();
    expect(summary).toEqual({
      status: 'over',
      game: 'merchant',
      captains: final.merchants.map((m) => m.name),
      winners: final.result!.winners.map((s) => final.merchants[s].name),
      rounds: final.round,
      standings: final.result!.standings.map((seat) => {
        const m = final.merchants[seat];
        return { name: m.name, figures: { prestige: m.prestige, coins: m.coins, luxuries: Object.values(m.luxuries).reduce((a, b) => a + b, 0) } };
      }), // issue 32: an ended voyage's card shows the scores its end screen shows
    }); // issue 32: a Merchant game counts rounds, in its own words
  }, 120_000);

  it('quick play asking for a game finds a table of that game; quick play asking for none takes the table already waiting', async () => {
    const pastry = await server.client().joinOrCreate('voyage', { game: 'pastry', name: 'Pip', quick: true, captains: 3 });
    const merchant = await server.client().joinOrCreate('voyage', { game: 'merchant', name: 'Mo', quick: true, captains: 3 });
    rooms.push(pastry, merchant);
    expect(merchant.roomId).not.toBe(pastry.roomId);
    await until(() => (merchant.state.toJSON() as { game?: string }).game === 'merchant', 5000, 'the Merchant table');
    const again = await server.client().joinOrCreate('voyage', { game: 'merchant', name: 'Max', quick: true });
    rooms.push(again);
    expect(again.roomId).toBe(merchant.roomId);
    const any = await server.client().joinOrCreate('voyage', { name: 'Ann', quick: true });
    rooms.push(any);
    expect([pastry.roomId, merchant.roomId]).toContain(any.roomId);
  });

  it('refuses a table its game does not seat, and a timer it does not have, saying which', async () => {
    await expect(server.client().create('voyage', { game: 'merchant', captains: 6 })).rejects.toThrow(/Merchant Voyages seats 2 to 4/);
    await expect(server.client().create('voyage', { game: 'merchant', timers: { namingMs: 5000 } })).rejects.toThrow(/Merchant Voyages has no such timer/);
    await expect(server.client().create('voyage', { game: 'chess' })).rejects.toThrow(/Bad room option game/);
  });
});

describe('a Merchant game killed mid-Voyage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'merchant-restart-'));
  const servers: ChildServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reopens under its code after SIGKILL with the same game, and its merchant reclaims the seat and plays to the end', async () => {
    const env = { DATA_DIR: dataDir, PASTRY_TEST_SEEDS: '1' };
    const first = await startChildServer(env);
    servers.push(first);
    const askedInAVoyage = (view: MerchantPlayerView) => view.phase === 'voyage' && view.asking?.seat === view.you;
    const pat = new Merchant(await first.client().create('voyage', { game: 'merchant', name: 'Pat', captains: 3, pace: 0, seed: 'merchant-restart-1', timers: TIMERS_OFF }), askedInAVoyage);
    const code = pat.room.roomId;
    await until(() => pat.inbox.welcome !== null, 5000, 'the welcome');
    const seatToken = pat.inbox.welcome!.seatToken!;
    pat.room.send('start');
    await until(() => pat.seat !== null && askedInAVoyage(pat.view()), 60_000, 'a Voyage decision for Pat');
    const before = pat.view();

    await first.stop('SIGKILL');
    await until(() => pat.inbox.left !== null, 5000, 'the client to notice');
    const second = await startChildServer(env);
    servers.push(second);
    expect(second.output()).toContain(`reopened 1 voyage(s): ${code}`);
    const back = new Merchant(await second.client().joinById(code, { name: 'Pat', seatToken }));
    await until(() => back.inbox.welcome !== null && back.inbox.private !== null && back.view().merchants[pat.seat!]?.connected === true, 15_000, 'the seat to be reclaimed');
    expect(back.inbox.welcome).toMatchObject({ code, seat: pat.seat, seatToken, spectator: false });
    const durable = (view: MerchantPlayerView) => ({ ...view, deadline: null, merchants: view.merchants.map((m) => ({ ...m, connected: null })) });
    expect(durable(back.view())).toEqual(durable(before));

    back.decide();
    await until(() => back.view().phase === 'over', 60_000, 'the game to end');
    expect(back.inbox.errors).toEqual([]);
    expect(back.view().result?.standings).toHaveLength(3);
    await leaveAll([back.room]);
  }, 150_000);
});
