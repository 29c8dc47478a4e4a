// A step works on stepCopy, which shares every part of the state it came from until a rule owns it (shared/pastry/own.ts).
// This pins what that copy must be: equal to its original in every field and in serialised order at every step of whole
// voyages (battles, bake-offs, sightings, timeouts and endings included), and never a way for a rule to write into the state
// it was given: every state below is deep-frozen before the engine sees it, so such a write throws.
import { describe, expect, it } from 'vitest';
import { stepCopy } from '../../shared/pastry/own';
import { applyAction, createVoyage, legalActions, restartTimers, tick, updateSeat } from '../../shared/pastry/index';
import type { GameState, RuleOptions } from '../../shared/pastry/types';
import { playVoyage, setupFor, testRandom } from './play';

const UNTIMED = { turnMs: 0, decisionMs: 0, namingMs: 0 };
/** Short timers, so captains time out, are handed to a bot and creatures surface and dive between actions. */
const TIMED = { turnMs: 900, decisionMs: 500, namingMs: 600, sightingMs: 400 };

/** Every state of a few voyages of 2 to 6 captains (`frozen`: each deep-frozen before the next step reads it). */
function statesOfVoyages(frozen: boolean, options: Partial<RuleOptions> = UNTIMED): GameState[] {
  const states: GameState[] = [];
  for (let i = 0; i < 6; i++) {
    const setup = setupFor(`copy-${i}`, 2 + (i % 5), options);
    states.push(frozen ? deepFreeze(createVoyage(setup)) : createVoyage(setup));
    playVoyage(setup, testRandom(i + 7), (state) => states.push(frozen ? deepFreeze(state) : state), 0.7);
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

describe("a step's copy of the voyage (stepCopy)", () => {
  const states = statesOfVoyages(false);

  it('is the original, field for field and in the same order, at every step', () => {
    expect(
      states.some((s) => s.battle?.offer) &&
        states.some((s) => s.battle?.winner !== null && s.battle) &&
        states.some((s) => s.bake) &&
        states.some((s) => s.result) &&
        states.some((s) => s.sightings.some((x) => x.up)) &&
        states.some((s) => s.captains.some((c) => c.photos.length)),
    ).toBe(true);
    for (const state of states) expect(JSON.stringify(stepCopy(state))).toBe(JSON.stringify(state));
  });

  it('lets no rule write into the state it was given: whole voyages on frozen states play exactly as on open ones', () => {
    expect(JSON.stringify(statesOfVoyages(true))).toBe(JSON.stringify(states));
    const timed = statesOfVoyages(false, TIMED);
    expect(timed.some((s) => s.captains.some((c) => c.missedTurns > 0))).toBe(true);
    expect(JSON.stringify(statesOfVoyages(true, TIMED))).toBe(JSON.stringify(timed));
  });

  it('lets no legal action, tick, timer restart or seat update write into the state it was given', () => {
    const timed = statesOfVoyages(false, TIMED);
    let steps = 0;
    for (const [i, open] of [...states, ...timed].entries()) {
      if (i % 5 && !open.battle && !open.bake && !open.sightings.length) continue; // every battle, bake-off and sighting, and a fifth of the rest
      const state = deepFreeze(structuredClone(open));
      const before = JSON.stringify(state);
      for (const c of state.captains) {
        for (const action of legalActions(state, c.seat)) {
          const now = action.type === 'photo' ? state.sightings.find((x) => x.id === action.sighting)!.surfaceAt : 10_000_000;
          expect(applyAction(state, c.seat, action, now).ok).toBe(true);
          steps++;
        }
        expect(updateSeat(state, c.seat, { name: 'Renamed', bot: 'hard', connected: false, auto: !c.auto }).ok).toBe(true);
      }
      for (const now of [0, 450, 1_000, 10_000_000]) expect(tick(state, now).ok).toBe(true);
      expect(restartTimers(state, 5_000).ok).toBe(true);
      expect(JSON.stringify(state)).toBe(before);
    }
    expect(steps).toBeGreaterThan(1_000);
  });
});
