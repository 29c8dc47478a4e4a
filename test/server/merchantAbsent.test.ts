// A Merchant Voyages table stands in for an absent merchant as R51 does for a captain: with no connection open for a while
// (1 s here), a bot sails the seat, so a table without timers never waits for someone who closed the tab; the seat
// stays theirs, and their seat token takes it back.
import { describe, expect, it } from 'vitest';
import type { MerchantPlayerView } from '../../shared/merchant/types';
import { dropSocket, until, useTestServer } from './harness';
import { Merchant } from './merchantCaptain';

/** No timers: M40's passes never move play on, so any round that passes while Ivy is away was played by a bot. */
const TIMERS_OFF = { turnMs: 0, decisionMs: 0 };
/** The absence this server allows before a bot sails for the merchant (ABSENT_AFTER). */
const ABSENT_AFTER_SECONDS = 1;

describe('an absent merchant', () => {
  const { server, rooms } = useTestServer({ absentAfterSeconds: ABSENT_AFTER_SECONDS });

  it('is sailed by a bot once no connection has been open for the allowed time, and takes the seat back by its token', async () => {
    const hal = new Merchant(await server().client().create('voyage', { game: 'merchant', name: 'Hal', captains: 2, pace: 0, seed: 'merchant-absent-1', timers: TIMERS_OFF, private: true }));
    const ivy = new Merchant(await server().client().joinById(hal.room.roomId, { name: 'Ivy' }));
    rooms.push(hal.room, ivy.room);
    const code = hal.room.roomId;
    await until(() => !!ivy.inbox.welcome?.seatToken, 5000, "Ivy's welcome");
    const token = ivy.inbox.welcome!.seatToken!;
    hal.room.send('start');
    await until(() => ivy.seat !== null && hal.view().actor === ivy.seat, 30_000, 'Ivy to act');
    const seat = ivy.seat!;
    const merchant = (): MerchantPlayerView['merchants'][number] => hal.view().merchants[seat];
    const round = hal.view().round;

    ivy.holdsAt = () => true;
    const droppedAt = Date.now();
    dropSocket(ivy.room);
    await until(() => merchant().connected === false, 5000, 'Ivy to show as away');
    expect(merchant().auto).toBe(false);
    await until(() => merchant().auto === true, 10_000, 'a bot to sail for Ivy');
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(ABSENT_AFTER_SECONDS * 1000 - 100);
    await until(() => hal.view().round >= round + 1, 30_000, 'play to go on without Ivy');
    expect(merchant()).toMatchObject({ name: 'Ivy', bot: false, auto: true, connected: false });

    const back = new Merchant(await server().client().joinById(code, { name: 'Ivy', seatToken: token }), () => true);
    rooms.push(back.room);
    await until(() => merchant().connected === true && back.inbox.welcome !== null, 5000, 'Ivy to be back');
    expect(back.inbox.welcome).toMatchObject({ seat, spectator: false });
    expect(merchant()).toMatchObject({ name: 'Ivy', bot: false, auto: false });
  });
});
