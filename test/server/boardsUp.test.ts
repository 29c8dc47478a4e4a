// The first turn's clock waits for the board: it starts once every seated person's client has said its sea is drawn
// ('boardUp'), or after 10 s if one never does, so no client can hold the table and nobody loses turn time to a blank screen.
import { describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { BOARD_WAIT_MS } from '../../server/table/boardsUp';
import { listen, stateJson, until, useTestServer } from './harness';

/** R50's standard turn: long enough that its deadline tells when the clock started. */
const TURN_MS = 45_000;
/** How far a deadline may sit from where it should, on a busy machine. */
const SLACK_MS = 2_500;

/** Two people at a paced table (bots never move first), started by the first; resolves at the start, with its wall time. */
async function startedTable(client: () => import('colyseus.js').Client, seed: string): Promise<{ rooms: Room[]; startedAt: number }> {
  const timers = { turnMs: TURN_MS, decisionMs: 20_000, namingMs: 60_000 };
  const ada = await client().create('voyage', { name: 'Ada', captains: 2, pace: 1, seed, timers, private: true });
  const ben = await client().joinById(ada.roomId, { name: 'Ben' });
  for (const room of [ada, ben]) listen(room);
  await until(() => (stateJson(ada).lobby as unknown[] | undefined)?.length === 2, 5000, 'both aboard');
  ada.send('start');
  const startedAt = Date.now();
  await until(() => stateJson(ada).status === 'playing' && typeof stateJson(ada).view?.deadline === 'number', 5000, 'the start');
  return { rooms: [ada, ben], startedAt };
}

describe('the first turn waits for the boards', () => {
  const { server, rooms } = useTestServer();

  it('starts the clock when the last seated person says their board is up', async () => {
    const table = await startedTable(() => server().client(), 'boards-1');
    rooms.push(...table.rooms);
    const [ada, ben] = table.rooms;
    expect(stateJson(ada).view.deadline as number).toBeGreaterThan(table.startedAt + BOARD_WAIT_MS + TURN_MS - SLACK_MS); // held, at most 10 s
    ada.send('boardUp');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stateJson(ada).view.deadline as number).toBeGreaterThan(table.startedAt + BOARD_WAIT_MS + TURN_MS - SLACK_MS); // Ben's is not up yet
    const upAt = Date.now();
    ben.send('boardUp');
    await until(() => Math.abs((stateJson(ada).view?.deadline as number) - (upAt + TURN_MS)) < SLACK_MS, 5000, 'the clock to start with the last board');
  });

  it('starts the clock after 10 s when a board never comes up', async () => {
    const table = await startedTable(() => server().client(), 'boards-2');
    rooms.push(...table.rooms);
    const deadline = stateJson(table.rooms[0]).view.deadline as number;
    expect(Math.abs(deadline - (table.startedAt + BOARD_WAIT_MS + TURN_MS))).toBeLessThan(SLACK_MS);
  });
});
