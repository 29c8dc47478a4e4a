// The cast's day card turns with the dawn's show, so the "Storm!" lower third (due when the storm's show ends) never sits
// under a card that still says "Storm tomorrow".
import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerView } from '../../shared/pastry/index';
import type { TimedEvent } from '../../client/games/pastry/pastrySlice';
import { dayCardAt } from '../../client/games/pastry/cast/dayCard';
import { animationMs } from '../../shared/pastry/pacing';

/** The held view: day 5, a storm warned for tomorrow. */
const held = { day: 5, dayLimit: 40, wind: { today: 'N', tomorrow: 'E', stormWarning: true, storm: null } } as unknown as PlayerView;

/** A batch as the store stamps it: each event's show starts when the one before it has played. */
function stamped(events: GameEvent[], start: number): TimedEvent[] {
  let at = start;
  return events.map((event, key) => {
    const ms = animationMs(event);
    const timed = { key, event, at, ms };
    at += ms;
    return timed;
  });
}

const dawnOfStorm: GameEvent[] = [
  { type: 'stormBlew', dir: 'W', moves: [] },
  { type: 'dawn', day: 6, wind: 'E', tomorrow: 'E', stormWarning: false },
  { type: 'turnStarted', seat: 0, deadline: null },
  {
    type: 'sailed',
    seat: 0,
    route: ['E', 'E'],
    move: {
      path: [
        [1, 1],
        [2, 1],
      ],
      swept: false,
    },
  } as unknown as GameEvent,
];

describe("the cast's day card", () => {
  it('says "Storm tomorrow" until the storm starts blowing, then the storm and the new day, while the view is still held', () => {
    const events = stamped(dawnOfStorm, 10_000);
    expect(dayCardAt(held, events, 9_999)).toEqual({ day: 5, wind: held.wind });
    const blowing = dayCardAt(held, events, 10_000);
    expect(blowing.wind).toMatchObject({ stormWarning: false, storm: 'W' });
    const stormCaptionDue = events[0].at! + events[0].ms!; // the lower third shows "Storm!" once the storm's show has played
    expect(dayCardAt(held, events, stormCaptionDue)).toEqual({ day: 6, wind: { today: 'E', tomorrow: 'E', stormWarning: false, storm: 'W' } });
    expect(dayCardAt(held, events, stormCaptionDue + 60_000).day).toBe(6);
  });

  it('shows the view as it is once nothing newer plays (old dawns in the list change nothing)', () => {
    const today = { ...held, day: 6, wind: { today: 'E', tomorrow: 'E', stormWarning: false, storm: 'W' } } as unknown as PlayerView;
    expect(dayCardAt(today, stamped(dawnOfStorm, 0), 100_000)).toEqual({ day: 6, wind: today.wind });
    const calm = stamped([{ type: 'dawn', day: 2, wind: 'S', tomorrow: 'S', stormWarning: false }], 0);
    expect(dayCardAt(today, calm, 100_000)).toEqual({ day: 6, wind: today.wind });
  });
});
