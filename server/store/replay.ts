// Rebuilds a voyage's state by replaying its log through its game's engine, which is deterministic.
import type { GameModule, TableSetup } from '../../shared/table/gameModule';
import type { LogEntry } from './VoyageStore';
import type { StepResult } from '../../shared/table/step';

/** A game's engine, whatever its view, options and private bits: all a replay, and a running voyage, need. */
// biome-ignore lint/suspicious/noExplicitAny: neither reads the view, options or private bits
export type Engine<S, A, E extends { type: string }> = GameModule<S, A, any, E, any, any>;

/** Applies one logged step through its game's engine. */
export function applyEntry<S, A, E extends { type: string }>(state: S, entry: LogEntry<A>, game: Engine<S, A, E>): StepResult<S, E> {
  switch (entry.kind) {
    case 'action':
      return game.applyAction(state, entry.seat, entry.action, entry.now);
    case 'tick':
      return game.tick(state, entry.now);
    case 'seat':
      return game.updateSeat(state, entry.seat, entry.patch);
    case 'timers':
      return game.restartTimers(state, entry.now);
  }
}

/** What one replayed step hands an observer: its place in the log, the entry, its events and the state after it. */
export type ReplayedStep<S, A, E> = { n: number; entry: LogEntry<A>; events: E[]; state: S };

/** Who watches a replay go by: the state it starts from, then each step (a replay's views, a reopened room's story so far). */
export type ReplayObserver<S, A, E> = { start?(state: S): void; step?(step: ReplayedStep<S, A, E>): void };

/**
 * The state after the whole log, `observer` seeing it on the way; throws if a logged step no longer applies (the log and
 * engine disagree). With `toEnd`, it stops at the step that ended the game: a room goes on logging seat facts after the end
 * (a player's connection dropping as they leave the end screen), which are not the game's, so a finished game's replay,
 * result and summary are all read up to its end, as the result stored when it ended was.
 */
export function replayVoyage<S, A, E extends { type: string }>(
  setup: TableSetup<unknown>,
  log: readonly LogEntry<A>[],
  game: Engine<S, A, E>,
  observer: ReplayObserver<S, A, E> = {},
  toEnd = false,
): S {
  let state = game.createVoyage(setup);
  observer.start?.(state);
  for (let n = 0; n < log.length; n++) {
    const entry = log[n];
    const result = applyEntry(state, entry, game);
    if (!result.ok) throw new Error(`replay failed at step ${n} (${entry.kind}): ${result.error.code}`);
    state = result.state;
    observer.step?.({ n, entry, events: result.events, state });
    if (toEnd && game.isOver(state)) break;
  }
  return state;
}

/** A finished game's state at its end, `observer` seeing every step of the game on the way (replayVoyage with `toEnd`). */
export function replayToEnd<S, A, E extends { type: string }>(setup: TableSetup<unknown>, log: readonly LogEntry<A>[], game: Engine<S, A, E>, observer: ReplayObserver<S, A, E> = {}): S {
  return replayVoyage(setup, log, game, observer, true);
}

/** The latest engine time in a log, so a restored room's game clock carries on from there. */
export function lastTime(setup: TableSetup<unknown>, log: readonly LogEntry<unknown>[]): number {
  let last = setup.now ?? 0;
  for (const entry of log) if ('now' in entry) last = Math.max(last, entry.now);
  return last;
}
