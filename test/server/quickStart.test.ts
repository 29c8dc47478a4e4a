// Quick play never leaves a newcomer in a waiting room: a lobby it makes sets sail on its own after QUICK_START (shortened
// here), with whoever quick-played in meanwhile and bots in the empty seats. A room made with Create waits for its creator.
import { describe, expect, it } from 'vitest';
import { TIMERS_OFF, leaveAll, pause, stateJson, until, useTestServer } from './harness';

const QUICK_START_SECONDS = 1;

describe('quick play sets sail on its own', () => {
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
    const captains = stateJson(ann).captains;
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
