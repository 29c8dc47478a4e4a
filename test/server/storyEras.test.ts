// The story so far keeps the name of whoever made each move: a bot's moves before a takeover stay the bot's, and moves a
// bot made for a person who was away (R51) are told as that bot's, not as "You".
import { describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { storySoFar } from '../../client/hud/words';
import { StoryEras } from '../../server/rooms/storyEras';
import type { GameEvent } from '../../shared/index';
import { Captain, playLikeABot } from './captain';
import { TIMERS_OFF, stateJson, until, useTestServer } from './harness';

/** Leaves the way the client's 🚪 button does: says so, then closes. */
async function leaveByChoice(room: Room): Promise<void> {
  room.send('leave');
  await room.leave(true);
}

/** The lines a client would show for its story so far. */
const linesOf = (captain: Captain) => storySoFar(captain.inbox.story!.events as GameEvent[], captain.inbox.story!.eras, captain.seat);

describe('who sailed each seat when', () => {
  const { server, rooms } = useTestServer();

  it("a newcomer who takes over a bot's ship hears the bot's earlier moves under the bot's name, and none as their own", async () => {
    let holding = true;
    const eve = new Captain(await server().client().joinOrCreate('voyage', { name: 'Eve', captains: 2, pace: 0, seed: 'eras-1', timers: TIMERS_OFF }), (view, legal) => (holding && view.day >= 3 ? null : playLikeABot(view, legal)));
    rooms.push(eve.room);
    eve.room.send('start');
    await until(() => stateJson(eve.room).day >= 3 && stateJson(eve.room).actor === eve.seat, 20_000, 'day 3, Eve to move');
    const botSeat = 1 - eve.seat!;
    const botName = stateJson(eve.room).captains[botSeat].name;

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

  it('a captain back from leaving hears the moves a bot made for them as the bot\'s, and their own earlier moves as theirs', async () => {
    const kit = new Captain(await server().client().create('voyage', { name: 'Kit', captains: 2, private: true, pace: 0, seed: 'eras-2', timers: TIMERS_OFF }));
    rooms.push(kit.room);
    const code = kit.room.roomId;
    let leePlays = true;
    const lee = new Captain(await server().client().joinById(code, { name: 'Lee' }), (view, legal) => (leePlays ? playLikeABot(view, legal) : null));
    await until(() => !!lee.inbox.welcome?.seatToken, 5000, "Lee's welcome");
    kit.room.send('start');
    await until(() => stateJson(kit.room).day >= 2, 20_000, 'day 2');
    const leeSeat = lee.seat!;
    const leeToken = lee.inbox.welcome!.seatToken!;
    leePlays = false;
    await leaveByChoice(lee.room);
    await until(() => stateJson(kit.room).captains[leeSeat].auto === true, 5000, "a bot to take Lee's ship");
    await until(() => stateJson(kit.room).day >= 4, 20_000, 'the bot to sail Lee through two days');

    const back = new Captain(await server().client().joinById(code, { name: 'Lee', seatToken: leeToken }), () => null);
    rooms.push(back.room);
    await until(() => back.inbox.story !== null && back.seat === leeSeat, 5000, "Lee's story so far");
    const eras = back.inbox.story!.eras.filter((e) => e.seat === leeSeat).map(({ hand, mine }) => ({ hand, mine }));
    expect(eras).toEqual([{ hand: 'person', mine: true }, { hand: 'stand-in', mine: true }, { hand: 'person', mine: true }].slice(0, eras.length));
    expect(eras.length).toBeGreaterThanOrEqual(2);
    const lines = linesOf(back);
    expect(lines.some((line) => line.startsWith("Lee's bot "))).toBe(true);
    expect(lines.some((line) => line.startsWith('You '))).toBe(true);
  });
});

describe('the eras of a story whose oldest events are dropped', () => {
  it('keep, for each seat, the hands it was in where the kept story starts, and count from there', () => {
    const eras = new StoryEras();
    eras.note(0, 0, 'Anne', 'person', 't-anne');
    eras.note(0, 1, 'Morgan', 'bot', null);
    eras.note(5, 1, 'Jo', 'person', 't-jo');
    eras.note(9, 0, 'Anne', 'stand-in', 't-anne');
    eras.note(9, 0, 'Anne', 'stand-in', 't-anne'); // no change of hands: nothing new
    eras.dropBefore(7);
    expect(eras.toldTo('t-jo')).toEqual([
      { at: 0, seat: 0, name: 'Anne', hand: 'person', mine: false },
      { at: 0, seat: 1, name: 'Jo', hand: 'person', mine: true },
      { at: 2, seat: 0, name: 'Anne', hand: 'stand-in', mine: false },
    ]);
    expect(eras.toldTo(null).every((e) => !e.mine)).toBe(true);
  });
});
