// The story so far of a voyage reopened after a restart (issue 31), rebuilt from its log as the room first told it: each
// step's events as they were broadcast, and who sailed each seat when, so a reload right after a restart still shows its
// log and keeps the name (and, for its person, the "you") of whoever made each move.
import type { AnyGameModule, SeatFacts } from '../../shared/table/gameModule';
import { handOf } from '../../shared/table/story';
import type { ReplayObserver } from '../store/replay';
import type { StoryLog } from './StoryLog';
import { toWallTimes } from './wallTimes';

/** One replayed step as the story needs it: its events and the seats after it. */
type StoryStep = { events: { type: string }[]; seats: SeatFacts[] };

/** How the reopened room tells its times and holds its seats: its pace, the wall time of game time 0, and each seat's token now. */
export type StoryTelling = { pace: number; wallOffset: number; tokens: readonly (string | null)[] };

/** Gathers a reopened voyage's steps while its log replays, then tells them into the room's story. */
export class StoryFromLog {
  private first: SeatFacts[] = [];
  private steps: StoryStep[] = [];

  constructor(private game: AnyGameModule) {}

  /** What watches the log replay: the seats it starts with, then each step's events and seats. */
  get observer(): ReplayObserver<unknown, unknown, { type: string }> {
    return {
      start: (state) => {
        this.first = this.game.seatsOf(state);
      },
      step: ({ events, state }) => {
        this.steps.push({ events, seats: this.game.seatsOf(state) });
      },
    };
  }

  /**
   * Tells the gathered steps into `story` as the room published them: the seats before the first step, then each step's
   * events (animation times at the room's pace, times on the reopened clock) and the hands after it. Only a seat's current
   * person has a token now: it is theirs from the last time another person's name held the seat (an earlier person's
   * token no longer opens the seat, so their eras are nobody's "you" either way).
   */
  tell(story: StoryLog, { pace, wallOffset, tokens }: StoryTelling): void {
    const final = this.steps.at(-1)?.seats ?? this.first;
    const sinceOther = final.map(() => -1); // the step after which each seat's current person holds it for good
    [this.first, ...this.steps.map((s) => s.seats)].forEach((seats, i) =>
      seats.forEach((c, seat) => {
        if (c.bot === null && c.name !== final[seat].name) sinceOther[seat] = i;
      }),
    );
    const note = (seats: SeatFacts[], i: number) =>
      seats.forEach((c, seat) => story.note(seat, c.name, handOf(c.bot, c.auto), c.bot === null && c.name === final[seat].name && i > sinceOther[seat] ? (tokens[seat] ?? null) : null));
    note(this.first, 0);
    this.steps.forEach(({ events, seats }, n) => {
      if (events.length) story.push(events.map((e) => ({ ...toWallTimes(e, (t) => t + wallOffset), ms: Math.round(this.game.animationMs(e) * pace) })));
      note(seats, n + 1);
    });
    this.steps = [];
  }
}
