// A delayed viewer still in the waiting room hears at once that the voyage has set sail, and when their feed will show it
// (the client counts down "on stream in 28 s" rather than waiting on a creator who already started).
import { describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { Captain } from './captain';
import { TIMERS_OFF, listen, stateJson, until, useTestServer } from './harness';

const { server, rooms } = useTestServer();

/** The test's clients share an event loop with the server; arrival times are trusted to within this much. */
const LOOP_JITTER_MS = 250;
/** How late a busy machine may be to publish the start's step: the announced time only has to be the delay after it. */
const BUSY_MACHINE_MS = 5000;

type Seen = { at: number; status: string; sailsOnStreamAt?: number };

/** Every state the viewer holds, with when it arrived. */
function watch(room: Room): Seen[] {
  const seen: Seen[] = [];
  room.onStateChange((state) => {
    const json = (state as unknown as { toJSON(): Seen }).toJSON();
    seen.push({ at: Date.now(), status: json.status, sailsOnStreamAt: json.sailsOnStreamAt });
  });
  return seen;
}

async function voyage(seed: string, castDelay: number): Promise<{ ada: Captain; viewer: Room; seen: Seen[] }> {
  const ada = new Captain(await server().client().create('voyage', { name: 'Ada', captains: 2, pace: 0, seed, timers: TIMERS_OFF, castDelay, private: true }));
  rooms.push(ada.room);
  await until(() => !!ada.inbox.welcome);
  const viewer = await server().client().joinOrCreate('audience', { code: ada.inbox.welcome!.code, name: 'Vic' });
  rooms.push(viewer);
  listen(viewer);
  const seen = watch(viewer);
  await until(() => (stateJson(viewer).lobby as unknown[] | undefined)?.length === 2, 15_000, 'the waiting room in the audience (as late as the delay)');
  return { ada, viewer, seen };
}

describe('a delayed audience when the voyage sets sail', () => {
  it('learns at once that it has sailed and when the feed shows it, then shows it then', async () => {
    const { ada, viewer, seen } = await voyage('set-sail-1', 6);
    const started = Date.now();
    ada.room.send('start');
    await until(() => stateJson(viewer).sailsOnStreamAt !== undefined, 5000, 'the viewer to hear the voyage has sailed');
    const heard = seen.find((s) => s.sailsOnStreamAt !== undefined)!;
    expect(heard.status).toBe('lobby'); // the feed itself still shows the waiting room
    expect(heard.at).toBeLessThan(heard.sailsOnStreamAt! - 1000); // well before the feed shows it
    expect(heard.sailsOnStreamAt! - started).toBeGreaterThanOrEqual(6000 - LOOP_JITTER_MS);
    expect(heard.sailsOnStreamAt! - started).toBeLessThan(6000 + BUSY_MACHINE_MS);

    await until(() => stateJson(viewer).status === 'playing', 15_000, 'the delayed feed to show the voyage');
    const shown = seen.find((s) => s.status === 'playing')!;
    expect(shown.at).toBeGreaterThanOrEqual(heard.sailsOnStreamAt! - LOOP_JITTER_MS);
    expect(shown.sailsOnStreamAt).toBeUndefined();
  });

  it('says nothing ahead of a live feed (no delay): it simply shows the voyage', async () => {
    const { ada, viewer, seen } = await voyage('set-sail-2', 0);
    ada.room.send('start');
    await until(() => stateJson(viewer).status === 'playing', 10_000, 'the live feed to show the voyage');
    expect(seen.every((s) => s.sailsOnStreamAt === undefined)).toBe(true);
  });
});
