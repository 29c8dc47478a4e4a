// The waiting room: the creator moves slots and takes people off the crew, each person says whether they are ready, and
// nobody else can do the creator's part; every refusal changes nothing.
import { describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { CLOSE_KICKED } from '../../shared/table/closeCodes';
import { TIMERS_OFF, listen, stateJson, until, useTestServer } from './harness';

type LobbyRow = { name: string; human: boolean; connected: boolean; level?: string; ready: boolean };
const lobby = (room: Room) => (stateJson(room).lobby as LobbyRow[] | undefined) ?? [];
const names = (room: Room) => lobby(room).map((row) => row.name);

describe('the waiting room', () => {
  const { server, rooms } = useTestServer();

  /** Anne's room of four with Bo and Cy aboard. */
  async function crew() {
    const anneRoom = await server()
      .client()
      .create('voyage', { name: 'Anne', captains: 4, bots: ['easy', 'normal', 'hard', 'hard'], pace: 0, timers: TIMERS_OFF, private: true });
    const anne = listen(anneRoom);
    const boRoom = await server().client().joinById(anneRoom.roomId, { name: 'Bo' });
    const bo = listen(boRoom);
    const cyRoom = await server().client().joinById(anneRoom.roomId, { name: 'Cy' });
    const cy = listen(cyRoom);
    rooms.push(anneRoom, boRoom, cyRoom);
    await until(() => lobby(anneRoom).filter((r) => r.human).length === 3 && cy.welcome !== null, 5000, 'three aboard');
    return { anneRoom, anne, boRoom, bo, cyRoom, cy };
  }

  it('the creator makes two slots trade places, and whoever moved is told their new slot', async () => {
    const { anneRoom, boRoom, bo } = await crew();
    expect(names(anneRoom)).toEqual(['Anne', 'Bo', 'Cy', expect.any(String)]);
    const bot = names(anneRoom)[3];
    anneRoom.send('moveSeat', { from: 1, to: 3 });
    await until(() => names(anneRoom)[3] === 'Bo', 5000, 'Bo to move');
    expect(names(anneRoom)).toEqual(['Anne', bot, 'Cy', 'Bo']);
    expect(lobby(anneRoom)[1]).toMatchObject({ human: false, level: 'hard' });
    await until(() => bo.welcome?.lobbySlot === 3, 5000, "Bo's new slot");
    expect(names(boRoom)).toEqual(names(anneRoom));
  });

  it('refuses a move from anyone but the creator, or to a slot that does not exist, and changes nothing', async () => {
    const { anneRoom, anne, boRoom, bo } = await crew();
    const before = names(anneRoom);
    boRoom.send('moveSeat', { from: 0, to: 1 });
    anneRoom.send('moveSeat', { from: 0, to: 9 });
    anneRoom.send('moveSeat', { from: 0 });
    await until(() => bo.errors.length === 1 && anne.errors.length === 2, 5000, 'the refusals');
    expect(bo.errors[0].code).toBe('not-creator');
    expect(anne.errors.map((e) => e.code)).toEqual(['bad-slot', 'bad-slot']);
    expect(names(anneRoom)).toEqual(before);
  });

  it('the creator takes a person off the crew: their window is told why, a bot takes the slot, and their seat token is spent', async () => {
    const { anneRoom, anne, bo } = await crew();
    const boToken = bo.welcome!.seatToken!;
    anneRoom.send('kick', { slot: 1 });
    await until(() => bo.left !== null, 5000, 'Bo to be sent off');
    expect(bo.left).toBe(CLOSE_KICKED);
    await until(() => !lobby(anneRoom)[1].human, 5000, 'a bot in slot 1');
    expect(lobby(anneRoom)[1]).toMatchObject({ human: false, level: 'normal' });
    await expect(server().client().joinById(anneRoom.roomId, { name: 'Bo', seatToken: boToken })).rejects.toThrow(/took you off this voyage's crew/); // the same browser cannot board again
    anneRoom.send('kick', { slot: 0 });
    anneRoom.send('kick', { slot: 3 });
    await until(() => anne.errors.length === 2, 5000, 'the refusals');
    expect(anne.errors.map((e) => e.code)).toEqual(['bad-slot', 'bad-slot']);
    expect(
      lobby(anneRoom)
        .filter((r) => r.human)
        .map((r) => r.name),
    ).toEqual(['Anne', 'Cy']);
  });

  it('a person says ready (and not ready), everyone sees it, and nobody but the creator can kick', async () => {
    const { anneRoom, boRoom, cyRoom, cy } = await crew();
    boRoom.send('readyToSail', { ready: true });
    await until(() => lobby(anneRoom)[1].ready, 5000, 'Bo ready');
    expect(lobby(anneRoom).map((r) => r.ready)).toEqual([false, true, false, false]);
    boRoom.send('readyToSail', { ready: false });
    await until(() => !lobby(anneRoom)[1].ready, 5000, 'Bo not ready');
    cyRoom.send('readyToSail', { ready: 'yes' });
    cyRoom.send('kick', { slot: 1 });
    await until(() => cy.errors.length === 2, 5000, 'the refusals');
    expect(cy.errors.map((e) => e.code)).toEqual(['bad-ready', 'not-creator']);
    expect(lobby(anneRoom).filter((r) => r.human)).toHaveLength(3);
  });

  it('a spectator cannot say ready, and once the voyage sets sail the waiting room is closed to all of it', async () => {
    const { anneRoom, anne } = await crew();
    const watcherRoom = await server().client().joinById(anneRoom.roomId, { spectate: true });
    rooms.push(watcherRoom);
    const watcher = listen(watcherRoom);
    await until(() => watcher.welcome !== null, 5000, "the watcher's welcome");
    watcherRoom.send('readyToSail', { ready: true });
    await until(() => watcher.errors.length === 1, 5000, 'the refusal');
    expect(watcher.errors[0].code).toBe('not-seated');
    anneRoom.send('start');
    await until(() => stateJson(anneRoom).status === 'playing', 5000, 'the start');
    anneRoom.send('kick', { slot: 1 });
    anneRoom.send('moveSeat', { from: 0, to: 1 });
    await until(() => anne.errors.length === 2, 5000, 'the refusals');
    expect(anne.errors.map((e) => e.code)).toEqual(['already-started', 'already-started']);
  });
});
