// On the server: the story so far (the history message, on joining and on a reload) travels packed as the live events do
// (shared/table/historyWire.ts), and a reloaded client reads back the very events a live one read, in fewer bytes.
import { describe, expect, it } from 'vitest';
import { Captain, playLikeABot } from './captain';
import { TIMERS_OFF, stateJson, until, useTestServer } from './harness';
import { readHistory } from './readWire';
import type { HistoryWire } from '../../shared/table/historyWire';

describe('the history message on the wire', () => {
  const { server, rooms } = useTestServer();

  it('a reload reads the same events as the live client did, and the story is packed smaller than as objects', async () => {
    // Cas plays five days against a bot, then holds her turn on day 6: nothing happens while the reload joins
    const cas = new Captain(await server().client().create('voyage', { name: 'Cas', captains: 2, pace: 0, seed: 'history-wire-1', timers: TIMERS_OFF, private: true }), (view, legal) =>
      view.day >= 6 ? null : playLikeABot(view, legal),
    );
    rooms.push(cas.room);
    cas.room.send('start');
    await until(() => stateJson(cas.room).status === 'playing', 5000, 'the start');
    const live = () => cas.inbox.events.flatMap((m) => m.events);
    await until(() => cas.view().day >= 6 && cas.view().actor === cas.seat, 30_000, 'her turn on day 6');

    // the reload: the same person back by her seat token
    const reloaded = await server().client().joinById(cas.room.roomId, { name: 'Cas', seatToken: cas.inbox.welcome!.seatToken });
    rooms.push(reloaded);
    let wire: HistoryWire | null = null;
    reloaded.onMessage('history', (m: HistoryWire) => {
      wire = m;
    });
    for (const type of ['welcome', 'private', 'events', 'emote']) reloaded.onMessage(type, () => undefined);
    await until(() => wire !== null, 5000, 'the history');
    const told = readHistory(reloaded, wire!);
    expect(told.events.length).toBeGreaterThan(10);
    await until(() => JSON.stringify(live().at(-1)) === JSON.stringify(told.events.at(-1)), 5000, 'the live events up to the story told');
    expect(told.events).toEqual(live().slice(-told.events.length));
    expect(told.eras.length).toBeGreaterThan(0);

    const packed = JSON.stringify(wire).length;
    const whole = JSON.stringify(told).length;
    console.log(`history of ${told.events.length} events: ${packed} bytes packed, ${whole} bytes as objects (${Math.round((100 * packed) / whole)} %)`);
    expect(packed).toBeLessThan(whole);
  });
});
