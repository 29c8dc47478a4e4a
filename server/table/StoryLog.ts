// The story so far: the latest public events as clients got them, and who sailed each seat when, so a log told later (a
// reload, a late join, a takeover, an audience) keeps the name of whoever made each move.
import type { HistoryMessage, StoryHand } from '../../shared/table/story';

/** One seat's hands from one event on; `token` names the person (null for a bot seat, or where persons are not told apart). */
type Era = { at: number; seat: number; name: string; hand: StoryHand; token: string | null };

/** The kept events and their eras; positions count every event ever kept, `base` being the first still kept. */
export class StoryLog<E extends { type: string } = { type: string }> {
  private kept: (E & { ms: number })[] = [];
  private eras: Era[] = [];
  private base = 0;
  private unsent = 0; // the newest kept events, broadcast after the next patch: a newcomer before it hears them there

  constructor(private readonly limit: number) {}

  /** The kept events, oldest first. */
  get events(): readonly (E & { ms: number })[] {
    return this.kept;
  }

  /**
   * Events shown after everything kept. Unsent ones go to every client with the next patch, a client joining before then
   * included, so until `sent()` a story told leaves them out rather than tell them twice.
   */
  push(events: readonly (E & { ms: number })[], unsent = false): void {
    this.kept.push(...events);
    if (unsent) this.unsent += events.length;
    this.trim();
  }

  /** The newest `count` kept events go out with the next patch (a story told again between a step and its patch). */
  holdBack(count: number): void {
    this.unsent = Math.min(count, this.kept.length);
  }

  /** The patch has gone out, and with it every event pushed unsent. */
  sent(): void {
    this.unsent = 0;
  }

  /** An older story put in front of everything kept (an audience's backlog): its eras first; a seat it does not name starts its first era with it. */
  prepend({ events, eras }: HistoryMessage<E>): void {
    this.kept.unshift(...events);
    this.base -= events.length;
    const older: Era[] = eras.map(({ at, seat, name, hand }) => ({ at: this.base + at, seat, name, hand, token: null }));
    const named = new Set(older.map((e) => e.seat));
    for (const seat of new Set(this.eras.map((e) => e.seat))) if (!named.has(seat)) this.eras.find((e) => e.seat === seat)!.at = this.base;
    this.eras = [...older, ...this.eras];
    this.trim();
  }

  /** From the next event on, the seat is in these hands (nothing is noted when they have not changed); a seat's first hands tell the whole story kept before them. */
  note(seat: number, name: string, hand: StoryHand, token: string | null): void {
    const last = this.latest(seat);
    const at = last ? this.base + this.kept.length : this.base;
    if (last && last.name === name && last.hand === hand && last.token === token) return;
    if (last && last.at === at) this.eras.splice(this.eras.indexOf(last), 1); // replaced before any event was told under it
    this.eras.push({ at, seat, name, hand, token });
  }

  /** The story as one person hears it: positions within the kept events, and which eras were theirs (by seat token). */
  toldTo(token: string | null): HistoryMessage<E> {
    const eras = this.eras.map(({ at, seat, name, hand, token: held }) => ({ at: Math.max(0, at - this.base), seat, name, hand, mine: token !== null && held === token }));
    return { events: this.unsent ? this.kept.slice(0, this.kept.length - this.unsent) : this.kept, eras };
  }

  private latest(seat: number): Era | undefined {
    for (let i = this.eras.length - 1; i >= 0; i--) if (this.eras[i].seat === seat) return this.eras[i];
    return undefined;
  }

  /** Drops the oldest events past the limit: each seat keeps only the era it was in where the kept story now starts. */
  private trim(): void {
    const dropped = this.kept.length - this.limit;
    if (dropped <= 0) return;
    this.kept.splice(0, dropped);
    this.base += dropped;
    this.unsent = Math.min(this.unsent, this.kept.length);
    const base = this.base;
    const kept = this.eras.filter((era) => era.at >= base || !this.eras.some((later) => later.seat === era.seat && later.at > era.at && later.at <= base));
    this.eras = kept.map((era) => (era.at < base ? { ...era, at: base } : era));
  }
}
