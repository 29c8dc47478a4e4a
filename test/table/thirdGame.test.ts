// Issue 29: a third game is three folders and one line in each registry. Race to 40 (test/fixtures/race/) lives only in the
// tests: a server handed it in its registry plays it through the real table room, a person against a bot, to the end, and
// reports it over in the game's own words. Nothing outside the fixture's folders knows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../server/games/tables';
import { TableRegistry } from '../../server/table/tableRegistry';
import { createOptionsFor, parseOptions } from '../../server/table/options';
import { listen, startTestServer, stateJson, until, type TestServer } from '../server/harness';
import { raceTable } from '../fixtures/race/server/table';
import type { RaceView } from '../fixtures/race/shared/engine';

describe('a third game, registered only in the tests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ games: new TableRegistry([...TABLES.list, raceTable]) });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('plays through the real table room to its end, and its summary counts its own turns', async () => {
    const room = await server.client().create('voyage', { game: 'race', name: 'Ada', captains: 2, pace: 0, seed: 'race-room', timers: { standMs: 0 } });
    const inbox = listen(room);
    await until(() => inbox.welcome !== null, 10_000, 'the welcome');
    room.send('start');
    await until(() => inbox.private !== null, 10_000, 'the first private message');
    const race = () => (stateJson(room) as unknown as { view: RaceView & { actor?: number } }).view;
    while (race().phase !== 'over') {
      const seat = inbox.private!.seat;
      const step = inbox.private!.step;
      if (race().actor === seat && inbox.private!.legal.length) {
        room.send('action', { type: 'step' });
        await until(() => inbox.private!.step > step || race().phase === 'over', 10_000, 'the step to be applied');
      } else await until(() => race().actor === seat || race().phase === 'over', 10_000, "the bot's move");
    }
    expect(inbox.errors).toEqual([]);
    expect(race().runners.some((r) => r.at === 40)).toBe(true);
    expect(stateJson(room).status).toBe('over');
    const summary = await (await fetch(`http://127.0.0.1:${server.port}/api/voyages/${room.roomId}`)).json();
    expect(summary).toMatchObject({ status: 'over', game: 'race', captains: ['Ada', expect.any(String)], turns: race().turns });
    await room.leave();
  });

  it('is refused by a server that does not play it, by name', async () => {
    const plain = await startTestServer();
    try {
      await expect(plain.client().create('voyage', { game: 'race', captains: 2 })).rejects.toThrow(/Bad room option game/);
    } finally {
      await plain.stop();
    }
  });

  it("sets its own timers, declared in its own folder, and refuses another game's, as each other game refuses its", () => {
    const schema = createOptionsFor(new TableRegistry([...TABLES.list, raceTable]));
    const create = (options: object) => parseOptions(schema, { captains: 2, ...options });
    expect(create({ game: 'race', timers: { standMs: 5000 } }).timers).toEqual({ standMs: 5000 });
    expect(() => create({ game: 'race', timers: { turnMs: 5000 } })).toThrow(/Bad room option timers: Race to 40 has no such timer: turnMs/);
    expect(() => create({ game: 'race', timers: { standMs: 500 } })).toThrow(/Bad room option timers.standMs: standMs is 0 \(off\) or 2,000 to 120,000/);
    expect(() => create({ game: 'pastry', timers: { standMs: 5000 } })).toThrow(/Pastry Pirates has no such timer: standMs/);
    expect(() => create({ game: 'merchant', timers: { standMs: 5000 } })).toThrow(/Merchant Voyages has no such timer: standMs/);
    expect(create({ game: 'pastry', timers: { turnMs: 0, sightingMs: 500, dayLimit: 5 } }).timers).toEqual({ turnMs: 0, sightingMs: 500, dayLimit: 5 });
  });
});
