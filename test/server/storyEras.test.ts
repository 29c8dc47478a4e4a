// The story so far keeps the name of whoever made each move: a bot's moves before a takeover stay the bot's, and moves a
// bot made for a person who was away (R51) are told as that bot's, not as "You".
import { describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { storySoFar } from '../../client/games/pastry/hud/words';
import { StoryLog } from '../../server/table/StoryLog';
import type { GameEvent } from '../../shared/pastry/index';
import { Captain, playLikeABot } from './captain';
import { TIMERS_OFF, listen, stateJson, until, useTestServer } from './harness';

/** Leaves the way the client's 🚪 button does: says so, then closes. */
async function leaveByChoice(room: Room): Promise<void> {
  room.send('leave');
  await room.leave(true);
}

/** The lines a client would show for its story so far. */
const linesOf = (captain: Captain) => storySoFar(captain.inbox.story!.events as GameEvent[], captain.inbox.story!.eras);

describe('who sailed each seat when', () => {
  const { server, rooms } = useTestServer();

  it("a newcomer who takes over a bot's ship hears the bot's earlier moves under the bot's name, and none as their own", async () => {
    let holding = true;
    const eve = new Captain(await server().client().joinOrCreate('voyage', { name: 'Eve', captains: 2, pace: 0, seed: 'eras-1', timers: TIMERS_OFF }), (view, legal) =>
      holding && view.day >= 3 ? null : playLikeABot(view, legal),
    );
    rooms.push(eve.room);
    eve.room.send('start');
    await until(() => stateJson(eve.room).view?.day >= 3 && stateJson(eve.room).view?.actor === eve.seat, 20_000, 'day 3, Eve to move');
    const botSeat = 1 - eve.seat!;
    const botName = stateJson(eve.room).view.captains[botSeat].name;

    const finn = new Captain(await server().client().joinOrCreate('voyage', { name: 'Finn' }), () => null);
    rooms.push(finn.room);
    await until(() => finn.inbox.story !== null && finn.seat === botSeat, 5000, "Finn's story so far");
    const eras = finn.inbox.story!.eras.filter((e) => e.seat === botSeat);
    expect(eras[0]).toMatchObject({ at: 0, name: botName, hand: 'bot', mine: false });
    expect(eras.at(-1)).toMatchObject({ name: 'Finn', hand: 'person', mine: true });
    const lines = linesOf(finn);
    expect(lines.some((line) => line.startsWith(`${botName} `))).toBe(true);
    expect(lines.filter((line) => /^You\b|\byou\b|\bYour\b/.test(line))).toEqual([]);
    holding = false;
    eve.decide();
  });

  it("a captain back from leaving hears the moves a bot made for them as the bot's, and their own earlier moves as theirs", async () => {
    const kit = new Captain(await server().client().create('voyage', { name: 'Kit', captains: 2, private: true, pace: 0, seed: 'eras-2', timers: TIMERS_OFF }));
    rooms.push(kit.room);
    const code = kit.room.roomId;
    let leePlays = true;
    const lee = new Captain(await server().client().joinById(code, { name: 'Lee' }), (view, legal) => (leePlays ? playLikeABot(view, legal) : null));
    await until(() => !!lee.inbox.welcome?.seatToken, 5000, "Lee's welcome");
    kit.room.send('start');
    await until(() => stateJson(kit.room).view?.day >= 2, 20_000, 'day 2');
    const leeSeat = lee.seat!;
    const leeToken = lee.inbox.welcome!.seatToken!;
    leePlays = false;
    await leaveByChoice(lee.room);
    await until(() => stateJson(kit.room).view?.captains[leeSeat].auto === true, 5000, "a bot to take Lee's ship");
    await until(() => stateJson(kit.room).view?.day >= 4, 20_000, 'the bot to sail Lee through two days');

    const back = new Captain(await server().client().joinById(code, { name: 'Lee', seatToken: leeToken }), () => null);
    rooms.push(back.room);
    await until(() => back.inbox.story !== null && back.seat === leeSeat, 5000, "Lee's story so far");
    const eras = back.inbox.story!.eras.filter((e) => e.seat === leeSeat).map(({ hand, mine }) => ({ hand, mine }));
    expect(eras).toEqual(
      [
        { hand: 'person', mine: true },
        { hand: 'stand-in', mine: true },
        { hand: 'person', mine: true },
      ].slice(0, eras.length),
    );
    expect(eras.length).toBeGreaterThanOrEqual(2);
    const lines = linesOf(back);
    expect(lines.some((line) => line.startsWith("Lee's bot "))).toBe(true);
    expect(lines.some((line) => line.startsWith('You '))).toBe(true);
  });
});

describe('an audience opened mid-voyage', () => {
  const { server, rooms } = useTestServer();

  it('hears the story so far with each seat\'s hands, told with nobody as "you"', async () => {
    const ada = new Captain(await server().client().create('voyage', { name: 'Ada', captains: 2, pace: 0, seed: 'eras-3', timers: TIMERS_OFF, private: true }));
    rooms.push(ada.room);
    ada.room.send('start');
    await until(() => ada.inbox.events.flatMap((m) => m.events).length >= 30, 30_000, 'thirty events');
    ada.decide(() => null);
    const viewerRoom = await server().client().joinOrCreate('audience', { code: ada.room.roomId });
    rooms.push(viewerRoom);
    const viewer = listen(viewerRoom);
    await until(() => (viewer.story?.events.length ?? 0) >= 20, 10_000, 'the story so far');
    const { events, eras } = viewer.story!;
    expect(
      eras
        .filter((e) => e.at === 0)
        .map((e) => e.seat)
        .sort(),
    ).toEqual([0, 1]);
    expect(eras.some((e) => e.name === 'Ada' && e.hand === 'person' && !e.mine)).toBe(true);
    const lines = storySoFar(events as GameEvent[], eras);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.filter((line) => /^You\b/.test(line))).toEqual([]);
  });
});

