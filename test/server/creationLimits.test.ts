// Creation limits: one address may make ROOMS_PER_MINUTE rooms a minute, whether through colyseus.js (HTTP matchmaking,
// then its WebSocket) or a bare HTTP POST /matchmake/create/voyage; another address still may. Past MAX_VOYAGES open rooms a
// process refuses to create ("the harbour is full") while joining and quick play into existing rooms still work.
import type { IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client, Room } from 'colyseus.js';
import { clientAddress } from '../../server/http/clientAddress';
import { HARBOUR_FULL } from '../../server/table/creationLimits';
import { matchMaker } from '@colyseus/core';
import { TIMERS_OFF, leaveAll, listen, startTestServer, until, type TestServer } from './harness';

const PER_MINUTE = 6;
const OPTIONS = { name: 'Spammer', captains: 6, timers: TIMERS_OFF };

/** A colyseus.js client whose matchmaking requests say they come from `address` (through a trusted proxy). */
function clientFrom(server: TestServer, address: string): Client {
  const client = server.client();
  (client as unknown as { http: { headers: Record<string, string> } }).http.headers['X-Forwarded-For'] = address;
  return client;
}

/** A bare HTTP create, as a script would send it: the room code made, or the server's refusal. */
async function createOverHttp(server: TestServer, address: string): Promise<{ roomId?: string; error?: string }> {
  const res = await fetch(`http://127.0.0.1:${server.port}/matchmake/create/voyage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(OPTIONS),
  });
  const body = (await res.json()) as { room?: { roomId: string }; error?: string };
  return body.room ? { roomId: body.room.roomId } : { error: body.error ?? JSON.stringify(body) };
}

/** Makes `tries` attempts within about a second each ten, ten at a time, and sorts what came back. */
async function burst<T>(tries: number, attempt: () => Promise<T>): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = [];
  for (let i = 0; i < tries; i += 10) {
    results.push(...(await Promise.allSettled(Array.from({ length: Math.min(10, tries - i) }, attempt))));
  }
  return results;
}

describe('creation limits', () => {
  const rooms: Room[] = [];
  let server: TestServer | null = null;
  /** One server at a time (the matchmaker is one per process): the last test's leaves with its rooms. */
  async function freshServer(config: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
    await leaveAll(rooms.splice(0));
    await server?.stop();
    server = await startTestServer(config);
    return server;
  }
  afterAll(async () => {
    await leaveAll(rooms);
    await server?.stop();
  });

  it('lets one address make ROOMS_PER_MINUTE rooms over WebSocket and over HTTP, refuses the rest plainly, and lets another address create', async () => {
    const server = await freshServer({ roomsPerMinute: PER_MINUTE, trustProxy: true });
    const started = Date.now();

    const viaWebSocket = await burst(100, () => clientFrom(server, '198.51.100.1').create('voyage', OPTIONS));
    const joined = viaWebSocket.filter((r): r is PromiseFulfilledResult<Room> => r.status === 'fulfilled').map((r) => r.value);
    joined.forEach((room) => listen(room));
    rooms.push(...joined);
    const wsRefusals = viaWebSocket.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => String(r.reason?.message));
    const otherFailures = wsRefusals.filter((message) => !message.startsWith('Too many new rooms'));
    expect({ joined: joined.length, otherFailures }).toEqual({ joined: PER_MINUTE, otherFailures: [] }); // a failure says why
    expect(wsRefusals).toHaveLength(100 - PER_MINUTE);
    for (const message of wsRefusals) expect(message).toMatch(/^Too many new rooms from your address \(at most 6 a minute\)\. Try again in \d+ s\.$/);

    const viaHttp = (await burst(100, () => createOverHttp(server, '198.51.100.2'))).map((r) => (r.status === 'fulfilled' ? r.value : { error: String(r.reason) }));
    expect(viaHttp.filter((r) => r.roomId)).toHaveLength(PER_MINUTE);
    const httpRefusals = viaHttp.filter((r) => r.error).map((r) => r.error!);
    expect(httpRefusals).toHaveLength(100 - PER_MINUTE);
    for (const message of httpRefusals) expect(message).toMatch(/^Too many new rooms from your address/);
    expect(Date.now() - started).toBeLessThan(10_000); // 200 attempts inside the 10 seconds the issue names

    // The first address is spent on both paths; a second one is not, on either.
    await expect(clientFrom(server, '198.51.100.1').create('voyage', OPTIONS)).rejects.toThrow(/Too many new rooms/);
    expect((await createOverHttp(server, '198.51.100.1')).error).toMatch(/Too many new rooms/);
    const other = await clientFrom(server, '198.51.100.3').create('voyage', OPTIONS);
    rooms.push(other);
    expect(other.roomId).toMatch(/^[A-Z]{5}$/);
    expect((await createOverHttp(server, '198.51.100.4')).roomId).toMatch(/^[A-Z]{5}$/);

    // Joining the refused address's rooms is no creation: it still works.
    const guest = await clientFrom(server, '198.51.100.1').joinById(joined[0].roomId, { name: 'Guest' });
    rooms.push(guest);
    expect(guest.roomId).toBe(joined[0].roomId);
  });

  it('refuses creating past MAX_VOYAGES with "the harbour is full", while joining by code and quick play into an open room work', async () => {
    const server = await freshServer({ maxVoyages: 2 });
    const client = server.client();
    const privateRoom = await client.create('voyage', { name: 'Ada', captains: 4, private: true, timers: TIMERS_OFF });
    const publicRoom = await client.create('voyage', { name: 'Bea', captains: 4, timers: TIMERS_OFF });
    rooms.push(privateRoom, publicRoom);
    await expect(client.create('voyage', OPTIONS)).rejects.toThrow(HARBOUR_FULL);
    expect((await createOverHttp(server, '127.0.0.1')).error).toBe(HARBOUR_FULL);

    const byCode = await client.joinById(privateRoom.roomId, { name: 'Cy' });
    const quick = await client.joinOrCreate('voyage', { name: 'Dee', captains: 4 });
    rooms.push(byCode, quick);
    expect(byCode.roomId).toBe(privateRoom.roomId);
    expect(quick.roomId).toBe(publicRoom.roomId);

    // A closed room frees its place in the harbour.
    await leaveAll([privateRoom, byCode]);
    await until(() => matchMaker.getLocalRoomById(privateRoom.roomId) === undefined, 5000, 'the private room to close');
    const again = await client.create('voyage', OPTIONS);
    rooms.push(again);
    expect(again.roomId).toMatch(/^[A-Z]{5}$/);
  });

  it('counts a quick play (joinOrCreate) that creates, but not one that joins', async () => {
    const server = await freshServer({ roomsPerMinute: 1 });
    const client = server.client();
    const made = await client.joinOrCreate('voyage', { name: 'Eve', captains: 4, private: true }); // private: no later quick play finds it
    rooms.push(made);
    await expect(client.joinOrCreate('voyage', { name: 'Fay', captains: 4, private: true })).rejects.toThrow(/Too many new rooms/);
    await expect(client.create('voyage', { name: 'Gil', captains: 4 })).rejects.toThrow(/Too many new rooms/); // one budget for both
    const guest = await client.joinById(made.roomId, { name: 'Hal' });
    rooms.push(guest);
    expect(guest.roomId).toBe(made.roomId);
  });

  it('believes X-Forwarded-For only behind a trusted proxy, and only the entry our proxy appended', () => {
    // A client forged the first entry; our proxy (10.0.0.1) appended the address it saw.
    const req = { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }, socket: { remoteAddress: '10.0.0.1' } } as unknown as IncomingMessage;
    expect(clientAddress(req, true)).toBe('203.0.113.9');
    expect(clientAddress(req, false)).toBe('10.0.0.1');
  });
});
