// TV on a real server (issue 31): with no public game running, asking `GET /api/tv` starts a bots-only exhibition and
// puts it on air, watched through its audience room; invite-only games are never listed for TV; only the server starts an
// exhibition, and it ends one nobody has taken a seat in.
import { describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import type { TvAnswer } from '../../shared/table/tv';
import { listedTables } from '../../server/tv/tvService';
import { listen, stateJson, until, useTestServer } from './harness';

/** Asks the server what is on TV. */
async function onTv(port: number): Promise<TvAnswer> {
  const res = await fetch(`http://127.0.0.1:${port}/api/tv`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as TvAnswer;
}

describe('TV on a server with no public game running', () => {
  const { server, rooms } = useTestServer();

  it('starts a bots-only exhibition of the first game and shows it through its audience room, with a link to join it', async () => {
    expect((await listedTables()).length).toBe(0);
    let answer: TvAnswer = await onTv(server().port);
    const poll = setInterval(() => void onTv(server().port).then((a) => (answer = a)), 200);
    try {
      await until(() => answer.on !== null, 30_000, 'a game on TV');
    } finally {
      clearInterval(poll);
    }
    const on = answer.on!;
    expect(on).toMatchObject({ game: 'pastry', title: 'Pastry Pirates', table: 'Exhibition voyage', exhibition: true, join: `/?room=${on.code}`, watch: { room: 'audience', code: on.code } });
    const viewer = await server().client().joinOrCreate(on.watch.room, { code: on.code });
    rooms.push(viewer);
    listen(viewer);
    await until(() => stateJson(viewer).status === 'playing', 20_000, 'the exhibition under way');
    const captains = stateJson(viewer).view.captains;
    expect(captains.length).toBe(4);
    expect(captains.every((c) => c.bot)).toBe(true);
    expect((await listedTables()).map((t) => t.code)).toEqual([on.code]);
  });
});

// Its own server, where nobody asks for TV, so no director ends an exhibition under these tests.
describe('what TV may list and start', () => {
  const { server, rooms } = useTestServer();

  it('never lists an invite-only game for TV', async () => {
    const host = await server().client().create('voyage', { name: 'Iris', captains: 2, private: true });
    rooms.push(host);
    host.send('start');
    await until(() => stateJson(host).status === 'playing', 20_000, 'the private game under way');
    const public_ = await server().client().create('voyage', { name: 'Jo', captains: 2 });
    rooms.push(public_);
    public_.send('start');
    await until(() => stateJson(public_).status === 'playing', 20_000, 'the public game under way');
    await expect.poll(async () => (await listedTables()).map((t) => t.code), { timeout: 10_000 }).toContain(public_.roomId);
    const listed = await listedTables();
    expect(listed.map((t) => t.code)).not.toContain(host.roomId);
    expect(listed.find((t) => t.code === public_.roomId)).toMatchObject({ game: 'pastry', name: "Jo's voyage", exhibition: false, over: false, chapter: 1 });
  });

  it('refuses an exhibition a client asks for, and ends one nobody has taken a seat in when the server asks', async () => {
    await expect(server().client().create('voyage', { exhibition: true })).rejects.toThrow('Only TV starts exhibition games.');
    const exhibition = await matchMaker.createRoom('voyage', { game: 'merchant', exhibition: true });
    await expect.poll(async () => (await listedTables()).find((t) => t.code === exhibition.roomId)?.exhibition, { timeout: 10_000 }).toBe(true);
    expect(await matchMaker.remoteRoomCall(exhibition.roomId, 'endExhibition')).toBe(true);
    await expect.poll(async () => (await listedTables()).some((t) => t.code === exhibition.roomId), { timeout: 10_000 }).toBe(false);
    const summary = (await (await fetch(`http://127.0.0.1:${server().port}/api/voyages/${exhibition.roomId}`)).json()) as { status: string };
    expect(summary.status).toBe('abandoned');
  });

  it('keeps an exhibition a person has taken a seat in: it is a real game now', async () => {
    const exhibition = await matchMaker.createRoom('voyage', { game: 'merchant', exhibition: true });
    await expect.poll(async () => (await listedTables()).find((t) => t.code === exhibition.roomId)?.exhibition, { timeout: 10_000 }).toBe(true);
    const person = await server().client().joinById(exhibition.roomId, { name: 'Kit' });
    rooms.push(person);
    await expect.poll(async () => (await listedTables()).find((t) => t.code === exhibition.roomId)?.exhibition, { timeout: 10_000 }).toBe(false);
    expect(await matchMaker.remoteRoomCall(exhibition.roomId, 'endExhibition')).toBe(false);
  });
});
