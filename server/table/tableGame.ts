// What a table room needs of a game beyond its engine: how its show holds the clock, when quick play may seat a newcomer,
// what a bot does beside its turns, and which seat's "Ready?" the clock waits for. The room holds no rule of its own.
import type { GameModule, TableView } from '../../shared/table/gameModule';
import type { TableState } from './TableState';
import type { Schema } from '@colyseus/schema';
import type { StoryHand } from '../../shared/table/story';
import type { ViewMirror } from './stepRecord';
import type { BotLevel } from '../../shared/table/step';
import type { TableErrorCode } from '../../shared/table/errors';
import type { BookEntry } from './predictionBook';

/** A move a bot seat makes beside its turns, prompted by an event (Pastry Pirates: photographing its creature, R37). */
export type SideMove<A, V, E> = {
  /** The seat an event prompts to decide, and the point of play that seeds its dice; null when the event prompts nobody. */
  prompt(event: E): { seat: number; point: string } | null;
  /** The bot's decision from its view and legal actions alone: an action, or none. */
  decide(view: V, legal: A[], level: BotLevel, seed: string): A | null;
};

/** An audience's prediction questions: opened and decided by the public steps as that audience sees them, never by the engine. */
export type AudienceQuestions<V, E> = {
  /** Reads one shown step; `now` is when its events start to play. */
  see(view: V, events: (E & { ms: number })[], now: number): void;
  /** Closes questions whose time is up and decides what waited for its animation. */
  tick(now: number): void;
  /** A member's answer, or why it is refused. */
  answer(member: string, memberName: string, questionId: string, answer: number): { code: TableErrorCode; message: string } | null;
  /** What a member has answered, to send again after a reconnect. */
  answersOf(member: string): { question: string; answer: number }[];
  /** Every change to the questions so far, oldest first: the voyage's store keeps them for a restart (issue 31). */
  entries(): readonly BookEntry[];
  /** Rebuilds the questions of an audience room that came before this one, before this one reads any step. */
  restore(entries: readonly BookEntry[], now: number): void;
};

/** What TV (server/tv/) asks of a game's running table: how lively it is to watch now, and which day or round it is in. */
export type OnAir<V> = {
  /** How worth watching the view is now (0: a quiet moment); tables are compared by it, whatever their game. */
  liveliness(view: V): number;
  /** The day or round the view is in: TV switches away from a table only when this changes. */
  chapter(view: V): number;
};

/** A game at the table: its module and its presentation rules. */
export type TableGame<S, A, V extends TableView, E extends { type: string }> = {
  // biome-ignore lint/suspicious/noExplicitAny: the table never reads a game's options or private bits itself
  module: GameModule<S, A, V, E, any, any>;
  /** The room state this game's table shows: the table's facts, and the mirror of its spectator view under `view`, the one field every game's view sits in. */
  State: new () => TableState & { view: Schema };
  /** Writes the spectator view into that state. */
  mirror: ViewMirror<V>;
  /** For each seat, the waiting-room slot its person sat in: the game deals seats at the start (Pastry Pirates, R8) or keeps them. */
  entrants(state: S): number[];
  /** Whether the game clock stands still for what is shown now: a person waits on it to move, or a show plays for all. */
  holdsTheClock(view: V, botHolds: (seat: number) => boolean): boolean;
  /** Whether quick play may still drop a newcomer into this voyage (there is a voyage left to play). */
  takesNewcomers(view: V): boolean;
  /** Events that play beside the turns and never move play on: they let no clock hold (`holdFor`) go. */
  besidePlay: ReadonlySet<E['type']>;
  /** The message an all-seeing caster gets from every seat's private bits, or null for a game with no secrets per seat. */
  reveal(secrets: unknown[]): unknown;
  /** A finished game in a line: who sat, who won, how long it ran (Pastry Pirates' days, Merchant Voyages' rounds), and its standings' seats (best first) with each seat's figures, if it ranks them. */
  summary(state: S): { captains: string[]; winners: number[]; days: number; standings?: number[]; figures?: Record<string, number>[] };
  /** What TV reads of a running table of this game (issue 31). */
  onAir: OnAir<V>;
  /** Who sails each seat in a view, by name and hand, for the audience's story (it tells no person apart). */
  hands(view: V): { name: string; hand: StoryHand }[];
  /** The audience's prediction questions for one audience room's state, if the game has any. */
  audience?(state: TableState): AudienceQuestions<V, E>;
  /** A bot's moves beside its turns, if the game has any. */
  sideMove?: SideMove<A, V, E>;
  /** The seat whose "Ready?" the game clock waits for after these events, or null (server/table/clockHolds.ts); a game without one never holds. */
  holdFor?(view: V, events: readonly E[]): number | null;
  /** The game time a bot must let pass before it acts in this view (a shuffle still showing), or null. */
  botWaitsUntil?(view: V): number | null;
};

/** Any game's table, for the room that holds one without knowing which. */
// biome-ignore lint/suspicious/noExplicitAny: the room reaches a game only through its module and these rules
export type AnyTableGame = TableGame<any, any, any, any>;
