// Holds step records (or anything stamped with when it happened) until `delayMs` after they happened, then hands
// them on in order, each once.

/** A queue of items released at `item.at + delayMs`. */
export class DelayLine<T extends { at: number }> {
  private queue: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastAt = 0;

  constructor(
    private delayMs: number,
    private release: (item: T) => void,
  ) {}

  /** The newest record taken in, so a voyage room can send only what came after it. */
  get newest(): number {
    return this.lastAt;
  }

  /** Takes a record in; one already taken (a voyage room's replay of its backlog) is ignored. */
  push(record: T): void {
    if (record.at <= this.lastAt) return;
    this.lastAt = record.at;
    this.queue.push(record);
    this.schedule();
  }

  /** Stops releasing. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queue = [];
  }

  private schedule(): void {
    if (this.timer || !this.queue.length) return;
    this.timer = setTimeout(() => this.drain(), Math.max(0, this.queue[0].at + this.delayMs - Date.now()));
  }

  private drain(): void {
    this.timer = null;
    const now = Date.now();
    while (this.queue.length && this.queue[0].at + this.delayMs <= now) this.release(this.queue.shift()!);
    this.schedule();
  }
}
