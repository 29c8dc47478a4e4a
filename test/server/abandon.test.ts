// Nothing lives forever: a lobby left alone closes after ABANDON_AFTER, and a timers-off voyage whose person vanished
// ends as abandoned (its log stays); neither reopens after a restart, and their codes answer "abandoned". A voyage somebody
// watches is left alone, and a reopened voyage nobody comes back to is abandoned in its turn.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { Captain } from './captain';
import { TIMERS_OFF, dropSocket, leaveAll, listen, pause, startTestServer, stateJson, until, type TestServer } from './harness';
import { storedVoyage } from './storedVoyage';

/** The shortened ABANDON_AFTER, in seconds. */
const ABANDON_AFTER = 3; // long enough for a loaded machine to start a voyage before its lobby closes
const CLOSE_ABANDONED = 4410;

/** What GET /api/voyages/CODE says of a code. */
async function statusOf(server: TestServer, code: string): Promise<string> {
  return ((await (await fetch(`http://127.0.0.1:${server.port}/api/voyages/${code}`)).json()) as { status: string }).status;
}

/** Waits until the API says `status` of a code (an async condition, polled). */
async function untilStatus(server: TestServer, code: string, status: string, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while ((await statusOf(server, code)) !== status) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${code} to be ${status} (it is ${await statusOf(server, code)})`);
    await pause(50);
  }
}

/** A started timers-off voyage (one person, two bots) waiting on its person's move, who holds still. */
async function voyageWaitingOnItsPerson(server: TestServer, name: string): Promise<{ captain: Captain; code: string; seatToken: string }> {
  const captain = new Captain(await server.client().create('voyage', { name, captains: 3, pace: 0, seed: `abandon-${name}`, timers: TIMERS_OFF }), () => null);
  await until(() => !!captain.inbox.welcome?.seatToken, 5000, `${name}'s welcome`);
  captain.room.send('start');
  await until(() => captain.seat !== null && stateJson(captain.room).view?.actor === captain.seat, 20_000, `${name}'s turn`);
  return { captain, code: captain.room.roomId, seatToken: captain.inbox.welcome!.seatToken! };
}

describe('abandoned lobbies and voyages', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastry-abandon-'));
  let server: TestServer;
  const rooms: Room[] = [];
  afterAll(async () => {
    await leaveAll(rooms);
    await server?.stop();
  });

  it('closes a lobby left alone and a voyage whose person vanished, records them, and keeps them closed after a restart', async () => {
    server = await startTestServer({ dataDir, abandonAfterSeconds: ABANDON_AFTER });

    // A lobby its creator sits in and never starts.
    const lobby = await server.client().create('voyage', { name: 'Ada', captains: 3, timers: TIMERS_OFF });
    const lobbyInbox = listen(lobby);
    const lobbyCode = lobby.roomId;

    // A timers-off voyage whose only person vanishes (no goodbye), and one whose person vanishes while someone watches.
    const gone = await voyageWaitingOnItsPerson(server, 'Bo');
    const watched = await voyageWaitingOnItsPerson(server, 'Cy');
    const watcher = await server.client().joinById(watched.code, { name: 'Dee', spectate: true });
    const watcherInbox = listen(watcher);
    rooms.push(watcher);
    const vanishedAt = Date.now();
    dropSocket(gone.captain.room);
    dropSocket(watched.captain.room);

    await until(() => lobbyInbox.left !== null, 15_000, 'the lobby to close');
    expect(lobbyInbox.left).toBe(CLOSE_ABANDONED);
    await untilStatus(server, lobbyCode, 'abandoned');
    await untilStatus(server, gone.code, 'abandoned');
    expect(Date.now() - vanishedAt).toBeGreaterThanOrEqual(ABANDON_AFTER * 1000 - 100); // not before its time
    await expect(server.client().joinById(gone.code, { name: 'Bo', seatToken: gone.seatToken })).rejects.toThrow('This voyage was abandoned.');
    await expect(server.client().joinById(lobbyCode, { name: 'Ada' })).rejects.toThrow('This voyage was abandoned.');
    const stored = storedVoyage(dataDir, gone.code).stored;
    expect(stored.status).toBe('abandoned');
    expect(stored.log.length).toBeGreaterThan(0); // the log stays, for replays

    // Someone watching keeps a voyage alive, well past the abandon time.
    await pause(ABANDON_AFTER * 1000 + 1000);
    expect(watcherInbox.left).toBeNull();
    expect(await statusOf(server, watched.code)).toBe('playing');

    // A restart reopens only the watched voyage; the abandoned codes stay abandoned.
    await server.close();
    server = await startTestServer({ dataDir, abandonAfterSeconds: ABANDON_AFTER });
    expect(server.restored).toEqual([watched.code]);
    expect(await statusOf(server, gone.code)).toBe('abandoned');
    expect(await statusOf(server, lobbyCode)).toBe('abandoned');
    await expect(server.client().joinById(gone.code, { name: 'Bo', seatToken: gone.seatToken })).rejects.toThrow('This voyage was abandoned.');

    // Nobody comes back to the reopened voyage: it too ends as abandoned, and its person hears so.
    await untilStatus(server, watched.code, 'abandoned');
    await expect(server.client().joinById(watched.code, { name: 'Cy', seatToken: watched.seatToken })).rejects.toThrow('This voyage was abandoned.');
  });
});
