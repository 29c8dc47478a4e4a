// Whole voyages through the room with real clients and bots: quick play, create and join by code, taking over a
// bot's seat in a started voyage, spectators, room codes, private rooms, the creator's start and test-only seeds.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { viewFor } from '../../shared/pastry/index';
import type { PlayerView } from '../../shared/pastry/index';
import { toPlayerView, type RoomJson } from '../../client/games/pastry/toView';
import { CODE_ALPHABET } from '../../shared/table/roomCode';
import { Captain, playLikeABot } from './captain';
import { TIMERS_OFF, brokenInvariants, leaveAll, listen, pause, startTestServer, stateJson, until, type TestServer } from './harness';
import { storedVoyage } from './storedVoyage';

const CODE = new RegExp(`^[${CODE_ALPHABET}]{5}$`);
const VOYAGE_MS = 60_000;

/** A view without the fields the room moves to wall-clock time, so a mirrored view compares with the engine's. */
function timeless(view: PlayerView): unknown {
  return {
    ...view,
    deadline: null,
    bake: view.bake && { ...view.bake, startedAt: 0, endsAt: 0 },
    sightings: view.sightings.map((s) => ({ ...s, until: 0 })),
  };
}

/** Waits for the end, then checks what every voyage through the room must show. */
async function playedToTheEnd(server: TestServer, captains: Captain[], watchers: Room[] = []): Promise<void> {
  const room = captains[0].room;
  await until(() => stateJson(room).status === 'over', VOYAGE_MS, 'the voyage to end');
  await pause(150); // the last patch and messages reach everyone
  const final = stateJson(room);
  expect(final.view.result?.standings).toHaveLength(final.view.captains.length);
  expect(brokenInvariants(final)).toEqual([]);
  for (const c of captains) {
    expect(c.inbox.errors).toEqual([]);
    expect(c.actions.length).toBeGreaterThan(0);
    const seqs = c.inbox.events.map((m) => m.seq);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i)); // nothing missed, nothing twice
    expect(stateJson(c.room)).toEqual(final);
  }
  for (const w of watchers) expect(stateJson(w)).toEqual(final);
  // The Schema state mirrors exactly the spectator's view of the engine state the log replays to.
  const { state } = storedVoyage(server.dataDir, room.roomId);
  expect(state.phase).toBe('over');
  expect(timeless(toPlayerView(final as unknown as RoomJson, null, null))).toEqual(timeless(viewFor(state, null)));
}

