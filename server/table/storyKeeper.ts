// The story so far of one table room (the latest public events and who sailed each seat when), held only while someone
// reads it: a client joining or coming back, a new audience. Kept for every step of every voyage it was the largest thing
// a running room held after its Schema state (about 130 bytes an event, up to a whole voyage), yet read only on those rare
// paths; so it is rebuilt from the voyage's log when asked for after a quiet while (as a reopened voyage tells it,
// storyFromLog.ts) and dropped again a while after its last reader.
import { handOf } from '../../shared/table/story';
import { replayVoyage } from '../store/replay';
import { StoryFromLog } from './storyFromLog';
import { StoryLog } from './StoryLog';
import type { TableCore } from './tableCore';

/** How many recent public events a joining client gets, so a reload keeps the story so far: a whole voyage. */
const HISTORY_EVENTS = 1500;
/** How long a story stays held after it was last read, so the people of a table coming back together rebuild it once. */
export const STORY_HELD_MS = 60_000;

/** One table's story so far: told on demand, followed step by step only while it is held. */
export class StoryKeeper {
  private held: StoryLog | null = null;
  private readAt = 0;
  private unsent = 0; // events published since the last patch: they reach everyone after it, a client joining before then included

  constructor(private core: TableCore) {}

  /** The story so far, rebuilt from the voyage's log when it is not held; held from now on for a while. */
  story(): StoryLog {
    this.readAt = Date.now();
    this.held ??= this.rebuild();
    return this.held;
  }

  /** A published step's events, as broadcast after the next patch, and the hands that made them: followed only while held. */
  published(events: readonly { type: string; ms: number }[]): void {
    this.unsent += events.length;
    if (this.held && Date.now() - this.readAt > STORY_HELD_MS) this.held = null; // nobody asked for a while
    if (!this.held) return;
    if (events.length) this.held.push(events, true);
    this.noteHands(this.held); // this step's events stay told under the hands that made them; a change of hands counts from the next
  }

  /** The patch has gone out, and with it every event published since the last one. */
  sent(): void {
    this.unsent = 0;
    this.held?.sent();
  }

  /** Notes who holds each seat from the story's next event on: a name, a person's token, a bot or a stand-in. */
  private noteHands(story: StoryLog): void {
    const { voyage, game, seating } = this.core;
    if (voyage) game.seatsOf(voyage.state).forEach((c, seat) => story.note(seat, c.name, handOf(c.bot, c.auto), c.bot === null ? (seating.slots[seat]?.token ?? null) : null));
  }

  /** The story told again from the voyage's log (written out first), on the room's clock now; what this patch carries stays unsent. */
  private rebuild(): StoryLog {
    const story = new StoryLog(HISTORY_EVENTS);
    const { core } = this;
    const stored = core.voyage && core.context.store.load(core.room.roomId);
    if (!stored) return story;
    const teller = new StoryFromLog(core.game);
    replayVoyage(stored.setup, stored.log, core.voyage!.game, teller.observer);
    teller.tell(story, { pace: core.settings.pace, wallOffset: core.gameClock.wallAt(0, Date.now()), tokens: core.seating.slots.map((s) => s.token) });
    story.holdBack(this.unsent);
    return story;
  }
}
