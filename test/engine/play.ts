// Test helper: plays voyages by picking random legal actions, ticking the clock as a server would.
import { applyAction, createVoyage, legalActions, tick } from '../../shared/index';
import type { Action, GameEvent, GameState, VoyageSetup } from '../../shared/index';

/** A tiny seeded generator for choosing among legal actions in tests (not the engine's stream). */
export function testRandom(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a ^= a << 13;
    a ^= a >>> 17;
    a ^= a << 5;
    return (a >>> 0) / 4294967296;
  };
}

/** A setup of `count` captains with the given options. */
export function setupFor(seed: string, count: number, options: VoyageSetup['options'] = {}): VoyageSetup {
  return { seed, captains: Array.from({ length: count }, (_, i) => ({ name: `Captain ${i}` })), options, now: 0 };
}

/** One step of a random voyage: what was done, for logs and replays. */
export type Step = { kind: 'action'; seat: number; action: Action; now: number } | { kind: 'tick'; now: number };

/** Plays one voyage of random legal play; calls `check` after every step. Returns the final state and log. */
export function playRandomVoyage(
  setup: VoyageSetup,
  pick: () => number,
  check: (state: GameState, events: GameEvent[], step: Step) => void = () => {},
  maxSteps = 20_000,
): { state: GameState; log: Step[] } {
  let state = createVoyage(setup);
  let now = setup.now ?? 0;
  const log: Step[] = [];
  for (let i = 0; i < maxSteps && state.phase !== 'over'; i++) {
    now += 1 + Math.floor(pick() * 400);
    const ticked = tick(state, now);
    if (!ticked.ok) throw new Error(ticked.error.message);
    if (ticked.events.length) {
      state = ticked.state;
      const step: Step = { kind: 'tick', now };
      log.push(step);
      check(state, ticked.events, step);
      if (state.phase === 'over') break;
    }
    const seats = state.captains.map((c) => c.seat).filter((seat) => legalActions(state, seat).length > 0);
    const seat = seats[Math.floor(pick() * seats.length)];
    const legal = legalActions(state, seat);
    const action = legal[Math.floor(pick() * legal.length)];
    const result = applyAction(state, seat, action, now);
    if (!result.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} -> ${result.error.code}`);
    state = result.state;
    const step: Step = { kind: 'action', seat, action, now };
    log.push(step);
    check(state, result.events, step);
  }
  return { state, log };
}
