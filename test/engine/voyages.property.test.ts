// Property tests over whole voyages: R19, R49, legalActions accepted, R52 secrets in every view, determinism.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createVoyage, legalActions, tick, viewFor } from '../../shared/index';
import type { Action, GameEvent, GameState } from '../../shared/index';
import { keyOf } from '../../shared/grid';
import { playVoyage, setupFor, testRandom, type Step } from './play';
import { totalCrates } from './fixtures';
import { scrambleSecrets } from './secrets';
import { streamSecret } from '../streamSecrets';

const FAST = { turnMs: 0, decisionMs: 0, namingMs: 0 };
const VOYAGES = 300;

/** Fails the property with a message (cheaper than expect() on every step of 300 voyages). */
function ensure(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** R19, R49 after a step. */
function checkInvariants(s: GameState): void {
  const squares = new Set(s.captains.map((c) => keyOf(c.pos)));
  ensure(squares.size === s.captains.length, `R19 two ships share a square on day ${s.day}`);
  for (const c of s.captains) ensure(c.gold >= 0, `R49 seat ${c.seat} has ${c.gold} gold`);
  ensure(totalCrates(s) === 24, `R49 ${totalCrates(s)} crates in all`);
}

/** Every listed action is accepted and leaves the input untouched. */
function checkLegalAccepted(s: GameState, now: number): void {
  const before = JSON.stringify(s);
  for (const c of s.captains) {
    for (const action of legalActions(s, c.seat)) {
      const r = applyAction(s, c.seat, action, now);
      if (!r.ok) throw new Error(`seat ${c.seat} ${JSON.stringify(action)} refused: ${r.error.code}`);
    }
  }
  ensure(JSON.stringify(s) === before, 'an action changed the state passed in');
}

/** R52: no view changes when a secret it must not show changes, and none carries the seed or the stream. */
function checkSecrets(s: GameState): void {
  for (const seat of [null, ...s.captains.map((c) => c.seat)]) {
    const json = JSON.stringify(viewFor(s, seat));
    ensure(json === JSON.stringify(viewFor(scrambleSecrets(s, seat), seat)), `R52 the view for ${seat} depends on a secret (phase ${s.phase})`);
    ensure(!json.includes(s.seed), 'R52 the seed is in a view');
    ensure(!json.includes(streamSecret(s.rng)), 'R52 the random stream is in a view');
    for (const c of s.captains) {
      if (c.seat !== seat && c.ovensLitDay === null) ensure(!json.includes(c.recipe.name), `R52 seat ${c.seat}'s recipe shows to ${seat}`);
    }
  }
}

/** R52: events are broadcast to everyone, so none may carry a secret either. */
function checkEvents(s: GameState, events: GameEvent[]): void {
  const json = JSON.stringify(events);
  for (const c of s.captains) if (c.ovensLitDay === null) ensure(!json.includes(c.recipe.name), 'R52 an event shows a hidden recipe');
  for (const x of s.sightings) if (!x.up) ensure(!json.includes(x.id), 'R52 an event names a creature before it surfaces');
  ensure(!json.includes(s.seed), 'R52 an event carries the seed');
}

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

describe('R19 R49 R52 random voyages', () => {
  it('R19 R49 R52 300 voyages of 2 to 6 captains: invariants hold, every legal action is accepted, no view leaks a secret', () => {
    let voyages = 0;
    const phases = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (captains, seed, timers) => {
        const setup = setupFor(`prop-${seed}`, captains, timers ? { turnMs: 900, decisionMs: 500, namingMs: 600, sightingMs: 400 } : FAST);
        const { state } = playVoyage(setup, testRandom(seed), (s, events, step) => {
          checkInvariants(s);
          checkLegalAccepted(s, step.now);
          checkSecrets(s);
          checkEvents(s, events);
          phases.add(s.phase);
        });
        expect(state.phase).toBe('over');
        voyages++;
      }),
      { numRuns: VOYAGES },
    );
    expect(voyages).toBe(VOYAGES);
    expect([...phases].sort()).toEqual(['answer', 'bake', 'bribe', 'buy', 'over', 'slip', 'spoils', 'turn']);
  }, 400_000);
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
  });

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
