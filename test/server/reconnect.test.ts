// A dropped defender comes back to the same seat, hold and pending bribe decision: by reconnection token within
// the 60 s window, and by seat token from a fresh client.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../shared/pastry/index';
import { Captain, playLikeABot } from './captain';
import { defender, hunter } from './hunt';
import { dropSocket, listen, pause, stateJson, until, useTestServer } from './harness';

/** Long enough that nothing times out while the test works, short enough that the deadline is real. */
const TIMERS = { turnMs: 120_000, decisionMs: 120_000, namingMs: 120_000 };

describe('reconnection', () => {
  const { server, rooms } = useTestServer();

  it('the defender drops while a bribe is pending, reconnects by token, then reclaims the seat by seat token from a fresh client', async () => {
    const frozen = { now: false };
    let preySeat: number | null = null;
    const ann = new Captain(
      await server().client().create('voyage', { name: 'Ann', captains: 2, pace: 0, seed: 'bribe-pending-1', timers: TIMERS }),
      hunter(() => preySeat),
    );
    const code = ann.room.roomId;
    const benClient = server().client();
    const ben = new Captain(await benClient.joinById(code, { name: 'Ben' }), defender(frozen));
    rooms.push(ann.room, ben.room);
    await until(() => !!ben.inbox.welcome, 5000, "Ben's welcome");
    const seatToken = ben.inbox.welcome!.seatToken!;
    ann.room.send('start');
    await until(() => ben.seat !== null, 5000, "Ben's seat");
    preySeat = ben.seat;

    await until(() => frozen.now, 40_000, 'Ann to attack Ben');
    await pause(100);
    const before = stateJson(ann.room);
    expect(before.view.phase).toBe('bribe');
    expect(before.view.battle).toMatchObject({ attacker: ann.seat, defender: ben.seat });
    expect(before.view.deadline).toEqual(expect.any(Number));
    const seat = ben.seat!;
    const hold = before.view.captains[seat].hold;
    expect(hold.length).toBeGreaterThan(0);
    const offers = (legal: Action[]) => legal.filter((a) => a.type === 'fight' || a.type === 'bribe');
    const pending = offers(ben.inbox.private!.legal);
    expect(pending.some((a) => a.type === 'fight')).toBe(true);
    expect(pending.some((a) => a.type === 'bribe')).toBe(true);

    // The socket dies without a goodbye; the seat stays Ben's and shows him away.
    dropSocket(ben.room);
    await until(() => stateJson(ann.room).view?.captains[seat].connected === false, 5000, 'the room to notice the drop');
    expect(ben.inbox.left).toBe(1006);

    const back = new Captain(await benClient.reconnect(ben.room.reconnectionToken), defender(frozen));
    rooms.push(back.room);
    await until(() => back.inbox.private !== null && stateJson(ann.room).view?.captains[seat].connected, 5000, 'the reconnection');
    expect(back.room.roomId).toBe(code);
    expect(back.seat).toBe(seat);
    expect(offers(back.inbox.private!.legal)).toEqual(pending);
    const after = stateJson(back.room);
    expect(after.view.phase).toBe('bribe');
    expect(after.view.battle).toEqual(before.view.battle);
    expect(after.view.deadline).toBe(before.view.deadline);
    expect(after.view.captains[seat]).toMatchObject({ hold, gold: before.view.captains[seat].gold, pos: before.view.captains[seat].pos, name: 'Ben', bot: false, connected: true });

    // A fresh client with the seat token takes the seat over; the old window is told why it was closed.
    const fresh = new Captain(await server().client().joinById(code, { name: 'Ben', seatToken }), () => null);
    rooms.push(fresh.room);
    await until(() => fresh.inbox.private !== null && back.inbox.left !== null, 5000, 'the seat to change windows');
    expect(fresh.inbox.welcome).toMatchObject({ code, seat, seatToken, spectator: false });
    expect(back.inbox.left).toBe(4001);
    expect(offers(fresh.inbox.private!.legal)).toEqual(pending);
    expect(stateJson(fresh.room).view.captains[seat]).toMatchObject({ hold, connected: true });

    // The pending decision is still Ben's to make: he answers from the new window and the voyage sails on to its end.
    fresh.decide(playLikeABot);
    await until(() => stateJson(ann.room).status === 'over', 60_000, 'the voyage to end');
    await pause(150);
    expect(fresh.actions[0].type === 'fight' || fresh.actions[0].type === 'bribe').toBe(true);
    expect(ann.inbox.errors).toEqual([]);
    expect(fresh.inbox.errors).toEqual([]);
    expect(stateJson(fresh.room)).toEqual(stateJson(ann.room));
  });

  it('refuses a seat token from another voyage', async () => {
    const one = new Captain(await server().client().create('voyage', { name: 'Cy', captains: 2, private: true }));
    rooms.push(one.room);
    await until(() => !!one.inbox.welcome, 5000, 'the welcome');
    const other = await server().client().create('voyage', { name: 'Di', captains: 2, private: true });
    listen(other);
    rooms.push(other);
    await expect(server().client().joinById(other.roomId, { seatToken: one.inbox.welcome!.seatToken })).rejects.toThrow(/seat token/);
  });
});
