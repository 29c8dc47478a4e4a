// The voyage room's side of the audience feed. It registers the voyage's cast settings in presence, gathers the
// step records of each patch into one batch (so the audience sees exactly the states the captains saw), keeps the batches
// of the last `castDelay` seconds, publishes each once an audience room listens, and hears that room's notes (hello, head
// counts, cheers). Presence pub/sub works across processes on Redis.
import type { Presence } from '@colyseus/core';
import type { HistoryMessage } from '../../shared/table/story';
import type { StepRecord } from './stepRecord';
import type { BookEntry } from './predictionBook';

/** A voyage's cast settings, as the audience room reads them when it opens. */
export type CastEntry = { castDelay: number; casterKey: string; game?: string }; // an entry without a game is Pastry Pirates'

/**
 * The records one patch carried to the captains, stamped with when it went out: the audience shows them together. A newly
 * opened audience first gets the story so far (the public events older than its first batch) for its viewers' log, and
 * the prediction book an earlier audience room of this voyage kept (issue 31: it died in a restart).
 */
export type StepBatch = { at: number; records: StepRecord[]; story?: HistoryMessage<{ type: string }>; book?: BookEntry[] };

/** What an audience room tells its voyage room. */
export type AudienceNote =
  | { type: 'hello'; since: number } // I listen; send me every record after `since`
  | { type: 'count'; watching: number; allSeeing: number } // who watches through me now
  | { type: 'cheer'; seat: number; emoji: string } // an audience member's cheer, for the captains too
  | { type: 'book'; from: number; entries: BookEntry[] }; // the prediction book's entries from the `from`-th on, for the voyage's store

const REGISTRY = 'voyage-casts';

/** The channel a voyage's step records go out on. */
export function stepsChannel(code: string): string {
  return `steps:${code}`;
}

/** The channel a voyage's captains' emotes go out on, for the audience to see them as late as everything else. */
export function emotesChannel(code: string): string {
  return `emotes:${code}`;
}

/** A captain's emote, stamped with when it was sent. */
export type TimedEmote = { at: number; seat: number; emoji: string };

/** The channel a voyage's audience room talks back on. */
export function audienceChannel(code: string): string {
  return `audience:${code}`;
}

/** A voyage's cast settings, or null when no live voyage has this code. */
export async function readCast(presence: Presence, code: string): Promise<CastEntry | null> {
  const raw = await presence.hget(REGISTRY, code);
  return raw ? (JSON.parse(raw) as CastEntry) : null;
}

/** The voyage room's end of the feed. */
export class CastLink {
  private backlog: StepBatch[] = [];
  private pending: StepRecord[] = [];
  private lastAt = 0;
  private listening = false;
  private introOwed = false; // a new audience said hello before any batch: its story so far and book go with the first
  private readonly hearNote = (note: AudienceNote) => this.hear(note);

  constructor(
    private presence: Presence,
    private code: string,
    private entry: CastEntry,
    private onNote: (note: AudienceNote) => void,
    private history: () => HistoryMessage<{ type: string }>, // the public events shown so far, oldest first, and who sailed each seat when (the room keeps them)
    private book: () => BookEntry[], // the prediction book the voyage's store kept for its audience
  ) {}

  /** Registers the voyage so an audience room can open for it, and listens for that room. */
  async open(): Promise<void> {
    await this.presence.hset(REGISTRY, this.code, JSON.stringify(this.entry));
    await this.presence.subscribe(audienceChannel(this.code), this.hearNote);
  }

  /** Takes a record shown to the captains; it goes out with the next patch's batch. */
  publish(record: StepRecord): void {
    this.pending.push(record);
  }

  /** The room is about to patch: the records since the last patch become one batch, kept for late audiences and sent. */
  flush(): void {
    if (!this.pending.length) return;
    this.lastAt = Math.max(Date.now(), this.lastAt + 1);
    const batch: StepBatch = { at: this.lastAt, records: this.pending };
    const intro = this.introOwed && this.listening ? this.introBefore(batch.at) : null;
    this.introOwed = false;
    this.pending = [];
    this.backlog.push(batch);
    const oldestNeeded = batch.at - this.entry.castDelay * 1000;
    // Keep the newest batch older than the delay window: its last record is the state a newly opened audience shows first.
    while (this.backlog.length > 1 && this.backlog[1].at <= oldestNeeded) this.backlog.shift();
    if (intro) this.send(stepsChannel(this.code), intro);
    if (this.listening) this.send(stepsChannel(this.code), batch);
  }

  /** Hands a captain's emote to the audience room, if one listens. */
  emote(emote: TimedEmote): void {
    if (this.listening) this.send(emotesChannel(this.code), emote);
  }

  /** Stops listening; `forget` also unregisters the voyage (it is over, or gone for good). */
  async close(forget: boolean): Promise<void> {
    this.presence.unsubscribe(audienceChannel(this.code), this.hearNote);
    if (forget) await this.presence.hdel(REGISTRY, this.code);
  }

  private hear(note: AudienceNote): void {
    if (note.type === 'hello') {
      this.listening = true;
      // A new audience first gets the story so far and the kept book, just before the oldest batch it will show; with
      // none kept yet (a voyage reopened after a restart has not patched), they go just before the next one.
      if (note.since === 0 && this.backlog.length) this.send(stepsChannel(this.code), this.introBefore(this.backlog[0].at));
      else if (note.since === 0) this.introOwed = true;
      for (const batch of this.backlog) if (batch.at > note.since) this.send(stepsChannel(this.code), batch);
    }
    this.onNote(note);
  }

  /** What a newly opened audience needs before the batch at `at`: the story so far and the prediction book kept for it. */
  private introBefore(at: number): StepBatch {
    return { at: at - 1, records: [], story: this.storySoFar(), book: this.book() };
  }

  /** The story from before the kept batches: the room's history less what the backlog (and this patch) will show. */
  private storySoFar(): HistoryMessage<{ type: string }> {
    const { events, eras } = this.history();
    const ahead = [...this.backlog.flatMap((b) => b.records), ...this.pending].reduce((n, r) => n + r.events.length, 0);
    const told = Math.max(0, events.length - ahead);
    return { events: events.slice(0, told), eras: eras.filter((era) => era.at < told || era.at === 0) };
  }

  private send(channel: string, message: StepBatch | TimedEmote): void {
    Promise.resolve(this.presence.publish(channel, message)).catch((error: unknown) => {
      console.error(`[voyage ${this.code}] could not publish to its audience`, error);
    });
  }
}
