// Issue 31: who is offered "Catch up" (a spectator joining a game under way, a quick-play newcomer in a bot's seat, a player
// back after more than a minute), and the live room held while a recap plays: its latest patch and bits kept, its events in
// order, all handed back when the recap ends.
import { describe, expect, it } from 'vitest';
import { AWAY_MS, catchUpWhy, type Joiner } from '../../client/shell/catchUp/offer';
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
