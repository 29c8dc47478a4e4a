// Quick play never leaves a newcomer in a waiting room: a lobby it makes sets sail on its own after QUICK_START (shortened
// here), with whoever quick-played in meanwhile and bots in the empty seats. A room made with Create waits for its creator.
// And quick play drops nobody into a voyage near its end (the newcomer playtest's took over a ship on day 17, 8 s before a bake).
import { describe, expect, it } from 'vitest';
import { TIMERS_OFF, leaveAll, pause, stateJson, until, useTestServer } from './harness';
import { Captain, playLikeABot } from './captain';
import { LAST_DAYS, takesNewcomers } from '../../server/games/pastry/newcomers';
import { createVoyage, viewFor } from '../../shared/pastry/index';

const QUICK_START_SECONDS = 1;

describe('quick play', () => {
  const { server, rooms } = useTestServer({ quickStartSeconds: QUICK_START_SECONDS });

  it('a quick-play lobby counts down, takes in a second quick player, then sails with a bot in the empty seat', async () => {
    const before = Date.now();
    const ann = await server().client().joinOrCreate('voyage', { name: 'Ann', captains: 3, quick: true, pace: 0, timers: TIMERS_OFF });
    rooms.push(ann);
    await until(() => (stateJson(ann).lobby as unknown[] | undefined)?.length === 3, 5000, 'the lobby');
    const startsAt = stateJson(ann).startsAt as number;
    expect(startsAt).toBeGreaterThanOrEqual(before + QUICK_START_SECONDS * 1000);
    expect(startsAt).toBeLessThan(Date.now() + QUICK_START_SECONDS * 1000 + 500);
    expect(stateJson(ann).status).toBe('lobby');

    const bo = await server().client().joinOrCreate('voyage', { name: 'Bo', quick: true });
    rooms.push(bo);
    expect(bo.roomId).toBe(ann.roomId);

    await until(() => stateJson(ann).status === 'playing', 10_000, 'the voyage to set sail on its own');
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt - 100);
    const captains = stateJson(ann).view.captains;
    expect(captains.map((c) => c.name).sort()).toEqual(expect.arrayContaining(['Ann', 'Bo']));
    expect(captains.filter((c) => c.bot)).toHaveLength(1);
    expect(stateJson(ann).startsAt).toBeUndefined();
    await leaveAll([ann, bo]);
  });

  it('a room made with Create has no countdown and waits for its creator', async () => {
    const cy = await server().client().create('voyage', { name: 'Cy', captains: 2, pace: 0, timers: TIMERS_OFF });
    rooms.push(cy);
    await until(() => (stateJson(cy).lobby as unknown[] | undefined)?.length === 2, 5000, 'the lobby');
    expect(stateJson(cy).startsAt).toBeUndefined();
    await pause(QUICK_START_SECONDS * 1000 + 500); // past the time a quick-play lobby would have sailed
    expect(stateJson(cy).status).toBe('lobby');
  });
});

describe('quick play into voyages under way', () => {
  const { server, rooms } = useTestServer(); // a server of its own, with no other voyage for quick play to land in

  it(`seats a quick player in a voyage under way, but not in its last ${LAST_DAYS} days`, async () => {
    const dayLimit = 5;
    let holding = true;
    const ann = new Captain(
      await server()
        .client()
        .create('voyage', { name: 'Ann', captains: 3, pace: 0, timers: { ...TIMERS_OFF, dayLimit } }),
      (view, legal) => (holding ? null : playLikeABot(view, legal)),
    );
    rooms.push(ann.room);
    ann.room.send('start');
    await until(() => ann.pending, 10_000, "Ann's first move");

    const bo = new Captain(await server().client().joinOrCreate('voyage', { name: 'Bo', quick: true }));
    rooms.push(bo.room);
    expect(bo.room.roomId).toBe(ann.room.roomId); // day 1: a bot's ship is Bo's to take over
    await until(() => bo.seat !== null, 5000, "Bo's seat");
    holding = false;
    ann.decide();

    await until(() => stateJson(ann.room).view?.day > dayLimit - LAST_DAYS, 60_000, `day ${dayLimit - LAST_DAYS + 1}`);
    const cy = await server().client().joinOrCreate('voyage', { name: 'Cy', quick: true });
    rooms.push(cy);
    expect(cy.roomId).not.toBe(ann.room.roomId); // too late to join: a new voyage instead
    await until(() => !!stateJson(cy).status, 5000, "Cy's room");
    expect(stateJson(cy).status).toBe('lobby');
    // Its code still opens it, to watch.
    const dee = await server().client().joinById(ann.room.roomId, { name: 'Dee', spectate: true });
    rooms.push(dee);
    await leaveAll([ann.room, bo.room, cy, dee]);
  });
});

describe('which voyages take newcomers from quick play', () => {
  it('not once a captain has lit their ovens, nor in the last days, nor once over', () => {
    const view = viewFor(createVoyage({ seed: 'newcomers', captains: [{ name: 'A' }, { name: 'B' }], now: 0 }), null);
    expect(takesNewcomers(view)).toBe(true);
    expect(takesNewcomers({ ...view, captains: view.captains.map((c, i) => ({ ...c, ovensLit: i === 1 })) })).toBe(false);
    expect(takesNewcomers({ ...view, day: view.dayLimit - LAST_DAYS })).toBe(true);
    expect(takesNewcomers({ ...view, day: view.dayLimit - LAST_DAYS + 1 })).toBe(false);
    expect(takesNewcomers({ ...view, phase: 'over' })).toBe(false);
  });
});
