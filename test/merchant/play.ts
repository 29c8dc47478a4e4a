// Test helper: plays Merchant Voyages with random legal actions, and now and then lets a timer run out, as a server would.
import type { MerchantAction, MerchantEvent, MerchantSetup, MerchantState } from '../../shared/merchant/index';
import { games } from '../../shared/games';
import { testRandom } from '../engine/play';

export { testRandom };

const merchant = games.merchant;

/** One step of a game, for logs and replays. */
export type MerchantStep = { kind: 'action'; seat: number; action: MerchantAction; now: number } | { kind: 'tick'; now: number };

/** A setup of `count` merchants. */
export function merchantSetup(seed: string, count: number, options: MerchantSetup['options']): MerchantSetup {
  return { seed, captains: Array.from({ length: count }, (_, i) => ({ name: `Merchant ${i}` })), options, now: 0 };
}

/**
 * Plays one game to the end with uniformly random legal actions; with timers on, a fifth of the decisions are left to run out.
 * Calls `check` with the state before each step (and the time), then after it with its events.
 */
export function playRandomGame(
  setup: MerchantSetup,
  pick: () => number,
  before: (state: MerchantState, now: number) => void = () => {},
  after: (state: MerchantState, events: MerchantEvent[]) => void = () => {},
): { state: MerchantState; log: MerchantStep[] } {
  let state = merchant.createVoyage(setup);
  const log: MerchantStep[] = [];
  let now = setup.now ?? 0;
  for (let steps = 0; state.phase !== 'over'; steps++) {
    if (steps > 2000) throw new Error(`game ${setup.seed} did not end`);
    now += 1 + Math.floor(pick() * 3000);
    before(state, now);
    let step: MerchantStep;
    if (state.deadline !== null && pick() < 0.2) {
      now = Math.max(now, state.deadline);
      step = { kind: 'tick', now };
    } else {
      const seat = state.actor!;
      const legal = merchant.legalActions(state, seat);
      step = { kind: 'action', seat, action: legal[Math.floor(pick() * legal.length)], now };
    }
    const r = step.kind === 'tick' ? merchant.tick(state, step.now) : merchant.applyAction(state, step.seat, step.action, step.now);
    if (!r.ok) throw new Error(`${JSON.stringify(step)} refused: ${r.error.code}`);
    state = r.state;
    log.push(step);
    after(state, r.events);
  }
  return { state, log };
}
