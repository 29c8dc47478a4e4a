// Bad input: 1,000 random and malformed payloads from one seated client. The server stays up, every one gets an
// 'error' and changes nothing, R49's invariants hold, and the other clients notice nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { Captain, playLikeABot, type Chooser } from './captain';
import { TIMERS_OFF, brokenInvariants, leaveAll, listen, pause, startTestServer, stateJson, until, type StateJson, type TestServer } from './harness';
import { storedVoyage } from './storedVoyage';

const BATCHES = 20;
const PER_BATCH = 50;
const INGREDIENTS = ['Flour', 'Sugar', 'Butter', 'Eggs', 'Cocoa', 'Vanilla', 'Cinnamon', 'Coconut'];
/** Just under Colyseus' 4 KB frame limit once encoded; bigger frames close the socket (checked below). */
const HUGE = 3_500;

/** A small seeded generator, so a failing payload can be found again. */
function randomFrom(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { next, int, pick };
}

type Payload = { type: string | number; body?: unknown };

/**
 * One bad message. `others` are seats the engine is not waiting on this sender for; the sender sends only while another
 * seat is to move, so every well-formed engine action here is out of turn or another seat's (R8, R22, R29).
 */
function badPayload(r: ReturnType<typeof randomFrom>, otherSeats: number[]): Payload {
  const junk = (): unknown => r.pick([null, true, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, NaN, '', 'x'.repeat(r.int(HUGE)), [], [1, 'two', null], {}, { a: { b: { c: [] } } }]);
  const kinds: (() => Payload)[] = [
    // wrong types, missing and extra fields
    () => ({ type: 'action', body: junk() }),
    () => ({ type: 'action', body: { type: junk() } }),
    () => ({ type: 'action', body: { type: 'sail', route: r.pick(['NNN', [1, 2], [null], Array(40).fill('N'), { 0: 'N' }]) } }),
    () => ({ type: 'action', body: { type: 'battle', target: r.pick(['1', -1, 6, 99, 1.5, null]) } }),
    () => ({ type: 'action', body: { type: 'bribe', offer: r.pick([{ gold: 0 }, { gold: -5 }, { gold: 1e9 }, { ingredient: 'Gunpowder' }, { gold: 1, ingredient: 'Flour' }, 'gold']) } }),
    () => ({ type: 'action', body: { type: 'name', crates: r.pick([[9, 9], [-1], 'abcd', [0, 1, 2, 3, 0], [0.5]]) } }),
    () => ({ type: 'action', body: { type: r.pick(['endTurn', 'dock', 'fight']), extra: junk() } }),
    () => ({ type: 'action', body: JSON.parse('{"type":"endTurn","__proto__":{"polluted":true}}') }),
    () => ({ type: 'action' }),
    // huge strings
    () => ({ type: 'action', body: { type: 'x'.repeat(HUGE) } }),
    () => ({ type: 'action', body: { type: 'photo', sighting: 's'.repeat(HUGE) } }),
    () => ({ type: 'y'.repeat(200), body: 1 }), // colyseus.js mangles longer message types into oversized frames itself
    // well-formed, but another seat's decision or out of turn
    () => ({
      type: 'action',
      body: r.pick([
        { type: 'endTurn' },
        { type: 'dock' },
        { type: 'buy' },
        { type: 'fight' },
        { type: 'rewatch' },
        { type: 'answer', accept: r.next() < 0.5 },
        { type: 'sail', route: [r.pick(['N', 'E', 'S', 'W'])] },
        { type: 'slip', dir: r.pick(['N', 'E', 'S', 'W', null]) },
        { type: 'take', ingredient: r.pick(INGREDIENTS) },
        { type: 'bribe', offer: { ingredient: r.pick(INGREDIENTS) } },
        { type: 'bribe', offer: { gold: 1 + r.int(5) } },
        { type: 'name', crates: [0, 1, 2, 3] },
        { type: 'battle', target: r.pick(otherSeats) },
      ]),
    }),
    () => ({ type: 'action', body: { type: 'photo', sighting: `s${r.int(1000)}` } }),
    // unknown message types, and a second start
    () => ({ type: r.pick(['hack', 'state', 'private', 'welcome', 'events', 'error', '__proto__', 'constructor', '']), body: junk() }),
    () => ({ type: r.int(256), body: junk() }),
    () => ({ type: 'start', body: junk() }),
  ];
  return r.pick(kinds)();
}

/**
 * The state apart from sea creatures, which surface, dive and get photographed on the clock whatever anyone sends (R37),
 * and apart from the step count, which those comings and goings move on.
 */
function play(state: StateJson): unknown {
  return { ...state, step: undefined, view: { ...state.view, sightings: [], captains: state.view.captains.map((c) => ({ ...c, photos: [] })) } };
}

