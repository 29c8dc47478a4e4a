// The room's game clock (R50 timers allow for the show): it stands still while events play and while a baker's next
// attempt waits for their "Ready?" (issue 8), and a ready baker resumes it at once, never before the events have played.
import { describe, expect, it } from 'vitest';
import { GameClock } from '../../server/rooms/pacing';

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
});
