// One running voyage on the server: engine state, its log, and persistence. Every step is written before it is shown.
import type { GameEvent, GameState, Result, VoyageSetup } from '../../shared/index';
import { createVoyage } from '../../shared/index';
import type { LogEntry, VoyageStore } from '../store/VoyageStore';
import { applyEntry, lastTime, replayVoyage } from '../store/replay';

/** What one applied step produced. */
export type Applied = { events: GameEvent[]; step: number };

/** A voyage held by a room: call `apply` with a log entry; it runs the engine, then persists. */
export class Voyage {
  private steps: number;

  private constructor(
    readonly code: string,
    private store: VoyageStore,
    public state: GameState,
    steps: number,
  ) {
    this.steps = steps;
  }

  /** Starts a new voyage and records its setup. */
  static begin(store: VoyageStore, code: string, setup: VoyageSetup, roomOptions: unknown): Voyage {
    const state = createVoyage(setup);
    store.createVoyage(code, setup, roomOptions);
    return new Voyage(code, store, state, 0);
  }

  /** Reopens a stored voyage by replaying its log; also hands back its room options, clock, seat tokens and released seats. */
  static restore(store: VoyageStore, code: string): { voyage: Voyage; roomOptions: unknown; clockAt: number; seatTokens: Map<string, number>; released: number[] } | null {
    const stored = store.load(code);
    if (!stored) return null;
    const state = replayVoyage(stored.setup, stored.log);
    return {
      voyage: new Voyage(code, store, state, stored.log.length),
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
  apply(entry: LogEntry): { ok: true; applied: Applied } | { ok: false; error: { code: string; message: string } } {
    const result: Result = applyEntry(this.state, entry);
    if (!result.ok) return result;
    if (entry.kind === 'tick' && result.events.length === 0) return { ok: true, applied: { events: [], step: this.steps } };
    this.store.append(this.code, this.steps, entry);
    this.steps += 1;
    this.state = result.state;
    if (this.state.phase === 'over') this.store.finish(this.code);
    return { ok: true, applied: { events: result.events, step: this.steps } };
  }
}
