// On the server: names are unique at a table (bug 3), a joining or reloading client gets the story so far (bug 6),
// and an old invite link can ask what became of its voyage (bug 8).
import { describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { Captain } from './captain';
import { TIMERS_OFF, listen, stateJson, until, useTestServer, type StateJson } from './harness';

type LobbySeat = { name: string; human: boolean };
const lobby = (room: Room) => (stateJson(room).lobby as LobbySeat[] | undefined) ?? [];

describe('a newcomer at the table', () => {
  const { server, rooms } = useTestServer();
  const http = (path: string) => `http://127.0.0.1:${server().port}${path}`;

  it('bug 3: a second Anne sits as "Anne 2", and a name that matches a bot gets a number too', async () => {
    const anne = await server().client().create('voyage', { name: 'Anne', captains: 4, bots: 'easy', pace: 0, timers: TIMERS_OFF, private: true });
    rooms.push(anne);
    const botName = () => lobby(anne).find((s) => !s.human)!.name;
    await until(() => lobby(anne).length === 4, 5000, 'the lobby');
    const second = await server().client().joinById(anne.roomId, { name: 'anne' });
    rooms.push(second);
    const third = await server().client().joinById(anne.roomId, { name: botName() });
    rooms.push(third);
    await until(() => lobby(anne).filter((s) => s.human).length === 3, 5000, 'three people seated');
    const names = lobby(anne).map((s) => s.name);
    expect(names.filter((n) => n.toLowerCase() === 'anne')).toHaveLength(1);
    expect(names).toContain('anne 2');
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(4);
  });

  it('bug 3: a blank name is refused with a clear error instead of becoming "Captain"', async () => {
    await expect(server().client().create('voyage', { name: '   ', captains: 2 })).rejects.toThrow(/name needs a letter/);
  });

  it('bug 6: a client that joins mid-voyage gets the recent public events, so a reload keeps the log', async () => {
    const cas = new Captain(await server().client().create('voyage', { name: 'Cas', captains: 2, pace: 0, seed: 'history-1', timers: TIMERS_OFF, private: true }));
    rooms.push(cas.room);
    cas.room.send('start');
    await until(() => stateJson(cas.room).status === 'playing', 5000, 'the start');
    await until(() => cas.inbox.events.flatMap((m) => m.events).filter((e) => e.type === 'turnStarted').length >= 3, 10_000, 'a bot turn');
    const watcherRoom = await server().client().joinById(cas.room.roomId, { spectate: true });
    rooms.push(watcherRoom);
    const watcher = listen(watcherRoom);
    await until(() => watcher.history !== null, 5000, 'the history');
    const seen = cas.inbox.events.flatMap((m) => m.events).map((e) => e.type);
    const told = (watcher.history as { type: string }[]).map((e) => e.type);
    expect(told.length).toBeGreaterThan(2);
    expect(seen.slice(0, told.length)).toEqual(told.slice(0, Math.min(told.length, seen.length)));
    expect(told).toContain('turnEnded');
  });

  it('bug 8: /api/voyages/CODE says unknown, waiting (a waiting room), playing, or over with the winners', async () => {
    expect(await (await fetch(http('/api/voyages/QQQQQ'))).json()).toEqual({ status: 'unknown' });
    expect((await fetch(http('/api/voyages/12'))).status).toBe(400);
    const dee = new Captain(
      await server()
        .client()
        .create('voyage', { name: 'Dee', captains: 2, bots: 'easy', pace: 0, seed: 'summary-1', timers: { ...TIMERS_OFF, dayLimit: 5 }, private: true }),
    );
    rooms.push(dee.room);
    expect(await (await fetch(http(`/api/voyages/${dee.room.roomId}`))).json()).toEqual({ status: 'waiting' });
    dee.room.send('start');
    await until(() => stateJson(dee.room).status === 'playing', 5000, 'the start');
    expect(await (await fetch(http(`/api/voyages/${dee.room.roomId}`))).json()).toEqual({ status: 'playing' });
    await until(() => stateJson(dee.room).status === 'over', 60_000, 'the end');
    const summary = await (await fetch(http(`/api/voyages/${dee.room.roomId}`))).json();
    const final = stateJson(dee.room);
    expect(summary).toEqual({
      status: 'over',
      captains: final.view.captains.map((c) => c.name),
      winners: final.view.result!.winners.map((seat) => final.view.captains[seat].name),
      days: final.view.day,
      standings: final.view.result!.standings.map((seat) => {
        const c = final.view.captains[seat] as StateJson['view']['captains'][number] & { photos: { points: number }[] }; // the mirror's photos, which the harness's type leaves out
        return { name: c.name, figures: { gold: c.gold, crates: c.hold.length + c.bench.length, photos: c.photos.reduce((sum, p) => sum + p.points, 0) } };
      }), // issue 32: an ended voyage's card shows the scores its end screen shows
    });
  });
});

describe('at the end of a voyage', () => {
  const { server, rooms } = useTestServer();

  it('Sail again: a finished voyage opens one rematch room with the same settings, and every asker gets its code', async () => {
    const anne = new Captain(
      await server()
        .client()
        .create('voyage', { name: 'Anne', captains: 3, bots: 'hard', pace: 0, seed: 'rematch-1', timers: { ...TIMERS_OFF, dayLimit: 5 }, private: true }),
    );
    rooms.push(anne.room);
    const bo = new Captain(await server().client().joinById(anne.room.roomId, { name: 'Bo' }));
    rooms.push(bo.room);
    await until(() => bo.inbox.welcome !== null, 5000, "Bo's welcome");
    anne.room.send('rematch');
    await until(() => anne.inbox.errors.length === 1, 5000, 'the refusal before the end');
    expect(anne.inbox.errors[0].code).toBe('not-over');
    anne.room.send('start');
    await until(() => stateJson(anne.room).status === 'over', 60_000, 'the end');
    const codes: string[] = [];
    anne.room.onMessage('rematch', (m: { code: string }) => codes.push(m.code));
    bo.room.send('rematch'); // Bo asks first: the new room is his, whoever made this one
    await until(() => stateJson(anne.room).rematch !== undefined, 5000, "Bo's rematch room");
    anne.room.send('rematch');
    await until(() => codes.length === 2, 10_000, 'both rematch answers');
    expect(codes[0]).toBe(codes[1]);
    await until(() => stateJson(anne.room).rematch === codes[0], 5000, 'the rematch code in the state');
    const again = await server().client().joinById(codes[0], { name: 'Anne' });
    rooms.push(again);
    await until(() => lobby(again).length === 3, 5000, 'the rematch lobby');
    expect(stateJson(again).name).toBe("Bo's voyage");
    expect(
      lobby(again)
        .filter((s) => !s.human)
        .map((s) => (s as LobbySeat & { level: string }).level),
    ).toEqual(['hard', 'hard']);
  });

  it('emotes: a captain’s emote from the set reaches everyone; others and floods get clear errors', async () => {
    const cas = new Captain(await server().client().create('voyage', { name: 'Cas', captains: 2, pace: 0, seed: 'emote-1', timers: TIMERS_OFF, private: true }));
    rooms.push(cas.room);
    const watcherRoom = await server().client().joinById(cas.room.roomId, { spectate: true });
    rooms.push(watcherRoom);
    const watcher = listen(watcherRoom);
    const seen: { seat: number; emoji: string }[] = [];
    watcherRoom.onMessage('emote', (m: { seat: number; emoji: string }) => seen.push(m));
    cas.room.send('start');
    await until(() => stateJson(cas.room).status === 'playing', 5000, 'the start');
    await until(() => stateJson(cas.room).watching === 1, 5000, 'the spectator count');
    cas.room.send('emote', { emoji: '👋' });
    await until(() => seen.length === 1, 5000, 'the emote');
    expect(seen[0]).toEqual({ seat: cas.seat, emoji: '👋' });
    cas.room.send('emote', { emoji: 'free chat!' });
    watcherRoom.send('emote', { emoji: '👋' });
    for (let i = 0; i < 6; i++) cas.room.send('emote', { emoji: '🍰' });
    await until(() => cas.inbox.errors.some((e) => e.code === 'rate-limited'), 5000, 'the emote limit');
    expect(cas.inbox.errors.map((e) => e.code)).toContain('bad-emote');
    await until(() => watcher.errors.length === 1, 5000, "the spectator's refusal");
    expect(watcher.errors[0].code).toBe('not-seated');
    expect(seen.length).toBeLessThanOrEqual(4); // a burst of 3, then about one a second
  });
});
