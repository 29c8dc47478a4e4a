// Every room of one state class sends the same handshake (its types' reflection): the rooms share one copy of its bytes
// rather than each keeping them in a buffer of its own.
import { SchemaSerializer } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { MerchantTableState as MerchantState } from '../../server/games/merchant/schema';
import { VoyageState as PastryState } from '../../server/games/pastry/schema';
import { shareHandshake } from '../../server/table/sharedHandshake';

/** A room's serializer and state as Colyseus sets them up for a state of `State`. */
function roomOf(State: new () => object) {
  const state = new State();
  const serializer = new SchemaSerializer();
  serializer.reset(state as never);
  return { state, _serializer: serializer };
}

describe('the handshake', () => {
  it('is one copy for the rooms of a state class, the bytes each room would have made, and its own for another class', () => {
    const rooms = [roomOf(PastryState), roomOf(PastryState), roomOf(MerchantState)];
    const alone = [roomOf(PastryState), roomOf(MerchantState)].map((r) => Buffer.from(r._serializer.handshake()));
    for (const room of rooms) shareHandshake(room as never);
    const [a, b, m] = rooms.map((r) => r._serializer.handshake());
    expect(b).toBe(a);
    expect(Buffer.from(a).equals(alone[0])).toBe(true);
    expect(Buffer.from(m).equals(alone[1])).toBe(true);
    expect(a.buffer.byteLength).toBe(a.byteLength); // a buffer of its own size, not a view of an 8 kB one
  });
});
