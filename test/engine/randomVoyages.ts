// Test helper: random whole voyages checked at every step for R19, R49, R52 and "every legal action is accepted". Two
// test files each play half of the voyages, so the two halves run side by side on two cores.
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import fc from 'fast-check';
import { applyAction, legalActions, viewFor } from '../../shared/pastry/index';
import type { GameEvent, GameState, PlayerView } from '../../shared/pastry/index';
import { keyOf } from '../../shared/pastry/grid';
import { frozen } from '../../shared/table/sharedParts';
import { playVoyage, setupFor, testRandom } from './play';
import { totalCrates } from './fixtures';
import { secretScrambler } from './secrets';

/** No timers at all: every decision waits for its captain. */
export const FAST = { turnMs: 0, decisionMs: 0, namingMs: 0 };
/** Short timers, so the random player sometimes lets one run out (R50). */
const TIMED = { turnMs: 900, decisionMs: 500, namingMs: 600, sightingMs: 400 };
/** Every phase a random voyage passes through; each half of the voyages must see them all. */
const PHASES = ['answer', 'bake', 'bribe', 'buy', 'over', 'slip', 'spoils', 'turn'];

/** Fails the property with a message (cheaper than expect() on every step of many voyages). */
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

/**
 * Every listed action is accepted and leaves the input untouched: the state is deep-frozen first (its parts shared with the
 * step before are frozen already), so an action that wrote to it would throw, as modules run in strict mode.
 */
function checkLegalAccepted(s: GameState, now: number): void {
  frozen(s);
  for (const c of s.captains) {
    for (const action of legalActions(s, c.seat)) {
      let r: ReturnType<typeof applyAction>;
      try {
        r = applyAction(s, c.seat, action, now);
      } catch (e) {
        throw new Error(`seat ${c.seat} ${JSON.stringify(action)} changed the state passed in: ${(e as Error).message}`);
      }
      if (!r.ok) throw new Error(`seat ${c.seat} ${JSON.stringify(action)} refused: ${r.error.code}`);
    }
  }
}

/**
 * Two views strictly equal (an undefined field counts), captain by captain: a pair of captain views found equal is not
 * walked again for the next viewer, as the engine shares a captain's view between viewers while that captain is unchanged.
 */
function sameView(a: PlayerView, b: PlayerView, equalCaptains: WeakMap<object, object>): boolean {
  const { captains: mine, ...rest } = a;
  const { captains: theirs, ...restScrambled } = b;
  if (mine.length !== theirs.length || !isDeepStrictEqual(rest, restScrambled)) return false;
  return mine.every((c, i) => {
    if (c === theirs[i] || equalCaptains.get(c) === theirs[i]) return true;
    if (!isDeepStrictEqual(c, theirs[i])) return false;
    equalCaptains.set(c, theirs[i]);
    return true;
  });
}

/**
 * R52: no view changes when a secret it must not show changes. The scrambler alters the seed, the stream and every recipe
 * the viewer may not see, so a view that carried any of them would differ here too. Compared structurally rather than as
 * two JSON texts, with each scrambled part made and viewed once for every viewer: the larger part of these files' time.
 */
function checkSecrets(s: GameState): void {
  const scrambled = secretScrambler(s);
  const equalCaptains = new WeakMap<object, object>();
  for (const seat of [null, ...s.captains.map((c) => c.seat)]) {
    ensure(sameView(viewFor(s, seat), viewFor(scrambled(seat), seat), equalCaptains), `R52 the view for ${seat} depends on a secret (phase ${s.phase})`);
  }
}

/** R52: events are broadcast to everyone, so none may carry a secret either. */
function checkEvents(s: GameState, events: GameEvent[]): void {
  const json = JSON.stringify(events);
  for (const c of s.captains) if (c.ovensLitDay === null) ensure(!json.includes(c.recipe.name), 'R52 an event shows a hidden recipe');
  for (const x of s.sightings) if (!x.up) ensure(!json.includes(x.id), 'R52 an event names a creature before it surfaces');
  ensure(!json.includes(s.seed), 'R52 an event carries the seed');
}

/** Plays `count` random voyages of 2 to 6 captains, half of them with timers, checking every step; all must end and see every phase. */
export function checkRandomVoyages(count: number): void {
  let voyages = 0;
  const phases = new Set<string>();
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (captains, seed, timers) => {
      const setup = setupFor(`prop-${seed}`, captains, timers ? TIMED : FAST);
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
    { numRuns: count },
  );
  expect(voyages).toBe(count);
  expect([...phases].sort()).toEqual(PHASES);
}
