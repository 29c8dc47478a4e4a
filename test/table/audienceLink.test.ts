// The table's side of its audience (server/table/audienceLink.ts) over the table's real parts (test/table/fakeTable.ts)
// and an in-process presence: the voyage registers its cast settings for an audience room; that room's head counts,
// cheers and prediction book reach the table (every player told when an all-seeing caster comes or goes); a seated
// player's emotes go to the table and, once an audience room listens, to it, at most a short burst then about one a second.
import { LocalPresence } from '@colyseus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudienceLink } from '../../server/table/audienceLink';
import { audienceChannel, emotesChannel, readCast, type AudienceNote, type TimedEmote } from '../../server/table/castLink';
import type { BookEntry } from '../../server/table/predictionBook';
import { EMOTES } from '../../shared/table/emotes';
import { fakeTable } from './fakeTable';

let table: ReturnType<typeof fakeTable> | null = null;
afterEach(() => {
  vi.useRealTimers();
  table?.close();
  table = null;
});

/** A table (with these options) whose room has a presence, and its audience link, opened; `counted` tallies head counts handed on. */
async function openLink(options: Parameters<typeof fakeTable>[1] = {}) {
  table = fakeTable('merchant', options);
  const presence = new LocalPresence();
  Object.assign(table.room, { presence });
  const counted = { times: 0 };
  const link = new AudienceLink(table.core, table.steps, () => counted.times++);
  await link.open();
  /** The audience room says something to this voyage. */
  const say = (note: AudienceNote) => presence.publish(audienceChannel(table!.room.roomId), note);
  return { table, presence, link, counted, say };
}

/** What the table broadcast of one type. */
const broadcastOf = (type: string) => table!.broadcasts.filter((b) => b.type === type).map((b) => b.message);

describe("the table's audience link", () => {
  it('registers the voyage for its audience room: its delay, caster key and game', async () => {
    const { table, presence } = await openLink({ castDelay: 30 });
    expect(await readCast(presence, table.room.roomId)).toEqual({ castDelay: 30, casterKey: table.core.casterKey, game: table.core.game.key });
    expect(table.room.state.castDelay).toBe(30);
  });

  it("hands the audience's head counts on, and tells every player when an all-seeing caster comes or goes", async () => {
    const { table, counted, say } = await openLink({ castDelay: 30 });
    say({ type: 'count', watching: 3, allSeeing: 0 });
    say({ type: 'count', watching: 4, allSeeing: 1 });
    expect(table.room.state.allSeeing).toBe(1); // shown in the table's state at once
    say({ type: 'count', watching: 5, allSeeing: 1 });
    say({ type: 'count', watching: 2, allSeeing: 0 });
    expect(table.core.audience).toEqual({ watching: 2, allSeeing: 0 });
    expect(counted.times).toBe(4);
    expect(broadcastOf('allSeeing')).toEqual([
      { count: 1, joined: true },
      { count: 0, joined: false },
    ]);
    expect(table.room.state.allSeeing).toBe(0);
  });

  it("passes the audience's cheers to the players and keeps its prediction book in the voyage's store", async () => {
    const { table, say } = await openLink();
    say({ type: 'cheer', seat: 1, emoji: '🎉' });
    expect(broadcastOf('cheer')).toEqual([{ seat: 1, emoji: '🎉' }]);
    const entries: BookEntry[] = [
      { op: 'open', kind: 'winner', text: 'Who wins?', options: ['a', 'b'], seats: [0, 1], seat: -1, at: 5, windowMs: 1000 },
      { op: 'answer', member: 'm1', name: 'Viewer', question: 'q1', answer: 1 },
    ];
    say({ type: 'book', from: 0, entries: entries.slice(0, 1) });
    say({ type: 'book', from: 1, entries: entries.slice(1) });
    expect(table.store.bookOf(table.room.roomId)).toEqual(entries);
    say({ type: 'hello', since: 0 });
    expect(table.broadcasts.filter((b) => b.type !== 'cheer')).toEqual([]); // an audience room saying hello is nothing the players hear
  });

  it("refuses emotes from anyone not seated at a game under way, and any but the fixed set's", async () => {
    const { table, link } = await openLink();
    const anne = table.join('anne');
    table.join('bo');
    link.emote(anne, { emoji: EMOTES[0] }); // the waiting room
    table.waiting.start(anne);
    const cy = table.join('cy');
    link.emote(cy, { emoji: EMOTES[0] });
    link.emote(anne, { emoji: '💩' });
    link.emote(anne, 'hi');
    expect(anne.errors()).toEqual(['not-seated', 'bad-emote', 'bad-emote']);
    expect(cy.errors()).toEqual(['not-seated']);
    expect(broadcastOf('emote')).toEqual([]);
  });

  it('shows a seated emote to the table and, once one listens, to the audience; a burst of three, then one a second, a new budget after forgetting', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const { table, link, presence, say } = await openLink();
    const heard: TimedEmote[] = [];
    await presence.subscribe(emotesChannel(table.room.roomId), (e: TimedEmote) => heard.push(e));
    const anne = table.join('anne');
    const bo = table.join('bo');
    table.waiting.start(anne);
    link.emote(bo, { emoji: EMOTES[1] }); // no audience room listens yet
    say({ type: 'hello', since: 0 });
    link.emote(bo, { emoji: EMOTES[2] });
    link.emote(bo, { emoji: EMOTES[3] });
    link.emote(bo, { emoji: EMOTES[4] }); // past the burst
    const seat = table.core.slotOf(bo);
    expect(broadcastOf('emote')).toEqual([EMOTES[1], EMOTES[2], EMOTES[3]].map((emoji) => ({ seat, emoji })));
    expect(heard).toEqual([EMOTES[2], EMOTES[3]].map((emoji) => ({ at: 1_000_000, seat, emoji })));
    expect(bo.errors()).toEqual(['rate-limited']);
    vi.setSystemTime(1_001_000);
    link.emote(bo, { emoji: EMOTES[5] }); // a second on
    link.emote(bo, { emoji: EMOTES[5] });
    expect(bo.errors()).toEqual(['rate-limited', 'rate-limited']);
    link.forget(bo.sessionId);
    link.emote(bo, { emoji: EMOTES[6] });
    expect(broadcastOf('emote').slice(3)).toEqual([EMOTES[5], EMOTES[6]].map((emoji) => ({ seat, emoji })));
  });
});
