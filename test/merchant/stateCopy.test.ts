// A step works on stepCopy, which shares every part of the state it came from until a rule owns it (ownMerchant,
// ownSegments, ownPirates, ownDemand). This pins what that copy must be: equal to its original in every field and in
// serialised order at every step of whole games (Voyages, decisions and endings included), and never a way for a rule
// to write into the state it was given: every state below is deep-frozen before the engine sees it.
import { describe, expect, it } from 'vitest';
import { stepCopy } from '../../shared/merchant/state';
import type { MerchantState } from '../../shared/merchant/types';
import { games } from '../../shared/games';
import { merchantSetup, playRandomGame, testRandom } from './play';

/** Every state of a few random games of 2 to 4 merchants, timers off (`frozen`: each deep-frozen before its step). */
function statesOfGames(frozen: boolean, options = { turnMs: 0, decisionMs: 0 }): MerchantState[] {
  const states: MerchantState[] = [];
  for (let i = 0; i < 6; i++) {
    playRandomGame(
      merchantSetup(`copy-${i}`, 2 + (i % 3), options),
      testRandom(i + 3),
      (state) => {
        if (frozen) deepFreeze(state);
      },
      (state) => states.push(state),
    );
  }
  return states;
}

/** Freezes `value` and everything in it, so any write to it throws (test files are strict mode). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const part of Object.values(value)) deepFreeze(part);
  }
  return value;
}

describe("a step's copy of the game (stepCopy)", () => {
  const states = statesOfGames(false);

  it('is the original, field for field and in the same order, at every step', () => {
    expect(
      states.some((s) => s.asking) &&
        states.some((s) => s.result) &&
        states.some((s) => s.pirates.revealed.length) &&
        states.some((s) => s.merchants.some((m) => m.ships.some((ship) => ship.at !== 'dock'))),
    ).toBe(true);
    for (const state of states) expect(JSON.stringify(stepCopy(state))).toBe(JSON.stringify(state));
  });

  it('lets no rule write into the state it was given: whole games on frozen states play exactly as on open ones', () => {
    const frozen = statesOfGames(true);
    expect(JSON.stringify(frozen)).toBe(JSON.stringify(states));
    const timed = { turnMs: 45_000, decisionMs: 20_000 };
    expect(JSON.stringify(statesOfGames(true, timed))).toBe(JSON.stringify(statesOfGames(false, timed)));
  });

  it('lets no seat update or timer restart write into the state it was given', () => {
    const state = deepFreeze(structuredClone(states.find((s) => s.asking) ?? states[0]));
    const before = JSON.stringify(state);
    const seat = games.merchant.updateSeat(state, 1, { name: 'Renamed', bot: 'hard', connected: false, auto: true });
    const timers = games.merchant.restartTimers(state, 5_000);
    expect(seat.ok && seat.state.merchants[1].name).toBe('Renamed');
    expect(timers.ok).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
  });
});
