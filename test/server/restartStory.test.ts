// Issue 31: after a kill -9 and a restart, a reopened game tells its story so far again from its log. A spectator and a
// person joining by seat token get the history they would have got before the restart: the same events (their wall times
// aside: the reopened clock is a new one) and the same eras of who sailed each seat, the person's own marked as theirs,
// followed only by what the restart itself told (its timers restarted, seats gone quiet).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Room } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { HistoryMessage } from '../../shared/table/story';
import type { MerchantPlayerView } from '../../shared/merchant/types';
import { Captain, playLikeABot } from './captain';
import { startChildServer, type ChildServer } from './child';
import { TIMERS_OFF, listen, pause, stateJson, until, type Inbox } from './harness';
import { Merchant } from './merchantCaptain';

/** The longest a sighting can take from the turn that starts it (R37 with sightingMs 500: surfaces within 2.5 s, up 0.5 s). */
const SIGHTINGS_SETTLE_MS = 3_300;
/** A pace at which events take a little time, so their animation times are told, but tests stay quick. */
const PACE = 0.05;
/** The events a restart itself may add to the story: the timers it restarts, the seats whose people are not back yet. */
const RESTART_EVENTS = new Set(['timersRestarted', 'seatUpdated']);

/** An event without its wall-clock times, which a reopened room tells on its new clock. */
function timeless(event: Record<string, unknown>): Record<string, unknown> {
  const { deadline, startedAt, endsAt, until, ...rest } = event;
  return rest;
}

/** What a client joining `code` hears of the story so far (as a spectator, or by seat token). */
async function historyHeard(server: ChildServer, code: string, options: Record<string, unknown>): Promise<{ story: HistoryMessage<{ type: string }>; room: Room; inbox: Inbox }> {
  const room = await server.client().joinById(code, { name: 'Someone', ...options });
  const inbox = listen(room);
  await until(() => inbox.story !== null, 5000, `the history of ${code}`);
  return { story: inbox.story as unknown as HistoryMessage<{ type: string }>, room, inbox };
}

/** Expects the story after the restart to be the one before, then only what the restart told. */
function expectSameStory(before: HistoryMessage<{ type: string }>, after: HistoryMessage<{ type: string }>): void {
  expect(before.events.length).toBeGreaterThan(20);
  expect(after.events.slice(0, before.events.length).map(timeless)).toEqual(before.events.map(timeless));
  expect(after.events.slice(before.events.length).filter((e) => !RESTART_EVENTS.has(e.type))).toEqual([]);
  expect(after.eras).toEqual(before.eras);
}

describe('the story so far after a kill -9 (issue 31)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'restart-story-'));
  const servers: ChildServer[] = [];
  const rooms: Room[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a spectator and a person joining a reopened game get the history they would have got before', async () => {
    const env = { DATA_DIR: dataDir, PASTRY_TEST_SEEDS: '1' };
    const first = await startChildServer(env);
    servers.push(first);

    // Pastry Pirates: Pat sails three days like a bot, then holds on her turn; Newt quick-plays into a bot's ship on day 1.
    const pat = new Captain(await first.client().create('voyage', { name: 'Pat', captains: 4, pace: PACE, seed: 'restart-story-1', timers: { ...TIMERS_OFF, sightingMs: 500 } }), (view, legal) =>
      view.day >= 3 ? null : playLikeABot(view, legal),
    );
    const pastry = pat.room.roomId;
    await until(() => pat.inbox.welcome !== null, 5000, "Pat's welcome");
    pat.room.send('start');
    await until(() => stateJson(pat.room).status === 'playing', 30_000, 'the voyage to start');
    const newt = new Captain(await first.client().joinById(pastry, { name: 'Newt' }), playLikeABot);
    await until(() => newt.inbox.welcome?.seatToken != null && !!newt.inbox.welcome.tookOver, 5000, "Newt's takeover");
    const newtToken = newt.inbox.welcome!.seatToken!;

    // Merchant Voyages: Mo plays until round 2, then holds on his own decision.
    const heldAt = (view: MerchantPlayerView) => view.round >= 2;
    const mo = new Merchant(await first.client().create('voyage', { game: 'merchant', name: 'Mo', captains: 3, pace: PACE, seed: 'restart-story-2', timers: { turnMs: 0, decisionMs: 0 } }), heldAt);
    const merchant = mo.room.roomId;
    await until(() => mo.inbox.welcome !== null, 5000, "Mo's welcome");
    const moToken = mo.inbox.welcome!.seatToken!;
    mo.room.send('start');
    rooms.push(pat.room, newt.room, mo.room);

    await until(() => stateJson(pat.room).view?.day >= 3 && stateJson(pat.room).view?.actor === pat.seat, 60_000, "Pat's turn on day 3");
    await until(() => mo.seat !== null && heldAt(mo.view()) && mo.waiting, 60_000, "Mo's decision in round 2");
    await pause(SIGHTINGS_SETTLE_MS);
    const before = {
      pastry: (await historyHeard(first, pastry, { spectate: true })).story,
      newt: (await historyHeard(first, pastry, { seatToken: newtToken })).story,
      merchant: (await historyHeard(first, merchant, { spectate: true })).story,
      mo: (await historyHeard(first, merchant, { seatToken: moToken })).story,
    };
    expect(before.newt.eras.some((e) => e.mine && e.name === 'Newt')).toBe(true);
    expect(before.newt.eras.filter((e) => e.mine).every((e) => e.name === 'Newt')).toBe(true);
    expect(before.pastry.eras.some((e) => e.mine)).toBe(false);
    expect(before.pastry.events.some((e) => (e as { ms: number }).ms > 0)).toBe(true);

    await first.stop('SIGKILL');
    const second = await startChildServer(env);
    servers.push(second);
    expect(second.output()).toContain('reopened 2 voyage(s)');
    const after = {
      pastry: (await historyHeard(second, pastry, { spectate: true })).story,
      newt: (await historyHeard(second, pastry, { seatToken: newtToken })).story,
      merchant: (await historyHeard(second, merchant, { spectate: true })).story,
      mo: (await historyHeard(second, merchant, { seatToken: moToken })).story,
    };
    expectSameStory(before.pastry, after.pastry);
    expectSameStory(before.newt, after.newt);
    expectSameStory(before.merchant, after.merchant);
    expectSameStory(before.mo, after.mo);
    await second.stop('SIGTERM');
  }, 180_000);
});
