// An audience never touches the engine. The same seeded voyage is played twice by two scripted captains, once in
// peace and once while a spectator floods the audience room with 1,000 cheers and junk predictions: the engine state's
// JSON is byte-identical, the captains' action latency stays put, and the flooder gets rate-limit errors.
import { describe, expect, it } from 'vitest';
import { Captain, playLikeABot, type Chooser } from './captain';
import { TIMERS_OFF, listen, until, useTestServer } from './harness';
import { VoyageStore } from '../../server/store/VoyageStore';
import { games } from '../../shared/games';
import { replayVoyage } from '../../server/store/replay';
import type { EventsWire } from '../../shared/table/eventWire';
import { readEvents } from './readWire';

const { server, rooms } = useTestServer();

/** How many actions each run plays. */
const ACTIONS = 16;

/**
 * Plays like a bot, but only once every sighting has played out: a creature surfaces on the room's clock (R37), so a
 * captain who waits for it makes the log the same in every run.
 */
function patient(sightings: () => number): Chooser {
  return (view, legal) => (sightings() > 0 ? null : playLikeABot(view, legal));
}

/** One run: the engine state after ACTIONS actions, and each action's time to its answer. */
async function run(flood: boolean): Promise<{ engine: string; latencies: number[]; errors: string[] }> {
  let pendingSightings = 0;
  const captains: Captain[] = [];
  const wake = () => captains.forEach((c) => c.decide());
  const ada = new Captain(
    await server()
      .client()
      .create('voyage', { name: 'Ada', captains: 2, pace: 0, seed: 'flood-1', timers: { ...TIMERS_OFF, sightingMs: 500 }, private: true }),
    patient(() => pendingSightings),
  );
  await until(() => !!ada.inbox.welcome);
  const code = ada.inbox.welcome!.code;
  const bea = new Captain(
    await server().client().joinById(code, { name: 'Bea' }),
    patient(() => pendingSightings),
  );
  captains.push(ada, bea);
  rooms.push(ada.room, bea.room);
  // Every sighting (R37) is over before anyone acts again.
  ada.room.onMessage('events', (wire: EventsWire) => {
    for (const e of readEvents(ada.room, wire).events) {
      if (e.type === 'sightingStarted') pendingSightings += 1;
      if (e.type === 'creatureDived' || e.type === 'photographed') pendingSightings -= 1;
    }
    if (pendingSightings === 0) setTimeout(wake, 0);
  });
  // Each action's time from sending to the server's answer (its events, or a fresh legal list).
  const latencies: number[] = [];
  for (const captain of captains) {
    let sentAt = 0;
    const send = captain.room.send.bind(captain.room);
    captain.room.send = ((type: string, message?: unknown) => {
      if (type === 'action') sentAt = performance.now();
      send(type, message);
    }) as typeof captain.room.send;
    captain.room.onMessage('private', () => {
      if (sentAt) latencies.push(performance.now() - sentAt);
      sentAt = 0;
    });
  }

  let flooderErrors: { code: string }[] = [];
  let flooding: ReturnType<typeof setInterval> | null = null;
  if (flood) {
    const fan = await server().client().joinOrCreate('audience', { code, name: 'Fan' });
    rooms.push(fan);
    flooderErrors = listen(fan).errors;
    fan.onMessage('cheer', () => {});
    fan.onMessage('predicted', () => {});
    let sent = 0;
    const junk: unknown[] = [{ question: 'q1', answer: 99 }, { question: 'nope', answer: 0 }, 'not an object', { question: 'q1' }, { question: 'q1', answer: 0, extra: 1 }];
    flooding = setInterval(() => {
      for (let i = 0; i < 20 && sent < 1000 && fan.connection.isOpen; i++, sent++) {
        fan.send('cheer', { seat: sent % 2, emoji: '🔥' });
        if (sent % 4 === 0) fan.send('predict', junk[(sent / 4) % junk.length]);
      }
    }, 20);
  }
  ada.room.send('start');
  await until(() => ada.actions.length + bea.actions.length >= ACTIONS && pendingSightings === 0, 60_000, `${ACTIONS} actions`);
  captains.forEach((c) => c.decide(() => null)); // stop here, then let the last step land
  await new Promise((r) => setTimeout(r, 300));
  if (flooding) clearInterval(flooding);

  // The engine state after the ACTIONS-th action, from the stored log; times (R37 sightings, R50) differ between runs.
  const store = new VoyageStore(server().dataDir);
  const stored = store.load(code)!;
  store.close();
  let actions = 0;
  const upTo = stored.log.findIndex((e) => e.kind === 'action' && ++actions === ACTIONS);
  const state = replayVoyage(stored.setup, stored.log.slice(0, upTo + 1), games.pastry);
  const timeless = (key: string, value: unknown) => (TIME_KEYS.has(key) ? undefined : value);
  return { engine: JSON.stringify(state, timeless), latencies, errors: flooderErrors.map((e) => e.code) };
}

/** Engine fields that hold clock times. */
const TIME_KEYS = new Set(['deadline', 'surfaceAt', 'until', 'startedAt', 'endsAt']);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('an audience flood', () => {
  it('changes nothing in the engine, does not slow the captains, and earns the flooder rate-limit errors', async () => {
    const calm = await run(false);
    const flooded = await run(true);
    expect(flooded.engine).toBe(calm.engine);
    expect(flooded.errors.length).toBeGreaterThan(100);
    expect(new Set(flooded.errors)).toContain('rate-limited');
    console.log(`captains' action latency, median: ${median(calm.latencies).toFixed(1)} ms in peace, ${median(flooded.latencies).toFixed(1)} ms under the flood`);
    expect(median(flooded.latencies)).toBeLessThan(median(calm.latencies) + 100);
  });
});
