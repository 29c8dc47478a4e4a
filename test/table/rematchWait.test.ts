// "Sail again" is answered in bounded time: a rematch room that does not open (the presence down, its retries running on)
// is told as failed once the room's wait is over, and the captain may ask again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMATCH_WAIT_MS, Rematch } from '../../server/table/rematch';
import { fakeTable } from './fakeTable';

const createRoom = vi.hoisted(() => vi.fn(() => new Promise(() => undefined))); // a room that never opens
vi.mock('@colyseus/core', async (original) => {
  const core = await original<typeof import('@colyseus/core')>();
  return { ...core, matchMaker: { ...core.matchMaker, createRoom } };
});

let table: ReturnType<typeof fakeTable> | null = null;
afterEach(() => {
  vi.restoreAllMocks();
  createRoom.mockClear();
  table?.close();
  table = null;
});

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a rematch that does not open', () => {
  it('is told as failed once the wait is over, and may be asked again', async () => {
    table = fakeTable('pastry');
    const anne = table.join('anne');
    vi.spyOn(table.core, 'isOver').mockReturnValue(true);
    vi.spyOn(table.core, 'slotOf').mockReturnValue(0);
    vi.spyOn(table.core, 'seatFacts').mockReturnValue({ name: 'anne' } as ReturnType<typeof table.core.seatFacts>);
    const rematch = new Rematch(table.core, table.steps);

    rematch.ask(anne);
    await settle();
    expect(anne.errors()).toEqual([]); // still waiting
    const wait = table.timers.filter((t) => t.ms === REMATCH_WAIT_MS);
    expect(wait).toHaveLength(1);
    wait[0].run();
    await settle();
    expect(anne.errors()).toEqual(['rematch-failed']);

    rematch.ask(anne);
    await settle();
    expect(createRoom).toHaveBeenCalledTimes(2); // asked again, a new room is tried
  });
});
