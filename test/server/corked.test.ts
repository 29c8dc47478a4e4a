// corked.ts reaches the ws library's private `_socket` to batch one step's frames into one write. Pinned here on the
// installed @colyseus/ws-transport and ws: if an upgrade moves the socket, this fails loudly instead of batching silently stopping.
import { Socket } from 'node:net';
import { ClientState, matchMaker, type Client } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { corkUntilNextTick } from '../../server/table/corked';
import { until, useTestServer } from './harness';

/** Whether a chunk a socket writes holds a probe frame (a room's own patches, which may come at any time, never do). */
const PROBE = Buffer.from('probe');
const holdsProbe = (chunk: unknown) => Buffer.isBuffer(chunk) && chunk.includes(PROBE);

/** The server side of the one client in room `roomId`, with every write of a probe frame its TCP socket makes counted. */
function serverSide(roomId: string): { client: Client; writes: () => number } {
  const room = matchMaker.getLocalRoomById(roomId)!;
  const client = room.clients[0];
  const socket = (client as unknown as { ref: { _socket: Socket } }).ref._socket;
  expect(socket, 'a WebSocket client no longer keeps its TCP socket at ref._socket').toBeInstanceOf(Socket);
  let writes = 0;
  const write = socket._write.bind(socket);
  const writev = socket._writev!.bind(socket);
  socket._write = (chunk, encoding, callback) => {
    if (holdsProbe(chunk)) writes++;
    write(chunk, encoding, callback);
  };
  socket._writev = (chunks, callback) => {
    if (chunks.some((c) => holdsProbe(c.chunk))) writes++;
    writev(chunks, callback);
  };
  return { client, writes: () => writes };
}

/** The writes made by sending three frames now and by the end of this tick (when a cork lets go), and nothing later. */
async function writesForThreeFrames(side: ReturnType<typeof serverSide>, cork: boolean): Promise<number> {
  const before = side.writes();
  if (cork) corkUntilNextTick([side.client]);
  for (let i = 0; i < 3; i++) side.client.send('probe', i);
  await new Promise((resolve) => setImmediate(resolve)); // after every nextTick (the cork's, and ws's own per frame)
  return side.writes() - before;
}

describe('one write per step', () => {
  const { server, rooms } = useTestServer();

  it('sends a corked client three frames in one write, where uncorked they take a write each', async () => {
    const room = await server().client().create('voyage', { name: 'Cork', captains: 2, private: true });
    rooms.push(room);
    let heard = 0;
    room.onMessage('probe', () => heard++);
    await until(() => matchMaker.getLocalRoomById(room.roomId)?.clients[0]?.state === ClientState.JOINED, 5000, 'the join to complete');
    const side = serverSide(room.roomId);
    expect(await writesForThreeFrames(side, false)).toBe(3);
    expect(await writesForThreeFrames(side, true)).toBe(1);
    await until(() => heard === 6, 5000, 'all six frames');
  });
});
