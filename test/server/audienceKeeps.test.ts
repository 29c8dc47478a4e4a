// As streamers found it: when every viewer left, the audience room closed and took the predictions and their
// tallies with it. Once it holds an answer it now waits, empty, while its voyage sails, and closes with its last viewer once
// the voyage is over.
import { describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import type { Room } from 'colyseus.js';
import { Captain } from './captain';
import { TIMERS_OFF, listen, pause, stateJson, until, useTestServer } from './harness';

const { server, rooms } = useTestServer();

/** A question as the audience state shows it. */
type Question = { id: string; kind: string; tally: number[]; open: boolean };
/** A row of the best predictors. */
type Predictor = { name: string; right: number; answered: number };

const questions = (room: Room) => (stateJson(room).questions as Question[] | undefined) ?? [];
const predictors = (room: Room) => (stateJson(room).predictors as Predictor[] | undefined) ?? [];

describe('an audience room nobody is in', () => {
  it('closes when unused, keeps its tallies while the voyage sails, and closes once the voyage is over and its last viewer has gone', async () => {
    // Ada holds her first turn (timers off) until the test lets her go; a bot has the other seat.
    const ada = new Captain(
      await server()
        .client()
        .create('voyage', { name: 'Ada', captains: 2, pace: 0, seed: 'audience-keeps-1', timers: { ...TIMERS_OFF, dayLimit: 5 }, private: true }),
      () => null,
    );
    rooms.push(ada.room);
    await until(() => !!ada.inbox.welcome);
    const code = ada.inbox.welcome!.code;
    ada.room.send('start');
    await until(() => stateJson(ada.room).status === 'playing');

    // A room with nothing to keep still closes with its last viewer.
    const passerBy = await server().client().joinOrCreate('audience', { code, name: 'Pat' });
    await passerBy.leave(true);
    await until(() => matchMaker.getLocalRoomById(passerBy.roomId) === undefined, 5000, 'the unused audience room to close');

    const vic = await server().client().joinOrCreate('audience', { code, name: 'Vic' });
    rooms.push(vic);
    const vicInbox = listen(vic);
    const predicted: unknown[] = [];
    vic.onMessage('predicted', (m) => predicted.push(m));
    await until(() => questions(vic).some((q) => q.kind === 'firstBake'), 10_000, 'the first question');
    const first = questions(vic).find((q) => q.kind === 'firstBake')!;
    vic.send('predict', { question: first.id, answer: 0 });
    await until(() => predicted.length === 1, 5000, 'the answer confirmed');
    expect(vicInbox.errors).toEqual([]);
    const audienceId = vic.roomId;
    await vic.leave(true);

    // An empty room used to close a second after its last viewer left.
    await pause(3000);
    expect(matchMaker.getLocalRoomById(audienceId)).toBeDefined();
    const wes = await server().client().joinOrCreate('audience', { code, name: 'Wes' });
    rooms.push(wes);
    expect(wes.roomId).toBe(audienceId);
    await until(() => questions(wes).length > 0, 5000, 'the questions');
    expect(questions(wes).find((q) => q.id === first.id)).toMatchObject({ open: true, tally: [1, 0, 0] });
    expect(predictors(wes)).toEqual([{ name: 'Vic', right: 0, answered: 1 }]);

    // Ada leaves her seat to a bot; the voyage sails to its day limit, and the empty room closes.
    ada.room.send('leave');
    await ada.room.leave(true);
    await until(() => stateJson(wes).status === 'over', 60_000, 'the end of the voyage');
    await wes.leave(true);
    await until(() => matchMaker.getLocalRoomById(audienceId) === undefined, 10_000, 'the audience room to close');
  }, 90_000);
});
