// A rehearsal's prelude: on a test seed, bots sail every seat until the moment a browser test checks.
import { describe, expect, it } from 'vitest';
import { TIMERS_OFF, listen, stateJson, until, useTestServer } from './harness';

describe('a prelude on a test seed', () => {
  const { server, rooms } = useTestServer();

  it('sets sail already at the asked-for phase, its steps logged, and the people then hold their seats', async () => {
    const room = await server()
      .client()
      .create('voyage', { name: 'Anne', captains: 2, bots: 'normal', pace: 0, seed: 'prelude-1', timers: TIMERS_OFF, private: true, prelude: { steps: 3000, until: 'bake' } });
    rooms.push(room);
    const inbox = listen(room);
    room.send('start');
    await until(() => stateJson(room).view?.phase === 'bake', 20_000, 'the bake-off');
    expect(stateJson(room).view.day).toBeGreaterThan(3);
    expect(inbox.events.flatMap((m) => m.events).some((e) => e.type === 'docked')).toBe(true);
    await until(() => inbox.private !== null && inbox.private.step > 20, 5000, 'the seat’s private bits after the prelude');
  }, 60_000);

  it('stops at an event: the first sighting, whose creature then surfaces on the clock', async () => {
    const room = await server()
      .client()
      .create('voyage', { name: 'Anne', captains: 2, pace: 0, seed: 'prelude-2', timers: { ...TIMERS_OFF, sightingMs: 10_000 }, private: true, prelude: { steps: 3000, until: 'sightingStarted' } });
    rooms.push(room);
    const inbox = listen(room);
    room.send('start');
    const told = () => inbox.events.flatMap((m) => m.events).map((e) => e.type);
    await until(() => told().includes('sightingStarted'), 20_000, 'a sighting');
    expect(told().filter((type) => type === 'sightingStarted')).toHaveLength(1); // it stopped at the first
    await until(() => told().includes('creatureSurfaced'), 20_000, 'the creature');
  }, 60_000);

  it('refuses a prelude that is not a step count', async () => {
    await expect(
      server()
        .client()
        .create('voyage', { name: 'Anne', seed: 'x', prelude: { steps: 'all' } }),
    ).rejects.toThrow(/prelude\.steps/);
  });
});
