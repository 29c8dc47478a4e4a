// Issue 31: after a kill -9 and a restart, a reopened game's audience finds its prediction questions as it left them. A
// viewer answers, the server dies, and a viewer joining the reopened game's audience room sees the same questions with the
// same tallies and the same best predictors; the questions still take answers, and a bad one still changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Room } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { Captain } from './captain';
import { startChildServer, type ChildServer } from './child';
import { TIMERS_OFF, listen, stateJson, until } from './harness';
import { Merchant } from './merchantCaptain';

/** A question as the audience state shows it. */
type Question = { id: string; kind: string; text: string; options: string[]; tally: number[]; open: boolean; answer?: number };
/** A row of the best predictors. */
type Predictor = { name: string; right: number; answered: number };

const questions = (room: Room) => (stateJson(room).questions as Question[] | undefined) ?? [];
const predictors = (room: Room) => (stateJson(room).predictors as Predictor[] | undefined) ?? [];
/** What a restart must keep of a question (whether it is still open depends on the clock). */
const kept = ({ id, kind, text, options, tally, answer }: Question) => ({ id, kind, text, options, tally, answer });

/** A viewer of `code`'s audience room, with the answers it was confirmed. */
async function viewer(server: ChildServer, code: string, name: string) {
  const room = await server.client().joinOrCreate('audience', { code, name });
  const inbox = listen(room);
  const predicted: unknown[] = [];
  room.onMessage('predicted', (m) => predicted.push(m));
  return { room, inbox, predicted };
}

describe('the audience predictions after a kill -9 (issue 31)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'restart-predictions-'));
  const servers: ChildServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a reopened game's audience sees the same questions, tallies and best predictors, and can still answer", async () => {
    const env = { DATA_DIR: dataDir, PASTRY_TEST_SEEDS: '1' };
    const first = await startChildServer(env);
    servers.push(first);

    // Pastry Pirates (who bakes first?) and Merchant Voyages (who wins?): each person holds on their first turn.
    const pat = new Captain(await first.client().create('voyage', { name: 'Pat', captains: 3, pace: 0, seed: 'restart-predictions-1', timers: TIMERS_OFF }), () => null);
    const mo = new Merchant(
      await first.client().create('voyage', { game: 'merchant', name: 'Mo', captains: 3, pace: 0, seed: 'restart-predictions-2', timers: { turnMs: 0, decisionMs: 0 } }),
      () => true,
    );
    await until(() => pat.inbox.welcome !== null && mo.inbox.welcome !== null, 5000, 'the welcomes');
    pat.room.send('start');
    mo.room.send('start');
    const games = [
      { code: pat.room.roomId, kind: 'firstBake' },
      { code: mo.room.roomId, kind: 'winner' },
    ];

    const before: { questions: Question[]; id: string }[] = [];
    for (const { code, kind } of games) {
      const vic = await viewer(first, code, 'Vic');
      await until(() => questions(vic.room).some((q) => q.kind === kind && q.open), 30_000, `the ${kind} question of ${code}`);
      const { id } = questions(vic.room).find((q) => q.kind === kind)!;
      vic.room.send('predict', { question: id, answer: 1 });
      await until(() => vic.predicted.length === 1, 5000, 'the answer confirmed');
      expect(vic.inbox.errors).toEqual([]);
      await until(() => predictors(vic.room).length === 1, 5000, 'Vic among the best predictors');
      expect(predictors(vic.room)).toEqual([{ name: 'Vic', right: 0, answered: 1 }]);
      before.push({ questions: questions(vic.room), id });
    }

    await first.stop('SIGKILL');
    const second = await startChildServer(env);
    servers.push(second);
    expect(second.output()).toContain('reopened 2 voyage(s)');

    for (const [i, { code }] of games.entries()) {
      const { questions: was, id } = before[i];
      const wes = await viewer(second, code, 'Wes');
      await until(() => questions(wes.room).length >= was.length, 10_000, `the questions of ${code} after the restart`);
      expect(questions(wes.room).slice(0, was.length).map(kept)).toEqual(was.map(kept));
      expect(predictors(wes.room)).toEqual([{ name: 'Vic', right: 0, answered: 1 }]);
      const question = questions(wes.room).find((q) => q.id === id)!;
      expect(question.open).toBe(true);

      // A bad answer changes nothing; a good one counts beside the answer from before the restart.
      wes.room.send('predict', { question: id, answer: question.options.length });
      await until(() => wes.inbox.errors.length === 1, 5000, 'the bad answer refused');
      expect(wes.inbox.errors[0].code).toBe('bad-answer');
      wes.room.send('predict', { question: id, answer: 0 });
      await until(() => wes.predicted.length === 1, 5000, "Wes's answer confirmed");
      await until(() => questions(wes.room).find((q) => q.id === id)!.tally[0] === 1, 5000, "Wes's answer in the tally");
      expect(
        questions(wes.room)
          .find((q) => q.id === id)!
          .tally.slice(0, 2),
      ).toEqual([1, 1]);
    }
    await second.stop('SIGTERM');
  }, 120_000);
});
