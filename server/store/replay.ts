// Rebuilds a voyage's state by replaying its log through the engine, which is deterministic.
import { applyAction, createVoyage, restartTimers, tick, updateSeat } from '../../shared/index';
import type { GameState, Result, VoyageSetup } from '../../shared/index';
import type { LogEntry } from './VoyageStore';

/** Applies one logged step. */
export function applyEntry(state: GameState, entry: LogEntry): Result {
  switch (entry.kind) {
    case 'action':
      return applyAction(state, entry.seat, entry.action, entry.now);
    case 'tick':
      return tick(state, entry.now);
    case 'seat':
      return updateSeat(state, entry.seat, entry.patch);
    case 'timers':
      return restartTimers(state, entry.now);
  }
}

/** The state after the whole log; throws if a logged step no longer applies (the log and engine disagree). */
export function replayVoyage(setup: VoyageSetup, log: readonly LogEntry[]): GameState {
  let state = createVoyage(setup);
  log.forEach((entry, n) => {
    const result = applyEntry(state, entry);
    if (!result.ok) throw new Error(`replay failed at step ${n} (${entry.kind}): ${result.error.code}`);
    state = result.state;
  });
  return state;
}

/** The latest engine time in a log, so a restored room's game clock carries on from there. */
export function lastTime(setup: VoyageSetup, log: readonly LogEntry[]): number {
  let last = setup.now ?? 0;
  for (const entry of log) if ('now' in entry) last = Math.max(last, entry.now);
  return last;
}
