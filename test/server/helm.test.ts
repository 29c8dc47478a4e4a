// R51: a captain handed to a bot after missed turns takes the helm back with one message, before their next decision;
// the message changes nothing for anyone else.
import { describe, expect, it } from 'vitest';
import { Captain } from './captain';
import { listen, stateJson, until, useTestServer } from './harness';

describe('taking the helm back (R51)', () => {
  const { server, rooms } = useTestServer();

  it('a captain who missed three turns says they are back, and the bot stands aside at once', async () => {
    const timers = { turnMs: 1000, decisionMs: 1000, namingMs: 1000 };
    const ada = new Captain(await server().client().create('voyage', { name: 'Ada', captains: 2, pace: 0, seed: 'helm-1', timers, private: true }), () => null);
    rooms.push(ada.room);
    const watcherRoom = await server().client().joinById(ada.room.roomId, { spectate: true });
    rooms.push(watcherRoom);
    const watcher = listen(watcherRoom);
    ada.room.send('helm');
    await until(() => ada.inbox.errors.length === 1, 5000, 'the refusal before the start');
    expect(ada.inbox.errors[0].code).toBe('not-seated');
    ada.room.send('start');
    await until(() => ada.seat !== null && stateJson(ada.room).view?.captains[ada.seat].auto === true, 30_000, 'three missed turns to hand Ada to a bot');

    ada.room.send('helm');
    await until(() => stateJson(ada.room).view?.captains[ada.seat!].auto === false, 5000, 'Ada back at the helm');
    ada.room.send('helm');
    watcherRoom.send('helm');
    await until(() => ada.inbox.errors.length === 2 && watcher.errors.length === 1, 5000, 'the refusals');
    expect(ada.inbox.errors[1].code).toBe('not-away');
    expect(watcher.errors[0].code).toBe('not-seated');
    expect(stateJson(ada.room).view.captains[ada.seat!]).toMatchObject({ auto: false, connected: true });
  });
});
