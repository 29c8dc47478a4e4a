// Property tests over whole voyages: R19, R49, legalActions accepted, R52 secrets in every view, determinism.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createVoyage, legalActions, tick } from '../../shared/pastry/index';
import type { Action, GameEvent, GameState } from '../../shared/pastry/index';
import { playVoyage, setupFor, testRandom, type Step } from './play';
import { FAST, checkRandomVoyages } from './randomVoyages';

/** Replays a log from the setup, returning the states and events after each step. */
function replay(setup: Parameters<typeof createVoyage>[0], log: Step[], roundTrip: boolean) {
  let state = createVoyage(setup);
  const states: GameState[] = [];
  const events: GameEvent[][] = [];
  for (const step of log) {
    if (roundTrip) state = JSON.parse(JSON.stringify(state));
    const r = step.kind === 'tick' ? tick(state, step.now) : applyAction(state, step.seat, step.action, step.now);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
    states.push(state);
    events.push(r.events);
  }
  return { states, events };
}

describe('R19 R49 R52 random voyages (the first half; voyagesMore.property.test.ts plays the second)', () => {
  it('R19 R49 R52 150 voyages of 2 to 6 captains: invariants hold, every legal action is accepted, no view leaks a secret', () => checkRandomVoyages(150), 400_000);
});

describe('Determinism', () => {
  it('R8 R12 the same setup and log give deep-equal states and events, also after a JSON round trip', () => {
    for (let i = 0; i < 12; i++) {
      const setup = setupFor(`det-${i}`, 2 + (i % 5), i % 2 ? FAST : { turnMs: 700, decisionMs: 300, namingMs: 400, sightingMs: 300 });
      const states: GameState[] = [];
      const events: GameEvent[][] = [];
      const { log } = playVoyage(setup, testRandom(1000 + i), (s, e) => {
        states.push(s);
        events.push(e);
      });
      const plain = replay(setup, log, false);
      const parsed = replay(setup, log, true);
      expect(plain.states).toEqual(states);
      expect(plain.events).toEqual(events);
      expect(parsed.states).toEqual(states);
      expect(parsed.events).toEqual(events);
    }
  }, 180_000); // about 12 s alone; 48 s once with both cores loaded four times over

  it('R8 different seeds give different voyages', () => {
    const a = createVoyage(setupFor('one', 4));
    const b = createVoyage(setupFor('two', 4));
    expect(a.board).not.toEqual(b.board);
  });
});

describe('Bad input', () => {
  it('R21 malformed actions are refused with bad-action and change nothing', () => {
    const state = createVoyage(setupFor('bad', 3));
    const before = JSON.stringify(state);
    fc.assert(
      fc.property(fc.anything(), (payload) => {
        const r = applyAction(state, 0, payload as never, 1);
        if (r.ok) {
          // Only a well-formed, legal action may pass; then it must be one the engine lists.
          expect(legalActions(state, 0)).toContainEqual(payload);
        } else {
          expect(typeof r.error.code).toBe('string');
        }
      }),
      { numRuns: 2000 },
    );
    for (const payload of [
      null,
      42,
      'sail',
      { type: 'sail' },
      { type: 'sail', route: ['X'] },
      { type: 'battle', target: 'one' },
      { type: 'bribe', offer: { gold: 1.5 } },
      { type: 'endTurn', extra: true },
      { type: 'name', crates: Array(100).fill(0) },
    ]) {
      const r = applyAction(state, 0, payload as never, 1);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-action');
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it('R21 a seat that does not exist, or a time that is not a number, is refused', () => {
    const state = createVoyage(setupFor('seatless', 2));
    for (const seat of [-1, 2, 1.5, NaN]) {
      const r = applyAction(state, seat, { type: 'endTurn' }, 1);
      expect(r.ok ? '' : r.error.code).toBe('bad-seat');
    }
    const r = applyAction(state, 0, { type: 'endTurn' }, NaN);
    expect(r.ok ? '' : r.error.code).toBe('bad-time');
  });

  it('R22 actions out of turn are refused with not-your-turn, state unchanged', () => {
    const state = createVoyage(setupFor('order', 3));
    const before = JSON.stringify(state);
    for (const action of [{ type: 'endTurn' }, { type: 'dock' }, { type: 'sail', route: [] }] as Action[]) {
      const r = applyAction(state, 2, action, 1);
      expect(r.ok ? '' : r.error.code).toBe('not-your-turn');
    }
    expect(JSON.stringify(state)).toBe(before);
  });

  it('R45 after the voyage ends every action is refused with game-over', () => {
    const { state } = playVoyage(setupFor('over', 2, FAST), testRandom(7));
    expect(state.phase).toBe('over');
    const r = applyAction(state, state.turn, { type: 'endTurn' }, 1e9);
    expect(r.ok ? '' : r.error.code).toBe('game-over');
    expect(legalActions(state, 0)).toEqual([]);
  });
});
