// A person's move shows at the end of its event-loop turn, or at once with every table waiting once the first move of the
// turn has waited long enough (server/table/patchSoon.ts): a turn that reads many sockets keeps no move waiting for all of them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatchQueue, type Patchable } from '../../server/table/patchSoon';

/** A room that counts its patches, and throws on them if told to. */
function room(id: string, patches: string[], throws = false): Patchable {
  return {
    roomId: id,
    broadcastPatch: () => {
      patches.push(id);
      if (throws) throw new Error(`${id} broke`);
    },
  };
}

const turnEnds = () => new Promise((r) => setImmediate(r));

afterEach(() => vi.restoreAllMocks());

describe('a move waiting for its patch', () => {
  it('shows at the end of its turn, once for each table that moved in it', async () => {
    const patches: string[] = [];
    const queue = new PatchQueue(4, () => 0);
    const a = room('A', patches);
    const b = room('B', patches);
    queue.soon(a);
    queue.soon(b);
    queue.soon(a);
    expect(patches).toEqual([]);
    await turnEnds();
    expect(patches).toEqual(['A', 'B']);
  });

  it('shows at once, with every table waiting, when the first move of the turn has waited long enough', async () => {
    const patches: string[] = [];
    let now = 100;
    const queue = new PatchQueue(4, () => now);
    queue.soon(room('A', patches));
    now = 103;
    queue.soon(room('B', patches));
    expect(patches).toEqual([]);
    now = 104;
    queue.soon(room('C', patches));
    expect(patches).toEqual(['A', 'B', 'C']);
    now = 105;
    queue.soon(room('D', patches)); // the wait starts again with D
    expect(patches).toEqual(['A', 'B', 'C']);
    await turnEnds();
    await turnEnds();
    expect(patches).toEqual(['A', 'B', 'C', 'D']);
  });

  it('patches the other tables when one of their patches throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const patches: string[] = [];
    const queue = new PatchQueue(4, () => 0);
    queue.soon(room('A', patches, true));
    queue.soon(room('B', patches));
    await turnEnds();
    expect(patches).toEqual(['A', 'B']);
    expect(console.error).toHaveBeenCalledOnce();
  });
});
