// Prediction questions open and close with the voyage as the audience sees it, and their tallies are right:
// a scripted battle on a test seed, three viewers predicting, and the answer shown once the coins have landed.
import { describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { Captain } from './captain';
import { defender, hunter } from './hunt';
import { listen, stateJson, until, useTestServer, type Inbox } from './harness';

const { server, rooms } = useTestServer();

/** A question as the audience state shows it. */
type Question = { id: string; kind: string; text: string; options: string[]; seats: number[]; tally: number[]; open: boolean; answer?: number };

function questions(room: Room): Question[] {
  return (stateJson(room).questions as Question[] | undefined) ?? [];
}

/** A viewer and everything they received, including their confirmed answers. */
function viewer(room: Room): { room: Room; inbox: Inbox; predicted: { question: string; answer: number }[] } {
  const predicted: { question: string; answer: number }[] = [];
  room.onMessage('predicted', (m: { question: string; answer: number }) => predicted.push(m));
  room.onMessage('cheer', () => {});
  rooms.push(room);
  return { room, inbox: listen(room), predicted };
}

describe('audience predictions', () => {
  it('tallies a battle question, closes it at the broadsides and marks the right answer once the coins land', async () => {
    const frozen = { now: false };
    let preySeat: number | null = null;
    const TIMERS = { turnMs: 120_000, decisionMs: 120_000, namingMs: 120_000 };
    const ann = new Captain(
      await server().client().create('voyage', { name: 'Ann', captains: 2, pace: 0, seed: 'bribe-pending-1', timers: TIMERS, private: true }),
      hunter(() => preySeat),
    );
    rooms.push(ann.room);
    await until(() => !!ann.inbox.welcome);
    const code = ann.inbox.welcome!.code;
    const ben = new Captain(await server().client().joinById(code, { name: 'Ben' }), defender(frozen));
    rooms.push(ben.room);
    const [vic, wes, xia] = [
      viewer(await server().client().joinOrCreate('audience', { code, name: 'Vic' })),
      viewer(await server().client().joinOrCreate('audience', { code, name: 'Wes' })),
      viewer(await server().client().joinOrCreate('audience', { code, name: 'Xia' })),
    ];
    expect(new Set([vic.room.roomId, wes.room.roomId, xia.room.roomId]).size).toBe(1);
    await until(() => !!ben.inbox.welcome);
    ann.room.send('start');
    await until(() => ben.seat !== null);
    preySeat = ben.seat;

    // Dawn of day 1: who bakes first? Every captain, and nobody.
    await until(() => questions(vic.room).some((q) => q.kind === 'firstBake'), 10_000, 'the first question');
    const first = questions(vic.room).find((q) => q.kind === 'firstBake')!;
    const names = stateJson(ann.room).view.captains.map((c) => c.name);
    expect(first.options).toEqual([...names, 'Nobody, by the day limit']);
    expect(names.sort()).toEqual(['Ann', 'Ben']);
    expect(first.open).toBe(true);

    await until(() => frozen.now, 40_000, 'Ann to attack Ben');
    await until(() => questions(vic.room).some((q) => q.kind === 'battle'), 10_000, 'the battle question');
    const battle = questions(vic.room).find((q) => q.kind === 'battle')!;
    expect(battle).toMatchObject({ text: 'Who wins: Ann or Ben?', options: ['Ann', 'Ben', 'Neither'], seats: [ann.seat, ben.seat, -1], open: true });
    vic.room.send('predict', { question: battle.id, answer: 0 });
    wes.room.send('predict', { question: battle.id, answer: 0 });
    xia.room.send('predict', { question: battle.id, answer: 1 });
    xia.room.send('predict', { question: battle.id, answer: 0 }); // one answer per question
    vic.room.send('predict', { question: 'q999', answer: 0 });
    await until(() => vic.predicted.length + wes.predicted.length + xia.predicted.length === 3, 5000, 'three answers taken');
    await until(() => xia.inbox.errors.length === 1 && vic.inbox.errors.length === 1, 5000, 'the refusals');
    expect(xia.inbox.errors[0].code).toBe('already-predicted');
    expect(vic.inbox.errors[0].code).toBe('no-question');
    await until(
      () =>
        questions(vic.room)
          .find((q) => q.id === battle.id)!
          .tally.join() === '2,1,0',
      5000,
      'the tally',
    );

    // Ben fights: the coins fly, answers close, and the answer shows once they have landed.
    ben.decide((_view, legal) => legal.find((a) => a.type === 'fight') ?? null);
    await until(() => questions(vic.room).find((q) => q.id === battle.id)!.answer !== undefined, 10_000, 'the battle decided');
    const shot = ann.inbox.events.flatMap((m) => m.events).find((e) => e.type === 'broadsides') as unknown as { winner: number | null };
    const right = shot.winner === ann.seat ? 0 : shot.winner === ben.seat ? 1 : 2;
    const decided = questions(vic.room).find((q) => q.id === battle.id)!;
    expect(decided).toMatchObject({ open: false, answer: right, tally: [2, 1, 0] });
    wes.room.send('predict', { question: battle.id, answer: 2 });
    await until(() => wes.inbox.errors.length === 1, 5000, 'a late answer refused');
    expect(wes.inbox.errors[0].code).toBe('question-closed');

    // The best predictors: the viewers who were right, first.
    const best = stateJson(vic.room).predictors as { name: string; right: number; answered: number }[];
    const winners = right === 0 ? ['Vic', 'Wes'] : right === 1 ? ['Xia'] : [];
    expect(
      best
        .filter((p) => p.right === 1)
        .map((p) => p.name)
        .sort(),
    ).toEqual(winners);
    expect(best.map((p) => p.answered)).toEqual([1, 1, 1]);
  });
});
