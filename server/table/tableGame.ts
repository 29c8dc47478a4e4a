// What a table room needs of a game beyond its engine: how its show holds the clock, when quick play may seat a newcomer,
// what a bot does beside its turns, and what waits for a person's "Ready?". The room holds no rule of its own.
import type { BotLevel } from '../../shared/types';
import type { GameModule, TableView } from '../../shared/table/gameModule';

/** A move a bot seat makes beside its turns, prompted by an event (Pastry Pirates: photographing its creature, R37). */
export type SideMove<A, V, E> = {
  /** The seat an event prompts to decide, and the point of play that seeds its dice; null when the event prompts nobody. */
  prompt(event: E): { seat: number; point: string } | null;
  /** The bot's decision from its view and legal actions alone: an action, or none. */
  decide(view: V, legal: A[], level: BotLevel, seed: string): A | null;
};

/** A game at the table: its module and its presentation rules. */
// biome-ignore lint/suspicious/noExplicitAny: the table never reads a game's options or private bits itself
export type TableGame<S, A, V extends TableView, E extends { type: string }> = {
  module: GameModule<S, A, V, E, any, any>;
  /** Whether the game clock stands still for what is shown now: a person waits on it to move, or a show plays for all. */
  holdsTheClock(view: V, botHolds: (seat: number) => boolean): boolean;
  /** Whether quick play may still drop a newcomer into this voyage (there is a voyage left to play). */
  takesNewcomers(view: V): boolean;
  /** Events that play beside the turns and never move play on: they let no "Ready?" hold go. */
  besidePlay: ReadonlySet<E['type']>;
  /** A bot's moves beside its turns, if the game has any. */
  sideMove?: SideMove<A, V, E>;
  /** The seat whose "Ready?" the clock waits for after these events (a baker's next attempt), or null. */
  readyHoldFor?(view: V, events: E[]): number | null;
  /** The game time a bot must let pass before it acts in this view (a shuffle still showing), or null. */
  botWaitsUntil?(view: V): number | null;
};
