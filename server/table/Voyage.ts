// One running voyage on the server: its game's engine state, its log, and persistence. Every step is written before it is shown.
import type { TableSetup } from '../../shared/table/gameModule';
import type { LogEntry, VoyageStore } from '../store/VoyageStore';
import { applyEntry, lastTime, replayVoyage, type Engine } from '../store/replay';
import type { GameResult } from '../store/finishedGames';
import { CURRENT_STREAM } from '../../shared/random';
import { otherNumbers } from '../store/unresumable';

/** A finished game's result from its final state (the table's `gameResult`), stored as it ends; none: the voyage ends with no result stored. */
export type Conclude<S> = (state: S) => GameResult;

/** What a restore may be told besides: how to conclude the voyage. */
export type RestoreOptions<S> = { conclude?: Conclude<S> };

/** What one applied step produced. */
export type Applied<E = { type: string }> = { events: E[]; step: number };

/** A voyage held by a room: call `apply` with a log entry; it runs the engine, then persists. */
export class Voyage<S extends { seed: string } = { seed: string }, A = unknown, E extends { type: string } = { type: string }> {
  private steps: number;

  private constructor(
    readonly code: string,
    private store: VoyageStore,
    readonly game: Engine<S, A, E>,
    public state: S,
    steps: number,
    private conclude?: Conclude<S>,
  ) {
    this.steps = steps;
  }

  /**
   * Starts a new voyage of `game` and records its setup (naming its random stream, so a replay draws from the same, and its
   * game's numbers edition) and its game; `conclude` gives its result when it ends, stored with its end (issue 31).
   */
  static begin<S extends { seed: string }, A, E extends { type: string }>(
    store: VoyageStore,
    code: string,
    game: Engine<S, A, E>,
    setup: TableSetup<unknown>,
    roomOptions: unknown,
    conclude?: Conclude<S>,
  ): Voyage<S, A, E> {
    const named = { ...setup, stream: setup.stream ?? CURRENT_STREAM, ...(game.edition ? { edition: game.edition } : {}) };
    const state = game.createVoyage(named);
    store.createVoyage(code, named, roomOptions, game.key);
    return new Voyage(code, store, game, state, 0, conclude);
  }

  /** Reopens a stored voyage of `game` by replaying its log (never under numbers it was not dealt under); also hands back its room options, clock, seat tokens and released seats. */
  static restore<S extends { seed: string }, A, E extends { type: string }>(
    store: VoyageStore,
    code: string,
    game: Engine<S, A, E>,
    { conclude }: RestoreOptions<S> = {},
  ): { voyage: Voyage<S, A, E>; roomOptions: unknown; clockAt: number; seatTokens: Map<string, number>; released: number[] } | null {
    const stored = store.load(code);
    if (!stored) return null;
    if (stored.game !== game.key) throw new Error(`Voyage ${code} is a game of ${stored.game}, not ${game.key}.`);
    const numbers = otherNumbers(stored.setup, game);
    if (numbers) throw new Error(`Voyage ${code} is ${numbers}.`);
    const log = stored.log as LogEntry<unknown>[] as LogEntry<A>[];
    const state = replayVoyage(stored.setup, log, game);
    if (stored.status === 'playing' && game.isOver(state)) store.finish(code, conclude?.(state) ?? null); // its last step was written, its end not
    return {
      voyage: new Voyage(code, store, game, state, stored.log.length, conclude),
      roomOptions: stored.room,
      clockAt: lastTime(stored.setup, stored.log),
      seatTokens: stored.seatTokens,
      released: stored.released,
    };
  }

  /** How many steps have been applied, so a scheduled bot move can tell whether play moved on without it. */
  get stepCount(): number {
    return this.steps;
  }

  /** Runs one step through the engine; on success it is persisted before returning. Nothing changes on failure. */
  apply(entry: LogEntry<A>): { ok: true; applied: Applied<E> } | { ok: false; error: { code: string; message: string } } {
    const result = applyEntry(this.state, entry, this.game);
    if (!result.ok) return result;
    if (entry.kind === 'tick' && result.events.length === 0) return { ok: true, applied: { events: [], step: this.steps } };
    this.store.append(this.code, this.steps, entry);
    this.steps += 1;
    const ends = !this.game.isOver(this.state) && this.game.isOver(result.state); // steps after the end (a seat's connection) finish nothing
    this.state = result.state;
    if (ends) this.store.finish(this.code, this.conclude?.(this.state) ?? null);
    return { ok: true, applied: { events: result.events, step: this.steps } };
  }
}
