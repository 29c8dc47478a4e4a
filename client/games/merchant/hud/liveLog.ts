// Which events the table's live log has told: everything the show's timeline has started since the table opened, each
// exactly once and in the show's order, so the log never runs ahead of the board nor tells a line twice (issue 32, bug 10).
import type { MerchantEvent } from '../../../../shared/merchant/types';
import type { ShowClock } from '../show/showClock';

/**
 * Follows the show for the log: what is on the timeline when the table opens is history; every later event is told as its
 * show starts, whether it takes time to show or none (an event with nothing to show starts once what plays before it ends).
 */
export class LiveLog {
  private logged: number; // show items up to this id are told (or were history when the table opened)

  constructor(clock: ShowClock) {
    this.logged = clock.lastId();
  }

  /** A batch came or the show moved on: the events it has started by `now` that are not yet told, oldest first. */
  started(clock: ShowClock, now: number): MerchantEvent[] {
    const items = clock.startedSince(this.logged, now);
    if (items.length) this.logged = items[items.length - 1].id;
    return items.map((item) => item.event);
  }

  /** The room told its story again (a reconnect): it holds every event on the timeline now, so none is told live again. */
  storyCame(clock: ShowClock): void {
    this.logged = Math.max(this.logged, clock.lastId());
  }
}

/** The lines told live, and the story they follow: a story told again holds every line told before it. */
export type LiveLines = { story: readonly MerchantEvent[]; lines: readonly string[] };

/** Lines told live under `story`: after those told since the same story, or afresh after a story told again; the last `max` kept. */
export function toldLive(live: LiveLines, story: readonly MerchantEvent[], lines: readonly string[], max: number): LiveLines {
  return { story, lines: (live.story === story ? [...live.lines, ...lines] : [...lines]).slice(-max) };
}

/** The log's lines: the story's, then those told live since that story came (none yet when it has just come). */
export function logLines(told: readonly string[], story: readonly MerchantEvent[], live: LiveLines): string[] {
  return live.story === story ? [...told, ...live.lines] : [...told];
}
