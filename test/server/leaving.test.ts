// Drop-in play: a captain who leaves a running voyage by choice hands their ship to a bot at once, so nobody waits on them;
// their seat token brings them back, unless a newcomer has taken the seat in the meantime.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { Captain, playLikeABot } from './captain';
import { TIMERS_OFF, leaveAll, pause, startTestServer, stateJson, until, type TestServer } from './harness';
import { storedVoyage } from './storedVoyage';

/** Leaves the way the client's 🚪 button does: says so, then closes. */
async function leaveByChoice(room: Room): Promise<void> {
  room.send('leave');
  await room.leave(true);
}

describe('leaving a running voyage by choice', () => {
  let server: TestServer;
  const rooms: Room[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await leaveAll(rooms.splice(0));
    await pause(100);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('a bot sails the leaver at once, even with timers off, and quick play seats a newcomer there; the old token is then refused', async () => {
    const hal = new Captain(await server.client().joinOrCreate('voyage', { name: 'Hal', captains: 2, pace: 0, seed: 'leave-1', timers: TIMERS_OFF }));
    let ivyPlays = true;
    const ivy = new Captain(await server.client().joinOrCreate('voyage', { name: 'Ivy' }), (view, legal) => (ivyPlays ? playLikeABot(view, legal) : null));
    rooms.push(hal.room);
    const code = hal.room.roomId;
    expect(ivy.room.roomId).toBe(code);
    await until(() => !!ivy.inbox.welcome?.seatToken, 5000, "Ivy's welcome");
    hal.room.send('start');
    await until(() => stateJson(hal.room).view?.day >= 2 && stateJson(hal.room).view?.actor === ivy.seat, 20_000, 'day 2, Ivy to move');
    const ivySeat = ivy.seat!;
    const ivyToken = ivy.inbox.welcome!.seatToken!;
    const dayLeft = stateJson(hal.room).view.day;

    ivyPlays = false;
    await leaveByChoice(ivy.room);
    await until(() => stateJson(hal.room).view?.captains[ivySeat].auto === true, 5000, "a bot to take Ivy's ship");
    await until(() => stateJson(hal.room).view?.day >= dayLeft + 2, 20_000, 'play to go on without Ivy');
    expect(stateJson(hal.room).view.captains[ivySeat]).toMatchObject({ name: 'Ivy', bot: true, connected: false });
    expect(storedVoyage(server.dataDir, code).stored.released).toEqual([ivySeat]);

    const jo = new Captain(await server.client().joinOrCreate('voyage', { name: 'Jo' }));
    rooms.push(jo.room);
    expect(jo.room.roomId).toBe(code);
    await until(() => jo.inbox.private !== null, 5000, "Jo's private bits");
    expect(jo.inbox.welcome).toMatchObject({ seat: ivySeat, spectator: false });
    expect(jo.inbox.welcome!.seatToken).not.toBe(ivyToken);
    await until(() => stateJson(hal.room).view?.captains[ivySeat].name === 'Jo', 5000, 'the seat to change hands');
    expect(stateJson(hal.room).view.captains[ivySeat]).toMatchObject({ name: 'Jo', bot: false, auto: false, connected: true });
    const stored = storedVoyage(server.dataDir, code).stored;
    expect(stored.released).toEqual([]);
    expect([...stored.seatTokens]).toContainEqual([jo.inbox.welcome!.seatToken, ivySeat]);
    expect([...stored.seatTokens.keys()]).not.toContain(ivyToken);

    await expect(server.client().joinById(code, { name: 'Ivy', seatToken: ivyToken })).rejects.toThrow(/seat token/);
    await until(() => stateJson(hal.room).status === 'over', 60_000, 'the voyage to end');
    expect(jo.actions.length).toBeGreaterThan(0);
    expect(jo.inbox.errors).toEqual([]);
  });

  it('a leaver who comes back with their seat token before anybody took the seat plays on from where the bot left it', async () => {
    const kit = new Captain(await server.client().create('voyage', { name: 'Kit', captains: 2, private: true, pace: 0, seed: 'leave-2', timers: TIMERS_OFF }));
    rooms.push(kit.room);
    const code = kit.room.roomId;
    const lee = new Captain(await server.client().joinById(code, { name: 'Lee' }), () => null);
    await until(() => !!lee.inbox.welcome?.seatToken, 5000, "Lee's welcome");
    kit.room.send('start');
    await until(() => lee.seat !== null, 5000, 'seats');
    const leeSeat = lee.seat!;
    const leeToken = lee.inbox.welcome!.seatToken!;

    await leaveByChoice(lee.room);
    await until(() => stateJson(kit.room).view?.captains[leeSeat].auto === true, 5000, "a bot to take Lee's ship");
    await until(() => stateJson(kit.room).view?.day >= 3, 20_000, 'the bot to sail Lee through two days');

    const back = new Captain(await server.client().joinById(code, { name: 'Lee', seatToken: leeToken }), () => null);
    rooms.push(back.room);
    await until(() => back.inbox.private !== null, 5000, "Lee's private bits");
    expect(back.inbox.welcome).toMatchObject({ seat: leeSeat, seatToken: leeToken });
    await until(() => stateJson(kit.room).view?.captains[leeSeat].auto === false, 5000, 'Lee to take the helm again');
    expect(stateJson(kit.room).view.captains[leeSeat]).toMatchObject({ name: 'Lee', bot: false, connected: true });
    expect(storedVoyage(server.dataDir, code).stored.released).toEqual([]);

    back.decide(playLikeABot);
    await until(() => stateJson(kit.room).status === 'over', 60_000, 'the voyage to end');
    expect(back.actions.length).toBeGreaterThan(0);
  });
});

describe('seats released by choice survive a restart', () => {
  it('a restored table still offers a released seat to a newcomer, after every bot seat, and not a seat whose person only dropped', async () => {
    const { Seating } = await import('../../server/table/Seating');
    const { createVoyage } = await import('../../shared/pastry/index');
    const { games } = await import('../../shared/games');
    const state = createVoyage({ seed: 'restore-released', captains: ['A', 'B', 'C'].map((name) => ({ name })), now: 0 });
    const seating = Seating.fromSeats(
      games.pastry.seatsOf(state),
      new Map([
        ['token-a', 0],
        ['token-b', 1],
        ['token-c', 2],
      ]),
      [2],
    );
    expect(seating.slots.map((s) => s.released)).toEqual([false, false, true]);
    expect(seating.seatInBotSlot('newcomer', 'Nia')).toBe(2);
    expect(seating.slots[2]).toMatchObject({ name: 'Nia', released: false, sessionId: 'newcomer' });
    expect(seating.slots[2].token).not.toBe('token-c');
    expect(seating.seatInBotSlot('another', 'Oz')).toBe(-1);
  });
});

describe('a server shutting down', () => {
  it('closes every connection as consented, yet releases no seat: the captains come back to their own ships', async () => {
    const server = await startTestServer();
    try {
      const mo = new Captain(await server.client().create('voyage', { name: 'Mo', captains: 2, pace: 0, seed: 'shutdown-1', timers: TIMERS_OFF }), () => null);
      mo.room.send('start');
      await until(() => mo.seat !== null, 5000, 'the start');
      const code = mo.room.roomId;
      await server.close();
      const { stored, state } = storedVoyage(server.dataDir, code);
      expect(stored.released).toEqual([]);
      expect(state.captains[mo.seat!].auto).toBe(false);
      expect(stored.log.some((e) => e.kind === 'seat' && e.patch.auto === true)).toBe(false);
    } finally {
      await server.stop().catch(() => undefined);
    }
  });
});
