// Issue 9: the voyage room's side of the audience feed. It registers the voyage's cast settings in presence, keeps the
// records of the last `castDelay` seconds, publishes each new record once an audience room listens, and hears that room's
// notes (hello, head counts, cheers). Presence pub/sub works across processes on Redis.
import type { Presence } from '@colyseus/core';
import type { StepRecord } from './stepRecord';

/** A voyage's cast settings, as the audience room reads them when it opens. */
export type CastEntry = { castDelay: number; casterKey: string };

/** What an audience room tells its voyage room. */
export type AudienceNote =
  | { type: 'hello'; since: number }                           // I listen; send me every record after `since`
  | { type: 'count'; watching: number; allSeeing: number }    // who watches through me now
  | { type: 'cheer'; seat: number; emoji: string };           // an audience member's cheer, for the captains too

const REGISTRY = 'voyage-casts';

/** The channel a voyage's step records go out on. */
export function stepsChannel(code: string): string {
  return `steps:${code}`;
}

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
  private backlog: StepRecord[] = [];
  private listening = false;
  private readonly hearNote = (note: AudienceNote) => this.hear(note);

  constructor(
    private presence: Presence,
    private code: string,
    private entry: CastEntry,
    private onNote: (note: AudienceNote) => void,
  ) {}

  /** Registers the voyage so an audience room can open for it, and listens for that room. */
  async open(): Promise<void> {
    await this.presence.hset(REGISTRY, this.code, JSON.stringify(this.entry));
    await this.presence.subscribe(audienceChannel(this.code), this.hearNote);
  }

  /** Keeps a new record for late audiences and sends it to the audience room, if one listens. */
  publish(record: StepRecord): void {
    this.backlog.push(record);
    const oldestNeeded = record.at - this.entry.castDelay * 1000;
    // Keep the newest record older than the delay window: it is the state a newly opened audience shows first.
    while (this.backlog.length > 1 && this.backlog[1].at <= oldestNeeded) this.backlog.shift();
    if (this.listening) this.send(record);
  }

  /** Stops listening; `forget` also unregisters the voyage (it is over, or gone for good). */
  async close(forget: boolean): Promise<void> {
    this.presence.unsubscribe(audienceChannel(this.code), this.hearNote);
    if (forget) await this.presence.hdel(REGISTRY, this.code);
  }

  private hear(note: AudienceNote): void {
    if (note.type === 'hello') {
      this.listening = true;
      for (const record of this.backlog) if (record.at > note.since) this.send(record);
    }
    this.onNote(note);
  }

  private send(record: StepRecord): void {
    Promise.resolve(this.presence.publish(stepsChannel(this.code), record)).catch((error: unknown) => {
      console.error(`[voyage ${this.code}] could not publish a step to its audience`, error);
    });
  }
}