describe('the voyage room with test seeds', () => {
  let server: TestServer;
  const rooms: Room[] = [];
  beforeAll(async () => {
    server = await startTestServer({ sockets: { maxPerAddress: 100 } }); // a test below holds 24 rooms open from this one address
  });
  afterEach(async () => {
    await leaveAll(rooms.splice(0)); // an empty room closes, so the next test's quick play starts afresh
    await pause(100);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('quick play: two people join one public voyage, only its creator starts it, and they play it to the end with two bots', async () => {
    const setup = { name: 'Anne', captains: 4, pace: 0, seed: 'quick-play-1', timers: TIMERS_OFF };
    const anne = new Captain(await server.client().joinOrCreate('voyage', setup));
    const bo = new Captain(await server.client().joinOrCreate('voyage', { name: 'Bo' }));
    rooms.push(anne.room, bo.room);
    expect(bo.room.roomId).toBe(anne.room.roomId);
    expect(anne.room.roomId).toMatch(CODE);
    await until(() => !!anne.inbox.welcome && !!bo.inbox.welcome, 5000, 'welcomes');
    expect(anne.inbox.welcome).toMatchObject({ code: anne.room.roomId, creator: true, spectator: false, lobbySlot: 0 });
    expect(bo.inbox.welcome).toMatchObject({ code: anne.room.roomId, creator: false, spectator: false, lobbySlot: 1 });
    const lobby = () => stateJson(anne.room).lobby as { name: string; human: boolean }[];
    await until(() => lobby()[1]?.name === 'Bo', 5000, 'Bo in the lobby');
    expect(lobby().map((s) => [s.name, s.human])).toEqual([
      ['Anne', true],
      ['Bo', true],
      [expect.any(String), false],
      [expect.any(String), false],
    ]);
    expect((stateJson(anne.room).lobby as { level?: string }[]).slice(2).map((s) => s.level)).toEqual(['normal', 'normal']);

    bo.room.send('start');
    await until(() => bo.inbox.errors.length === 1, 5000, "Bo's refusal");
    expect(bo.inbox.errors[0].code).toBe('not-creator');
    expect(stateJson(anne.room).status).toBe('lobby');
    bo.inbox.errors.length = 0;

    anne.room.send('start');
    await until(() => anne.seat !== null && bo.seat !== null, 5000, 'seats');
    expect(anne.seat).not.toBe(bo.seat);
    const names = stateJson(anne.room).view.captains.map((c) => c.name);
    expect(names).toContain('Anne');
    expect(names).toContain('Bo');
    expect(stateJson(anne.room).view.captains.filter((c) => c.bot)).toHaveLength(2);
    expect(anne.inbox.private!.recipe).not.toBeNull();

    anne.room.send('start');
    await until(() => anne.inbox.errors.length === 1, 5000, 'the second start to be refused');
    expect(anne.inbox.errors[0].code).toBe('already-started');
    anne.inbox.errors.length = 0;

    await playedToTheEnd(server, [anne, bo]);
  });

  it('create, then join by code: a private room is found by its code but never by quick play', async () => {
    const setup = { name: 'Cas', captains: 3, private: true, pace: 0, seed: 'by-code-1', timers: TIMERS_OFF };
    const cas = new Captain(await server.client().create('voyage', setup));
    rooms.push(cas.room);
    const code = cas.room.roomId;
    expect(code).toMatch(CODE);

    const stranger = await server.client().joinOrCreate('voyage', { name: 'Stranger', captains: 2 });
    expect(stranger.roomId).not.toBe(code);
    expect(stranger.roomId).toMatch(CODE);
    await stranger.leave(true);

    const dee = new Captain(await server.client().joinById(code, { name: 'Dee' }));
    rooms.push(dee.room);
    await until(() => dee.inbox.welcome !== null, 5000, "Dee's welcome");
    expect(dee.inbox.welcome).toMatchObject({ code, spectator: false, creator: false });

    // A spectator who came by code sees the room but is never dealt private bits and cannot act.
    const watcherRoom = await server.client().joinById(code, { spectate: true });
    rooms.push(watcherRoom);
    const watcher = listen(watcherRoom);
    await until(() => watcher.welcome !== null, 5000, "the spectator's welcome");
    expect(watcher.welcome).toMatchObject({ seat: null, seatToken: null, spectator: true });

    cas.room.send('start');
    await until(() => stateJson(watcherRoom).status === 'playing', 5000, 'the start');
    watcherRoom.send('action', { type: 'endTurn' });
    await until(() => watcher.errors.length === 1, 5000, "the spectator's refusal");
    expect(watcher.errors[0].code).toBe('not-seated');

    await playedToTheEnd(server, [cas, dee], [watcherRoom]);
    expect(watcher.private).toBeNull();
    expect(watcher.raw.filter((m) => m.startsWith('private'))).toEqual([]);
    expect(watcher.events.length).toBeGreaterThan(10);
  });

  it("quick play into a started public voyage takes over a bot's seat with its ship, hold, gold and recipe; with no bot seat left, it spectates", async () => {
    const setup = { name: 'Eve', captains: 2, pace: 0, seed: 'take-over-2', timers: TIMERS_OFF };
    let holding = true;
    const eve = new Captain(await server.client().joinOrCreate('voyage', setup), (view, legal) => (holding && view.day >= 3 ? null : playLikeABot(view, legal)));
    rooms.push(eve.room);
    const code = eve.room.roomId;
    eve.room.send('start');
    await until(() => stateJson(eve.room).view?.day >= 3 && stateJson(eve.room).view?.actor === eve.seat, 20_000, 'day 3, Eve to move');
    await pause(200);
    const before = stateJson(eve.room);
    const botSeat = 1 - eve.seat!;
    const bot = before.view.captains[botSeat];
    expect(bot.bot).toBe(true);

    const finn = new Captain(await server.client().joinOrCreate('voyage', { name: 'Finn' }));
    rooms.push(finn.room);
    expect(finn.room.roomId).toBe(code);
    await until(() => finn.inbox.private !== null, 5000, "Finn's private bits");
    expect(finn.inbox.welcome).toMatchObject({ code, seat: botSeat, spectator: false });
    expect(finn.inbox.welcome!.tookOver).toBe(bot.name); // the log tells the bot's moves under its name
    expect(finn.inbox.welcome!.seatToken).toEqual(expect.any(String));
    const { state } = storedVoyage(server.dataDir, code);
    expect(finn.inbox.private!.recipe).toEqual(state.captains[botSeat].recipe);
    await until(() => stateJson(finn.room).view?.captains[botSeat].name === 'Finn', 5000, 'the seat to change hands');
    const taken = stateJson(finn.room).view.captains[botSeat];
    expect(taken).toMatchObject({ name: 'Finn', bot: false, connected: true, pos: bot.pos, gold: bot.gold, hold: bot.hold });

    const galRoom = await server.client().joinOrCreate('voyage', { name: 'Gal' });
    rooms.push(galRoom);
    const gal = listen(galRoom);
    expect(galRoom.roomId).toBe(code);
    await until(() => gal.welcome !== null, 5000, "Gal's welcome");
    expect(gal.welcome).toMatchObject({ seat: null, seatToken: null, spectator: true });

    holding = false;
    eve.decide();
    await playedToTheEnd(server, [eve, finn], [galRoom]);
    expect(gal.private).toBeNull();
  });

  it('gives every room a distinct 5-letter code from the unambiguous alphabet', async () => {
    const made = await Promise.all(Array.from({ length: 24 }, (_, i) => server.client().create('voyage', { name: `Code ${i}`, private: true })));
    made.forEach((r) => listen(r));
    const codes = made.map((r) => r.roomId);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).not.toMatch(/[ILO01]/);
    await leaveAll(made);
  });
});

describe('a server without PASTRY_TEST_SEEDS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ testSeeds: false });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('refuses a chosen seed, because a client that picks the seed could predict storms', async () => {
    await expect(server.client().create('voyage', { name: 'Cheat', seed: 'i-know-the-storms' })).rejects.toThrow(/PASTRY_TEST_SEEDS/);
    const honest = await server.client().create('voyage', { name: 'Honest' });
    listen(honest);
    expect(honest.roomId).toMatch(CODE);
    await honest.leave(true);
  });
});
