// What GET /api/voyages?finished=1 and GET /api/voyages/CODE/replay answer (issue 31): the server writes them, the client
// reads them. Types only, free of zod, so the client may import them. Every game time here is the engine's own (the
// game clock's milliseconds), as a replay plays on a clock of its own.
import type { BotLevel } from './step';
import type { LengthKey } from './voyageSummary';
import type { ViewPatch } from './viewPatch';

/** A seat of a finished game as it ended: its name, and its bot's level (null: a person sailed it at the end). */
export type FinishedSeat = { name: string; bot: BotLevel | null };

/**
 * A finished game in the list, as stored when it ended (a re-tune never changes who won): its code, game and title, when
 * it finished (wall-clock ms, unique in a database, so it pages exactly), its seats, its winners (seat numbers) and its
 * length in the game's own words (`days`, `rounds`).
 */
export type FinishedVoyage = { code: string; game: string; title: string; finishedAt: number; seats: FinishedSeat[]; winners: number[] } & Partial<Record<LengthKey, number>>;

/** One page of finished games, newest first; `next` is the `before` that asks for the page after it (null: none). */
export type FinishedPage = { voyages: FinishedVoyage[]; next: number | null };

/** One logged step of a replay: the game time it ran at, its public events (each with its animation time at pace 1), and what it changed in the spectator view (viewPatch.ts). */
export type ReplayStep<E extends { type: string } = { type: string }> = { now: number; events: (E & { ms: number })[]; patch: ViewPatch };

/** A spectator view to seek to: the view after the first `step` steps, which opens day (or round) `round`. */
export type ReplaySeek<V = unknown> = { step: number; round: number; view: V };

/** The setup's public facts: who was dealt in (names and bot levels, in the waiting room's order), the timers, the numbers edition. */
export type ReplaySetup = { captains: FinishedSeat[]; options: Record<string, unknown>; edition?: string; startedAt: number };

/**
 * A finished game's replay, computed from its log by its engine: only what was public while it ran (R52, M41), plus what
 * the end reveals (`revealed`: Pastry Pirates' recipes). No seat token, no seed, no random stream.
 */
export type Replay<V = unknown, E extends { type: string } = { type: string }> = FinishedVoyage & {
  setup: ReplaySetup;
  steps: ReplayStep<E>[];
  seeks: ReplaySeek<V>[]; // the start (step 0), then the first view of each new day or round
  final: V; // the spectator view at the end: the stored one, exactly
  revealed: unknown;
};

/** Why a finished game has no replay on this build (it answers 410 with this): dealt under numbers this build no longer has, or its log no longer replays to its stored end. */
export type ReplayUnavailable = { error: string; unavailable: 'edition' | 'engine' | 'game'; voyage: FinishedVoyage | null };

/** What the replay player plays: a finished game's replay, or a recap of a game under way (its steps, their stored views, and the game time before its first step). */
export type PlayableReplay<V = unknown, E extends { type: string } = { type: string }> = Pick<Replay<V, E>, 'code' | 'game' | 'title' | 'steps' | 'seeks'> & { setup: Pick<ReplaySetup, 'startedAt'> };

/**
 * A catch-up recap of a game under way (issue 31): its previous full day (or round), `round`, replayed from its log through
 * the viewer's own view (a spectator's, or that seat's, `seat`): only what that viewer saw then (R52, M41). Its one seek is
 * the view that opened the day; `final` is the view that opened the next one. No seed, stream or seat token.
 */
export type Recap<V = unknown, E extends { type: string } = { type: string }> = PlayableReplay<V, E> & { round: number; seat: number | null; final: V };

/** The header a seated player's recap request proves its seat with: that seat's token, never a seat number. */
export const SEAT_TOKEN_HEADER = 'x-seat-token';
