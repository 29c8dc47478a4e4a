// R51 (amended 2026-12-02): a captain with no open connection for a while (20 s; 1 s here) is handed to a bot from their next
// decision, so the table plays on at bot speed instead of waiting out their turns; the seat stays theirs, and their seat token
// takes it back from the bot.
import { describe, expect, it } from 'vitest';
import { Captain, playLikeABot } from './captain';
import { dropSocket, stateJson, until, useTestServer } from './harness';
import { storedVoyage } from './storedVoyage';

/** Turn timers far longer than the test: any turn that passes while Ivy is away was played by a bot, not timed out. */
const SLOW_TIMERS = { turnMs: 600_000, decisionMs: 600_000, namingMs: 600_000 };
/** The absence this server allows before a bot sails for the captain (ABSENT_AFTER). */
const ABSENT_AFTER_SECONDS = 1;

describe('R51 an absent captain', () => {
  const { server, rooms } = useTestServer({ absentAfterSeconds: ABSENT_AFTER_SECONDS });

  it('is handed to a bot once no connection has been open for the allowed time, and takes the seat back by its token', async () => {
    const hal = new Captain(await server().client().create('voyage', { name: 'Hal', captains: 2, pace: 0, seed: 'absent-1', timers: SLOW_TIMERS, private: true }));
    let ivyPlays = true;
    const ivy = new Captain(await server().client().joinById(hal.room.roomId, { name: 'Ivy' }), (view, legal) => (ivyPlays ? playLikeABot(view, legal) : null));
    rooms.push(hal.room, ivy.room);
    const code = hal.room.roomId;
    await until(() => !!ivy.inbox.welcome?.seatToken, 5000, "Ivy's welcome");
    hal.room.send('start');
    await until(() => ivy.seat !== null && stateJson(hal.room).view?.day >= 2 && stateJson(hal.room).view?.actor === ivy.seat, 30_000, 'day 2, Ivy to move');
    const seat = ivy.seat!;
    const token = ivy.inbox.welcome!.seatToken!;
    const day = stateJson(hal.room).view.day;

    ivyPlays = false;
    const droppedAt = Date.now();
    dropSocket(ivy.room);
    await until(() => stateJson(hal.room).view?.captains[seat].connected === false, 5000, 'Ivy to show as away');
    expect(stateJson(hal.room).view.captains[seat].auto).toBe(false);
    await until(() => stateJson(hal.room).view?.captains[seat].auto === true, 10_000, 'a bot to sail for Ivy');
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(ABSENT_AFTER_SECONDS * 1000 - 100);
    await until(() => stateJson(hal.room).view?.day >= day + 2, 30_000, 'play to go on at bot speed');
    expect(stateJson(hal.room).view.captains[seat]).toMatchObject({ name: 'Ivy', bot: true, auto: true, connected: false });
    expect(storedVoyage(server().dataDir, code).stored.released).toEqual([]);

    const back = new Captain(await server().client().joinById(code, { name: 'Ivy', seatToken: token }), () => null);
    rooms.push(back.room);
    await until(() => stateJson(hal.room).view?.captains[seat].connected === true && back.inbox.welcome !== null, 5000, 'Ivy to be back');
    expect(back.inbox.welcome).toMatchObject({ seat, spectator: false });
    expect(stateJson(hal.room).view.captains[seat]).toMatchObject({ name: 'Ivy', bot: false, auto: false });
  });

  it('leaves quick play to prefer a table whose people are present', async () => {
    const quiet = await server().client().create('voyage', { name: 'Ann', captains: 3, bots: 'easy', pace: 0, seed: 'absent-2', timers: SLOW_TIMERS });
    const busy = await server().client().create('voyage', { name: 'Bea', captains: 3, bots: 'easy', pace: 0, seed: 'absent-3', timers: SLOW_TIMERS });
    rooms.push(quiet, busy);
    await until(() => stateJson(quiet).status !== undefined && stateJson(busy).status !== undefined, 5000, 'both rooms');
    quiet.send('start');
    busy.send('start');
    await until(() => stateJson(quiet).status === 'playing' && stateJson(busy).status === 'playing', 5000, 'both voyages to sail');
    const spectator = await server().client().joinById(quiet.roomId, { spectate: true });
    rooms.push(spectator);
    dropSocket(quiet);
    await until(() => stateJson(spectator).view?.captains?.some((c) => c.name === 'Ann' && c.auto), 10_000, 'a bot to sail for Ann, who is away');
    const newcomer = await server().client().joinOrCreate('voyage', { name: 'Cy', quick: true });
    rooms.push(newcomer);
    expect(newcomer.roomId).toBe(busy.roomId);
  });
});
