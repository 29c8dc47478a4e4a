// "Play again" (server/table/rematch.ts) over the table's real parts (test/table/fakeTable.ts): only a seated player of a
// finished game may call it; the first call opens one private room with the same settings, named for its caller, and every
// later call hears that room's code; a room that could not be opened is told to the caller, who may ask again. The
// matchmaker is the only thing stood in for: it answers the room it would have made, or fails as a full harbour does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { Rematch } from '../../server/table/rematch';
import { TABLE_ROOM } from '../../shared/table/messages';
import type { RematchMessage } from '../../shared/table/payloads';
import { fakeTable } from './fakeTable';

vi.mock('@colyseus/core', async (original) => {
  const core = await original<typeof import('@colyseus/core')>();
  return { ...core, matchMaker: { ...core.matchMaker, createRoom: vi.fn() } };
});
const createRoom = vi.mocked(matchMaker.createRoom);

let table: ReturnType<typeof fakeTable>;
beforeEach(() => {
  createRoom.mockReset();
  createRoom.mockResolvedValue({ roomId: 'AGAIN' } as Awaited<ReturnType<typeof matchMaker.createRoom>>);
  table = fakeTable('merchant');
});
afterEach(() => table.close());

/** Anne and Bo start a game (a table with these options) and the seats play it to its end, each move its bot's. */
function finishedGame(options: Parameters<typeof fakeTable>[1] = {}) {
  table.close();
  table = fakeTable('merchant', options);
  const anne = table.join('anne');
  const bo = table.join('bo');
  table.waiting.start(anne);
  const { core, steps } = table;
  for (let n = 0; !core.isOver(); n++) {
    const state = core.voyage!.state;
    const seat = core.game.viewFor(state, null).actor as number;
    const legal = core.game.legalActions(state, seat);
    const refused = steps.record({ kind: 'action', seat, action: core.game.botAction(core.game.viewFor(state, seat), legal, 'easy', `rematch:${n}`), now: core.now() });
    if (refused) throw new Error(refused.message);
  }
  return { anne, bo, rematch: new Rematch(core, steps) };
}

/** The rematch codes broadcast to the table so far. */
const told = () => table.broadcasts.filter((b) => b.type === 'rematch').map((b) => (b.message as RematchMessage).code);

/** Lets the asks' promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a rematch', () => {
  it('is refused before the game is over', async () => {
    const anne = table.join('anne');
    table.join('bo');
    const rematch = new Rematch(table.core, table.steps);
    rematch.ask(anne);
    table.waiting.start(anne);
    rematch.ask(anne);
    await settle();
    expect(anne.errors()).toEqual(['not-over', 'not-over']);
    expect(createRoom).not.toHaveBeenCalled();
  });

  it('is refused to a spectator of a finished game', async () => {
    const { rematch } = finishedGame();
    const spectator = table.join('cy');
    rematch.ask(spectator);
    await settle();
    expect(spectator.errors()).toEqual(['not-seated']);
    expect(createRoom).not.toHaveBeenCalled();
  });

  it('opens one private room with the same settings, named for its caller, and tells every asker its code', async () => {
    const { anne, bo, rematch } = finishedGame({ castDelay: 30 }); // a streamed voyage's rematch keeps its delay and caster key
    const { game, captains, bots, timers, pace, castDelay } = table.core.settings;
    rematch.ask(bo);
    rematch.ask(anne); // while the room is being made
    await settle();
    rematch.ask(anne); // once it is made
    await settle();
    expect(createRoom).toHaveBeenCalledTimes(1);
    expect(createRoom).toHaveBeenCalledWith(TABLE_ROOM, { game, name: 'bo', captains, bots, timers, pace, private: true, castDelay, casterKey: table.core.casterKey });
    expect(table.core.rematchCode).toBe('AGAIN');
    expect(told()).toEqual(['AGAIN', 'AGAIN', 'AGAIN']);
    expect(table.room.state.rematch).toBe('AGAIN'); // the table's state shows it to anyone who comes later
    expect([...anne.errors(), ...bo.errors()]).toEqual([]);
  });

  it('that could not be opened is told to its caller, who may ask again', async () => {
    const { anne, rematch } = finishedGame();
    createRoom.mockRejectedValueOnce(new Error('The harbour is full.'));
    rematch.ask(anne);
    await settle();
    expect(anne.sent.filter((m) => m.type === 'error').map((m) => m.message)).toEqual([{ code: 'rematch-failed', message: 'No new room could be opened. The harbour is full.' }]);
    expect(table.core.rematchCode).toBeNull();
    expect(told()).toEqual([]);
    rematch.ask(anne);
    await settle();
    expect(createRoom).toHaveBeenCalledTimes(2);
    expect(told()).toEqual(['AGAIN']);
  });
});
