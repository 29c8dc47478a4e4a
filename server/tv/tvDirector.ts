// TV's director (issue 31): from the public tables every room lists for TV (server/table/tvListing.ts) it picks the
// liveliest, by each game's own measure, and switches only when the day or round of the table on air ends (or the table
// ends, after its final card has had its time), as late as TV's audience sees that moment. With no public game running it
// starts a bots-only exhibition game, alternating the games, and ends the exhibitions once real games run. With several
// processes only the lease holder's director looks (tvStation.ts); its state goes into the presence after each look, so
// the process that takes over adopts it and carries the same channel on.
import type { OnAirFacts } from '../table/tvListing';

/** A table as TV sees it: its code and the facts it lists. */
export type ListedTable = OnAirFacts & { code: string };

/** What the director asks of the server. */
export type DirectorHands = {
  games: readonly string[]; // the games exhibitions take turns with, in order
  startExhibition(game: string): Promise<string>; // a new bots-only table of that game; its code
  endExhibition(code: string): Promise<void>; // an exhibition no longer needed
};

/** A little more than the audience room's own margin: the boundary has reached TV's viewers before the switch. */
export const SWITCH_MARGIN_MS = 1_000;
/** How long an ended table's final card stays on air before TV moves on. */
export const FINALE_MS = 15_000;
/** How long an exhibition may take to set sail before another is tried. */
export const EXHIBITION_START_MS = 30_000;

/** What a director carries from one look to the next: another process's director adopts it to carry the channel on. */
export type DirectorState = {
  shown: { table: ListedTable; chapter: number; endedAt: number | null } | null; // on air, in which chapter, ended when
  next: { code: string; at: number } | null; // a switch decided at a boundary, and its moment
  lastExhibition: string | null; // the game the last exhibition played
  starting: { code: string | null; since: number } | null; // an exhibition asked for, not yet listed
};

/** One server's TV: call `see` with every look at the tables; `onAir` is what it shows. */
export class TvDirector {
  private shown: DirectorState['shown'] = null;
  private next: DirectorState['next'] = null;
  private lastExhibition: DirectorState['lastExhibition'] = null;
  private starting: DirectorState['starting'] = null;
  private ended = new Set<string>();

  constructor(private hands: DirectorHands) {}

  /** The table on air, as last seen, or null before there is one. */
  get onAir(): ListedTable | null {
    return this.shown?.table ?? null;
  }

  /** What it carries between looks, for the presence. */
  get state(): DirectorState {
    return structuredClone({ shown: this.shown, next: this.next, lastExhibition: this.lastExhibition, starting: this.starting });
  }

  /** Carries on another director's channel: the same table on air, the same switch to come, no second exhibition. */
  adopt(state: DirectorState): void {
    ({ shown: this.shown, next: this.next, lastExhibition: this.lastExhibition, starting: this.starting } = structuredClone(state));
  }

  /** One look at the listed tables at `now` (ms): a switch whose moment came, an exhibition if none runs, a decision at a boundary. */
  async see(tables: readonly ListedTable[], now: number): Promise<void> {
    const live = tables.filter((t) => !t.over);
    const real = live.filter((t) => !t.exhibition);
    const pool = real.length ? real : live; // exhibitions are only for when no real game runs
    for (const code of this.ended) if (!tables.some((t) => t.code === code)) this.ended.delete(code); // gone for good
    if (this.starting?.code && tables.some((t) => t.code === this.starting?.code)) this.starting = null; // it set sail
    const missed = this.takeNext(tables, now);
    this.decide(tables, pool, now, missed);
    if (!pool.length) await this.keepExhibitionGoing(tables, now);
    if (real.length) await this.endExhibitions(live);
  }

  /**
   * A switch decided at a boundary goes on air once its moment has come, if its table still runs; if it no longer does,
   * returns that moment, so the boundary's pick is made again and goes on air at once.
   */
  private takeNext(tables: readonly ListedTable[], now: number): number | null {
    if (!this.next || now < this.next.at) return null;
    const { code, at } = this.next;
    const table = tables.find((t) => t.code === code && !t.over);
    this.next = null;
    if (!table) return at;
    this.shown = { table, chapter: table.chapter, endedAt: null };
    return null;
  }

  /** Stays with the table on air within its chapter; at its boundary, or its end, picks the liveliest and schedules the switch. */
  private decide(tables: readonly ListedTable[], pool: readonly ListedTable[], now: number, missed: number | null): void {
    if (this.next) return;
    const shown = this.shown;
    const current = shown ? tables.find((t) => t.code === shown.table.code) : undefined;
    if (shown && current) shown.table = current;
    if (shown && current && !current.over && current.chapter === shown.chapter) return; // mid-chapter: stay
    if (shown && (!current || current.over)) shown.endedAt ??= now;
    const best = liveliest(pool, shown?.table.code ?? null);
    if (!best) return;
    if (shown && best.code === shown.table.code) {
      shown.chapter = best.chapter; // the same table stays on for its next day or round
      return;
    }
    const behind = (shown?.table.castDelay ?? 0) * 1000;
    const at = !shown ? now : (missed ?? (shown.endedAt !== null ? shown.endedAt + behind + FINALE_MS : now + behind + SWITCH_MARGIN_MS));
    this.next = { code: best.code, at };
    if (at <= now) this.takeNext(tables, now);
  }

  /** With no public game running, an exhibition of the next game in turn, unless one is already setting sail. */
  private async keepExhibitionGoing(tables: readonly ListedTable[], now: number): Promise<void> {
    const waiting = this.starting;
    if (waiting && (waiting.code === null || !tables.some((t) => t.code === waiting.code)) && now - waiting.since < EXHIBITION_START_MS) return;
    const { games } = this.hands;
    const game = games[(games.indexOf(this.lastExhibition ?? '') + 1) % games.length];
    this.lastExhibition = game;
    const starting = (this.starting = { code: null as string | null, since: now });
    try {
      starting.code = await this.hands.startExhibition(game);
    } catch (error) {
      this.starting = null;
      console.error(`[tv] could not start an exhibition of ${game}`, error);
    }
  }

  /** Real games run: every exhibition neither on air nor next ends (once). */
  private async endExhibitions(live: readonly ListedTable[]): Promise<void> {
    for (const t of live) {
      if (!t.exhibition || t.code === this.shown?.table.code || t.code === this.next?.code || this.ended.has(t.code)) continue;
      this.ended.add(t.code);
      await this.hands.endExhibition(t.code).catch((error: unknown) => console.error(`[tv] could not end exhibition ${t.code}`, error));
    }
  }
}

/** The liveliest table; the one on air wins a tie, so TV does not hop between equals. */
export function liveliest(pool: readonly ListedTable[], onAir: string | null): ListedTable | null {
  let best: ListedTable | null = null;
  for (const t of pool) if (!best || t.liveliness > best.liveliness || (t.liveliness === best.liveliness && t.code === onAir)) best = t;
  return best;
}
