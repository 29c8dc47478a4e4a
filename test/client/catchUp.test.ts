// Issue 31: who is offered "Catch up" (a spectator joining a game under way, a quick-play newcomer in a bot's seat, a player
// back after more than a minute), only once the table is drawn behind it; what the offer says in each game's words (the
// last full day or round, and whether the live move is this seat's with its clock running, R50, M40); and the live room
// held while a recap plays: its latest patch and bits kept, its events in order, all handed back when the recap ends.
import { describe, expect, it } from 'vitest';
import { AWAY_MS, catchUpWhy, tableDrawn, type Joiner } from '../../client/shell/catchUp/offer';
import { liveMove } from '../../client/shell/catchUp/liveMove';
import { offerWords, recapMoveWords } from '../../client/shell/catchUp/offerWords';
import { pastryHooks } from '../../client/games/pastry/shellHooks';
import { merchantHooks } from '../../client/games/merchant/shellHooks';
import { pastryAbout } from '../../shared/pastry/about';
import { merchantAbout } from '../../shared/merchant/about';
import { heldBits, heldEvents, heldRoom, holdLive, releaseLive } from '../../client/shell/net/liveHold';
import type { TableJson } from '../../client/shell/net/tableJson';
import type { TableBits } from '../../client/shell/tableAction';

const base: Joiner = { spectator: false, seat: null, takeover: null, underWayAtJoin: true, awayMs: null };

describe('who is offered a catch-up', () => {
  it('a spectator who joins a game under way, but not one who watched it set sail', () => {
    expect(catchUpWhy({ ...base, spectator: true })).toBe('spectator');
    expect(catchUpWhy({ ...base, spectator: true, underWayAtJoin: false })).toBeNull();
  });

  it('a newcomer quick play seated in a bot’s seat', () => {
    expect(catchUpWhy({ ...base, seat: 2, takeover: 2 })).toBe('newcomer');
  });

  it('a seated player back after more than a minute, and not one back sooner or seeing the room for the first time', () => {
    expect(catchUpWhy({ ...base, seat: 1, awayMs: AWAY_MS + 1 })).toBe('back');
    expect(catchUpWhy({ ...base, seat: 1, awayMs: AWAY_MS - 1 })).toBeNull();
    expect(catchUpWhy({ ...base, seat: 1, awayMs: null })).toBeNull();
  });
});

describe('the offer waits for the table', () => {
  it('shows once this room’s table is drawn, not before, nor on another room’s', () => {
    expect(tableDrawn({ code: 'ABCDE', boardDrawn: null })).toBe(false);
    expect(tableDrawn({ code: 'ABCDE', boardDrawn: 'FGHIJ' })).toBe(false);
    expect(tableDrawn({ code: null, boardDrawn: null })).toBe(false);
    expect(tableDrawn({ code: 'ABCDE', boardDrawn: 'ABCDE' })).toBe(true);
  });
});

describe('whose live move it is, and its clock', () => {
  const roomAt = (step: number, deadline: number | null) => ({ step, view: { deadline: deadline ?? undefined } }) as unknown as TableJson;
  const bitsAt = (step: number, legal: number) => ({ step, seat: 0, legal: Array.from({ length: legal }, () => ({ type: 'pass' })) }) as unknown as TableBits;

  it('is this seat’s when its bits for the step on the table offer an order, and each game reads its own clock', () => {
    for (const hooks of [pastryHooks, merchantHooks]) {
      expect(liveMove(roomAt(4, 90_000), bitsAt(4, 2), hooks)).toEqual({ yours: true, deadline: 90_000 });
      expect(liveMove(roomAt(4, null), bitsAt(4, 2), hooks)).toEqual({ yours: true, deadline: null }); // timers off
      expect(liveMove(roomAt(5, 90_000), bitsAt(4, 2), hooks).yours).toBe(false); // the bits of a step before
      expect(liveMove(roomAt(4, 90_000), bitsAt(4, 0), hooks).yours).toBe(false);
      expect(liveMove(null, null, hooks)).toEqual({ yours: false, deadline: null });
    }
  });
});

describe('what the offer says', () => {
  const mine = { yours: true, deadline: 90_000 };

  it('tells a returning player that the recap is the last full day (or round) of what went on while away, in its game’s words', () => {
    for (const { words } of [pastryAbout, merchantAbout]) {
      const said = offerWords('back', words, 3, { yours: false, deadline: null });
      expect(said.heading).toBe('Welcome back');
      expect(said.recap).toContain('While you were away');
      expect(said.recap).toContain(`Catch up on ${words.round} 3, the last full ${words.round}, replayed at 4x`);
      expect(said.recap).toContain(`the live ${words.table.toLowerCase()} carries on`);
      expect(said.move).toBeNull();
      expect(offerWords('spectator', words, 3, mine).recap).not.toContain('While you were away');
    }
  });

  it('says plainly that it is this seat’s move and its clock runs, and puts the live table first', () => {
    const said = offerWords('back', pastryAbout.words, 1, mine);
    expect(said.move).toMatch(/It's your move now, and its clock is running/);
    expect(said.liveFirst).toBe(true);
    expect(offerWords('newcomer', merchantAbout.words, 1, mine).liveFirst).toBe(true);
  });

  it('leaves the recap first when no clock runs on this seat, and says so', () => {
    const waits = offerWords('back', pastryAbout.words, 1, { yours: true, deadline: null });
    expect(waits.liveFirst).toBe(false);
    expect(waits.move).toMatch(/No clock runs/);
    const others = offerWords('back', merchantAbout.words, 1, { yours: false, deadline: 90_000 });
    expect(others.liveFirst).toBe(false);
    expect(others.move).toMatch(/clocks run on during a recap/);
  });

  it('tells a spectator nothing of a move', () => {
    const said = offerWords('spectator', merchantAbout.words, 2, { yours: false, deadline: 90_000 });
    expect(said.heading).toBe('This game is under way');
    expect(said.move).toBeNull();
  });

  it('has the recap’s bar say when the live move is this seat’s, and whether its clock runs', () => {
    expect(recapMoveWords(mine)).toMatch(/clock is running/);
    expect(recapMoveWords({ yours: true, deadline: null })).toMatch(/Your move waits/);
    expect(recapMoveWords({ yours: false, deadline: 90_000 })).toBeNull();
  });
});

describe('the live room while a recap plays', () => {
  const room = (step: number) => ({ step }) as unknown as TableJson;
  const bits = (step: number) => ({ step, seat: 0, legal: [] }) as unknown as TableBits;

  it('passes everything through when nothing is held', () => {
    expect(heldRoom(room(1))).toBe(false);
    expect(heldBits(bits(1))).toBe(false);
    expect(heldEvents({ seq: 1, serverNow: 0, events: [] })).toBe(false);
  });

  it('keeps the latest patch and bits and every step’s events, and hands them back once', () => {
    holdLive(room(5), bits(5));
    expect(heldRoom(room(6))).toBe(true);
    expect(heldRoom(room(7))).toBe(true);
    expect(heldEvents({ seq: 1, serverNow: 0, events: [{ type: 'a', ms: 10 }] })).toBe(true);
    expect(heldEvents({ seq: 2, serverNow: 0, events: [{ type: 'b', ms: 10 }] })).toBe(true);
    const live = releaseLive();
    expect(live.room).toEqual(room(7));
    expect(live.bits).toEqual(bits(5)); // none came meanwhile: the ones it started with
    expect(live.events.map((m) => m.seq)).toEqual([1, 2]);
    expect(heldRoom(room(8))).toBe(false);
  });
});
