// Test knobs (a seed, a prelude, a pace) are for servers started with PASTRY_TEST_SEEDS=1: elsewhere a room that asks for
// one is refused with words that name it, and a room that asks for none opens as usual (issue 29).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRoomCode } from '../../shared/table/roomCode';
import { listen, startTestServer, useTestServer, type TestServer } from './harness';

describe('a server without PASTRY_TEST_SEEDS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ testSeeds: false });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('refuses a pace, which would play the shows faster than people can watch them', async () => {
    await expect(server.client().create('voyage', { name: 'Hasty', pace: 0 })).rejects.toThrow('The test option pace needs a server started with PASTRY_TEST_SEEDS=1.');
    await expect(server.client().create('voyage', { name: 'Slow', pace: 2 })).rejects.toThrow(/pace needs a server started with PASTRY_TEST_SEEDS=1/);
    await expect(server.client().joinOrCreate('voyage', { name: 'Quick', pace: 0, quick: true })).rejects.toThrow(/PASTRY_TEST_SEEDS=1/);
  });

  it('names every knob asked for at once', async () => {
    await expect(server.client().create('voyage', { name: 'Cheat', seed: 'storms', pace: 0 })).rejects.toThrow('The test options seed, pace need a server started with PASTRY_TEST_SEEDS=1.');
  });

  it('opens a room that asks for no knob, or for the ordinary pace of 1', async () => {
    for (const options of [{ name: 'Plain' }, { name: 'Paced', pace: 1 }]) {
      const room = await server.client().create('voyage', options);
      listen(room);
      expect(isRoomCode(room.roomId)).toBe(true);
      await room.leave(true);
    }
  });
});

describe('a server with PASTRY_TEST_SEEDS=1', () => {
  const { server, rooms } = useTestServer({ testSeeds: true });

  it('accepts a pace of 0 with a seed', async () => {
    const room = await server().client().create('voyage', { name: 'Tester', pace: 0, seed: 'knobs-1', private: true });
    rooms.push(room);
    const inbox = listen(room);
    expect(isRoomCode(room.roomId)).toBe(true);
    room.send('start');
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.errors).toEqual([]);
  });
});
