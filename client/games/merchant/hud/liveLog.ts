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
}