describe('bad input', () => {
  let server: TestServer;
  const rooms: Room[] = [];
  beforeAll(async () => {
    // A looser budget than production's 20 a second, so 1,000 payloads take seconds; the limit itself is rateLimit.test.ts's.
    server = await startTestServer({ rateLimits: { perSecond: 1000, burst: 200 } });
  });
  afterAll(async () => {
    await leaveAll(rooms);
    await server.stop();
  });

  it('answers 1,000 malformed, foreign and out-of-turn payloads with errors and lets the voyage play on unharmed', async () => {
    let credits = 0;
    const heldGood: Chooser = (view, legal) => {
      if (credits <= 0) return null;
      credits--;
      return playLikeABot(view, legal);
    };
    const good = new Captain(await server.client().create('voyage', { name: 'Gil', captains: 3, pace: 0, seed: 'bad-input-1', timers: TIMERS_OFF }), heldGood);
    const code = good.room.roomId;
    const bad = new Captain(await server.client().joinById(code, { name: 'Mal' }));
    const watcherRoom = await server.client().joinById(code, { spectate: true });
    const watcher = listen(watcherRoom);
    rooms.push(good.room, bad.room, watcherRoom);
    await until(() => !!bad.inbox.welcome && !!watcher.welcome, 5000, 'welcomes');
    good.room.send('start');
    await until(() => good.seat !== null && bad.seat !== null, 5000, 'seats');

    const r = randomFrom(4_042);
    let sent = 0;
    const badSeat = bad.seat!;
    const actionsOf = (seat: number) => storedVoyage(server.dataDir, code).stored.log.filter((e) => e.kind === 'action' && e.seat === seat).length;
    for (let batch = 0; batch < BATCHES; batch++) {
      // Only while Gil is to move and holding still: then nothing Mal sends can be his to make.
      await until(() => good.pending && stateJson(good.room).view?.actor === good.seat, 20_000, `Gil's move before batch ${batch}`);
      const badActions = actionsOf(badSeat);
      const before = play(stateJson(watcherRoom));
      const others = [0, 1, 2].filter((s) => s !== badSeat);
      for (let i = 0; i < PER_BATCH; i++) {
        const payload = badPayload(r, others);
        if ('body' in payload) bad.room.send(payload.type, payload.body);
        else bad.room.send(payload.type);
        sent += 1;
      }
      await until(() => bad.inbox.errors.length === sent, 10_000, `errors for batch ${batch} (${bad.inbox.errors.length} of ${sent})`);
      await pause(60); // one patch interval: a change, had there been one, would have reached the watcher
      expect(actionsOf(badSeat)).toBe(badActions);
      expect(play(stateJson(watcherRoom))).toEqual(before);
      expect(brokenInvariants(stateJson(watcherRoom))).toEqual([]);
      credits = 1;
      good.decide();
    }

    expect(sent).toBe(BATCHES * PER_BATCH);
    for (const e of bad.inbox.errors) {
      expect(typeof e.code).toBe('string');
      expect(typeof e.message).toBe('string');
      expect(e.message.length).toBeLessThan(300);
    }
    expect(bad.inbox.errors.filter((e) => e.code === 'rate-limited')).toEqual([]);
    const codes = new Set(bad.inbox.errors.map((e) => e.code));
    for (const code of ['bad-action', 'not-your-turn', 'unknown-message', 'already-started']) expect(codes).toContain(code);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(bad.inbox.left).toBeNull();

    // A frame over the 4 KB limit is not an error reply: it closes that socket alone.
    const loudRoom = await server.client().joinById(code, { spectate: true });
    const loud = listen(loudRoom);
    rooms.push(loudRoom);
    await until(() => loud.welcome !== null, 5000, 'the loud spectator');
    loudRoom.send('action', { type: 'photo', sighting: 'z'.repeat(8_000) });
    await until(() => loud.left !== null, 5000, 'the oversized frame to close its socket');

    // Everyone else plays on and never heard a thing.
    credits = Infinity;
    good.decide();
    await until(() => stateJson(watcherRoom).status === 'over', 60_000, 'the voyage to end');
    await pause(150);
    const health = await fetch(`http://127.0.0.1:${server.port}/health`).then((res) => res.json());
    expect(health.ok).toBe(true);
    expect(good.inbox.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
    for (const inbox of [good.inbox, watcher]) {
      const seqs = inbox.events.map((m) => m.seq);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i));
    }
    expect(stateJson(good.room)).toEqual(stateJson(watcherRoom));
    expect(brokenInvariants(stateJson(watcherRoom))).toEqual([]);
  });
});
