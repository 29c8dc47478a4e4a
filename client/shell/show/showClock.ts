// The event show's timeline: each step's events play one after another for their `ms`, a later batch after the earlier.
// One serves every game (theShow.ts): the store places each batch on it, a scene reads it every frame (no React state),
// a HUD reads when it ends and which event plays. Times are Date.now() milliseconds.

/** One event placed on the timeline. */
export type ShowItem<E> = { id: number; event: E; start: number; end: number };

/** The timeline of events shown: appended batch by batch, read by time. */
export class ShowClock<E extends { ms: number } = { ms: number }> {
  items: ShowItem<E>[] = [];
  private nextId = 1;

  /** Queues a batch after whatever still plays; returns when the whole show ends. `scale` shortens every event (reduced motion). */
  add(list: readonly E[], now: number, scale = 1): number {
    let at = Math.max(now, this.endsAt());
    for (const event of list) {
      const ms = Math.max(0, event.ms) * scale;
      this.place(event, at, at + ms);
      at += ms;
    }
    return this.endsAt();
  }

  /** Places one event where the caller timed it (the store, which keeps a burst after a stall short). */
  place(event: E, start: number, end: number): void {
    this.items.push({ id: this.nextId++, event, start, end });
    // keep the timeline short: what ended long ago is history no component still reads
    if (this.items.length > 200) this.items.splice(0, this.items.length - 200);
  }

  /** When the last queued event ends (0 for an empty timeline). */
  endsAt(): number {
    return this.items.length ? this.items[this.items.length - 1].end : 0;
  }

  /** Whether anything still plays at `now`. */
  playing(now: number): boolean {
    return this.endsAt() > now;
  }

  /** The event that plays at `now` (the latest started one with time to run), or null. */
  at(now: number): ShowItem<E> | null {
    for (let i = this.items.length - 1; i >= 0; i--) {
      const item = this.items[i];
      if (item.start <= now && item.end > now) return item;
      if (item.end <= now) return null;
    }
    return null;
  }

  /** Items that have started by `now` and whose id is above `after`, oldest first: what a component has not yet acted on. */
  startedSince(after: number, now: number): ShowItem<E>[] {
    return this.items.filter((item) => item.id > after && item.start <= now);
  }

  /** The id of the newest item, so a component mounted now treats everything before it as history. */
  lastId(): number {
    return this.items.length ? this.items[this.items.length - 1].id : 0;
  }
}
