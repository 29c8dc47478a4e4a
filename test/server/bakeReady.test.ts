// a baker's next attempt waits for "Ready?" instead of starting the moment their turn begins.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../shared/pastry/index';
import { botAction } from '../../shared/pastry/bots/index';
import { READY_HOLD_MS } from '../../server/table/clockHolds';
import { Captain, playLikeABot, type Chooser } from './captain';
import { TIMERS_OFF, stateJson, until, useTestServer } from './harness';

type BakeJson = { seat: number; startedAt: number };

describe('R42 another bake-off attempt asks "Ready?" first', () => {
  const { server, rooms } = useTestServer();

  it('holds the shuffle until the baker is ready, and shows it from its start when they are', async () => {
    let attempts = 0;
    // Plays like a bot, but names the first attempt's crates wrong on purpose (a hard bot's answer, rotated by one).
    const chooser: Chooser = (view, legal) => {
      if (view.phase !== 'bake') return playLikeABot(view, legal);
      if (attempts > 0) return null; // the second attempt waits for the test
      const right = botAction(view, legal, 'hard', 'ready-test') as Extract<Action, { type: 'name' }>;
      if (right.type !== 'name') return right;
      attempts += 1;
      return { type: 'name', crates: [...right.crates.slice(1), right.crates[0]] };
    };
    const room = await server().client().create('voyage', { name: 'Baker', captains: 2, bots: 'easy', pace: 0.05, seed: 'ready-1', timers: TIMERS_OFF, private: true });
    rooms.push(room);
    const baker = new Captain(room, chooser);
    room.send('start');
    await until(() => attempts === 1, 90_000, 'a first, wrong attempt');
    await until(() => stateJson(room).waitingReady === baker.seat, 60_000, 'the second attempt to wait');
    const waiting = stateJson(room).view.bake as BakeJson;
    expect(waiting.seat).toBe(baker.seat);
    expect(waiting.startedAt - Date.now()).toBeGreaterThan(READY_HOLD_MS - 5000);
    room.send('ready');
    await until(() => stateJson(room).waitingReady === undefined, 5000, 'the hold to end');
    const started = stateJson(room).view.bake as BakeJson;
    expect(started.startedAt - Date.now()).toBeLessThan(2000);
    room.send('ready');
    await until(() => baker.inbox.errors.some((e) => e.code === 'not-waiting'), 5000, 'a second ready to be refused');
  }, 180_000);
});
