// Reading a show timeline (theShow.ts): what plays when, and what has started since a component last looked. A game's
// scene reads it every frame (no React state), its HUD when the show ends and which event plays. Date.now() times.
import { timeline, type ShowItem, type Timeline } from './theShow';

export type { ShowItem };

/** A timeline read by time: the page's one (theShow), or a fresh one of its own. */
export class ShowClock<E extends { ms: number } = { ms: number }> {
  constructor(private readonly line: Timeline<E> = timeline<E>()) {}

  /** The items, oldest first. */
  get items(): ShowItem<E>[] {
    return this.line.items;
  }

  /** Queues a batch after whatever still plays; returns when the whole show ends. `scale` shortens every event (reduced motion). */
  add(list: readonly E[], now: number, scale = 1): number {
    let at = Math.max(now, this.endsAt());
    for (const event of list) {
      const ms = Math.max(0, event.ms) * scale;
      this.line.place(event, at, at + ms);
      at += ms;
    }
    return this.endsAt();
  }

  /** When the last queued event ends (0 for an empty timeline). */
  endsAt(): number {
    const { items } = this.line;
    return items.length ? items[items.length - 1].end : 0;
  }

  /** Whether anything still plays at `now`. */
  playing(now: number): boolean {
    return this.endsAt() > now;
  }

  /** The event that plays at `now` (the latest started one with time to run), or null. */
  at(now: number): ShowItem<E> | null {
    const { items } = this.line;
    for (let i = items.length - 1; i >= 0; i--) {
      const item = items[i];
      if (item.start <= now && item.end > now) return item;
      if (item.end <= now) return null;
    }
    return null;
  }

  /** Items that have started by `now` and whose id is above `after`, oldest first: what a component has not yet acted on. */
  startedSince(after: number, now: number): ShowItem<E>[] {
    return this.line.items.filter((item) => item.id > after && item.start <= now);
  }

  /** The id of the newest item, so a component mounted now treats everything before it as history. */
  lastId(): number {
    const { items } = this.line;
    return items.length ? items[items.length - 1].id : 0;
  }
}
