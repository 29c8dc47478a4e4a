// The room's game clock (R50 timers allow for the show): it stands still while events play and while a baker's next
// attempt waits for their "Ready?", and a ready baker resumes it at once, never before the events have played.
import { describe, expect, it } from 'vitest';
import { holdsTheClock } from '../../server/games/pastry/holdsTheClock';
import { GameClock } from '../../server/table/gameClock';
import type { PlayerView } from '../../shared/pastry/index';

describe('the game clock', () => {
  it('R50 stands still during a pause and runs on after it', () => {
    const clock = new GameClock(1000, 0);
    clock.pause(2000, 500);
    expect(clock.now(2000)).toBe(1000);
    expect(clock.now(2400)).toBe(1000);
    expect(clock.now(3000)).toBe(1500);
    expect(clock.wallAt(1100, 2100)).toBe(2600);
  });

  it('R50 a hold for "Ready?" ends when the baker is ready, not before the events it followed have played', () => {
    const clock = new GameClock(0, 0);
    clock.pause(1000, 800); // events play until 1800
    const eventsEnd = clock.presentationEnds();
    clock.pause(1000, 30_000); // then the hold
    expect(clock.presentationEnds()).toBe(31_800);
    clock.resume(1200, eventsEnd); // ready early: the events still finish first
    expect(clock.presentationEnds()).toBe(1800);
    expect(clock.now(1800)).toBe(1000);
    expect(clock.now(2800)).toBe(2000);
  });

  it('R50 a baker ready after the events resumes the clock at that moment; a late resume changes nothing', () => {
    const clock = new GameClock(0, 0);
    clock.pause(0, 30_000);
    clock.resume(5000, 0);
    expect(clock.now(5000)).toBe(0);
    expect(clock.now(6000)).toBe(1000);
    clock.resume(9000, 0);
    expect(clock.now(9000)).toBe(4000);
  });

  it('R37 R50 runs on through shows only bots wait on, so a sighting surfaces on time; bots still wait for the shows to end', () => {
    const clock = new GameClock(0, 0);
    clock.present(1000, 1400, false); // a bot's sail
    clock.present(2400, 2500, false); // its dock flip, once the sail has shown
    expect(clock.now(4900)).toBe(4900); // the clock never stood still
    expect(clock.presentationEnds()).toBe(4900); // the next bot moves after both shows
  });

  it("R50 stands still from a person's turn until every show so far has ended, and runs on after", () => {
    const clock = new GameClock(0, 0);
    clock.present(1000, 1400, false); // a bot sails until 2400
    clock.present(1200, 1500, true); // then dawn (until 3900), and a person is to move
    expect(clock.now(1200)).toBe(1200);
    expect(clock.now(3900)).toBe(1200);
    expect(clock.now(4900)).toBe(2200);
    expect(clock.wallAt(1200 + 45_000, 1200)).toBe(3900 + 45_000); // their 45 s start once the show is over
  });

  it('R50 a person waits on the show, and any bake-off holds the clock; a bot to move does not', () => {
    const view = (actor: number | null, bake: unknown = null) => ({ actor, bake }) as unknown as PlayerView;
    const botHolds = (seat: number) => seat === 1;
    expect(holdsTheClock(view(0), botHolds)).toBe(true);
    expect(holdsTheClock(view(1), botHolds)).toBe(false);
    expect(holdsTheClock(view(null), botHolds)).toBe(false);
    expect(holdsTheClock(view(1, { seat: 1 }), botHolds)).toBe(true);
  });
});
