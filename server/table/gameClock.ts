// Pacing so people can watch: the table's game clock, which waits for the events shown (each game's module says how long they take).
/**
 * The room's game clock: wall time that stands still while events play out for a person who has a move to make, so turn
 * timers allow for the presentation. While only bots act it runs on, so a sighting surfaces 0.5 to 2.5 s after its End turn
 * as R37 says (it came 3 to 10 s later while the clock waited out every bot's sail). The engine only ever sees this clock.
 */
export class GameClock {
  private offset: number;
  private pauseStart = 0;
  private pauseEnd = 0;
  private showsEnd = 0; // when the events shown so far end, in wall time, whether or not the clock stood still for them

  /** Starts the clock so that `gameNow` reads `startAt` at wall time `wallNow` (continuing a restored voyage's clock). */
  constructor(wallNow: number, startAt: number = wallNow) {
    this.offset = wallNow - startAt;
  }

  /** The game time at a wall time. */
  now(wall: number): number {
    const paused = Math.max(0, Math.min(wall, this.pauseEnd) - this.pauseStart);
    return wall - this.offset - paused;
  }

  /** Stops the clock for `ms` of presentation starting at `wall`, or extends a pause already running. */
  pause(wall: number, ms: number): void {
    if (ms <= 0) return;
    if (wall < this.pauseEnd) {
      this.pauseEnd += ms;
      return;
    }
    this.offset += this.pauseEnd - this.pauseStart;
    this.pauseStart = wall;
    this.pauseEnd = wall + ms;
  }

  /**
   * Events taking `ms` to show start at `wall`, after those still showing. With `hold` (a person waits on the show to make
   * their move) the clock stands still until every show so far has ended.
   */
  present(wall: number, ms: number, hold: boolean): void {
    this.showsEnd = Math.max(this.showsEnd, wall) + Math.max(0, ms);
    if (hold) this.pause(wall, this.showsEnd - Math.max(wall, this.pauseEnd));
  }

  /** Ends the current pause early, at `wall` but not before `notBefore` (a hold that was waiting for a person who is ready). */
  resume(wall: number, notBefore: number): void {
    if (this.pauseEnd <= wall) return;
    this.pauseEnd = Math.max(this.pauseStart, wall, notBefore);
  }

  /** When the current presentation ends, in wall time (now or in the past when nothing plays). */
  presentationEnds(): number {
    return Math.max(this.pauseEnd, this.showsEnd);
  }

  /** The wall time at which the game clock will read `gameTime`, given the wall time now. */
  wallAt(gameTime: number, wall: number): number {
    const resume = Math.max(wall, this.pauseEnd);
    return resume + (gameTime - this.now(resume));
  }
}