describe('the eras of a story whose oldest events are dropped, or that learns of older ones', () => {
  const event = (seat: number) => ({ type: 'turnEnded', seat, ms: 0 }) as const;
  const at = (story: StoryLog, length: number) => {
    while (story.events.length < length) story.push([event(0)]);
  };

  it('keep, for each seat, the hands it was in where the kept story starts, and count from there', () => {
    const story = new StoryLog(4);
    story.note(0, 'Anne', 'person', 't-anne');
    story.note(1, 'Morgan', 'bot', null);
    at(story, 3);
    story.note(1, 'Jo', 'person', 't-jo');
    at(story, 4);
    story.note(0, 'Anne', 'stand-in', 't-anne');
    story.note(0, 'Anne', 'stand-in', 't-anne'); // no change of hands: nothing new
    story.push([event(0), event(1)]); // 6 events so far: the first 2 are dropped
    expect(story.events).toHaveLength(4);
    expect(story.toldTo('t-jo').eras).toEqual([
      { at: 0, seat: 0, name: 'Anne', hand: 'person', mine: false },
      { at: 0, seat: 1, name: 'Morgan', hand: 'bot', mine: false },
      { at: 1, seat: 1, name: 'Jo', hand: 'person', mine: true },
      { at: 2, seat: 0, name: 'Anne', hand: 'stand-in', mine: false },
    ]);
    expect(story.toldTo(null).eras.every((e) => !e.mine)).toBe(true);
  });

  it("take an older story's eras in front, and start a seat it does not name with it", () => {
    const story = new StoryLog(10);
    story.note(0, 'Anne', 'person', null);
    story.push([event(0)]);
    story.note(0, 'Anne', 'stand-in', null);
    story.push([event(0)]);
    story.prepend({ events: [event(0), event(0), event(0)], eras: [] });
    expect(story.events).toHaveLength(5);
    expect(story.toldTo(null).eras.map((e) => [e.at, e.hand])).toEqual([
      [0, 'person'],
      [4, 'stand-in'],
    ]);
    story.prepend({ events: [event(1)], eras: [{ at: 0, seat: 1, name: 'Morgan', hand: 'bot', mine: true }] });
    expect(story.toldTo(null).eras.map((e) => [e.at, e.seat, e.hand, e.mine])).toEqual([
      [0, 1, 'bot', false],
      [0, 0, 'person', false],
      [5, 0, 'stand-in', false],
    ]);
  });
});
