// What a table needs of a game (docs/rules/ARCHITECTURE.md "a game is a module"): its pure engine, its seats, its bots and its pacing.
// The table room, the audience room, replays and the contract suite use nothing else of a game. Types only: no zod, so the
// client may import it.
import type { StreamKind } from '../random';

import type { GameAbout } from './gameAbout';
import type { BotLevel, StepResult } from './step';

/** Who sits in a seat, as the table sees it: the facts `updateSeat` changes. `auto`: a bot stands in for its absent person (R51). */
export type SeatFacts = { name: string; bot: BotLevel | null; connected: boolean; auto: boolean };

/** What every game's view offers the table: whose move it waits on, and whether play is over. */
export type TableView = { you: number | null; phase: string; actor: number | null };

/** An untrusted action checked against the game's schema: the action, or what is wrong with it. */
export type ParsedAction<A> = { ok: true; action: A } | { ok: false; message: string };

/** The setup every game's createVoyage takes (docs/rules/CONTRACT.md, docs/rules/MERCHANT_CONTRACT.md). */
export type TableSetup<Options> = {
  seed: string;
  captains: { name: string; bot?: BotLevel }[];
  options?: Partial<Options>;
  now?: number;
  stream?: StreamKind;
  edition?: string; // the game's numbers edition it was dealt under; none for a game without one, or one stored before editions
};

/**
 * One game's engine entry points, as MERCHANT_CONTRACT's `GameModule` lists them, and what a table needs besides: its facts
 * (its name, seats, words, timers: `GameAbout`), each seat's facts, the private bits a seat alone receives, its bots, and how long its events take to show.
 */
export type GameModule<S, A, V extends TableView, E extends { type: string }, Options = unknown, Private = null> = GameAbout & {
  /** The edition of the game's tunable numbers, recorded with each new voyage: a stored one dealt under another is not resumed. */
  edition?: string;
  createVoyage(setup: TableSetup<Options>): S;
  applyAction(state: S, seat: number, action: A, now: number): StepResult<S, E>;
  tick(state: S, now: number): StepResult<S, E>;
  updateSeat(state: S, seat: number, patch: Partial<SeatFacts>): StepResult<S, E>;
  restartTimers(state: S, now: number): StepResult<S, E>;
  viewFor(state: S, seat: number | null): V;
  legalActions(state: S, seat: number): A[];
  /** Checks an untrusted payload once, at the table's door. */
  parseAction(payload: unknown): ParsedAction<A>;
  /** Whether play is over: cheap, for a room asking after every step. */
  isOver(state: S): boolean;
  /** Every seat's facts, by seat. */
  seatsOf(state: S): SeatFacts[];
  /** What only this seat may see, sent to it alone (Pastry: its recipe, R52); null for a game without secrets per seat. */
  privateOf(state: S, seat: number): Private;
  /** The point of play a bot decides at: with the voyage's secret key it seeds the bot's dice, the same play the same dice. */
  botPoint(state: S): string;
  /** The bots: an action from `legal`, from the seat's view alone. */
  botAction(view: V, legal: A[], level: BotLevel, seed: string): A;
  /** A slice of the work its bots would do first, for a room to run in a bot's thinking pause; false once none is left. */
  botPrepare?(view: V): boolean;
  /** How long an event takes to show, in milliseconds at pace 1: the server's clock and the client's animations read it. */
  animationMs(event: E): number;
};

/** Any game's module, for code that holds one without knowing which. */
// biome-ignore lint/suspicious/noExplicitAny: a registry entry of unknown game; callers narrow by key
export type AnyGameModule = GameModule<any, any, any, any, any, any>;
