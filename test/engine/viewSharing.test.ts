// viewFor shares each part of a view with the views of earlier states wherever the state's part is the same object
// (shared/pastry/view.ts). This pins that a shared part is never stale: at every step of whole voyages (battles, bake-offs,
// sightings surfacing and diving, timeouts, endings), every seat's view and the spectator's equal
// that view made from a fresh copy of the state, whose parts no view has seen; and a part the step did not touch is the same object.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../shared/pastry/index';
import type { GameState, PlayerView } from '../../shared/pastry/types';
import { playVoyage, setupFor, testRandom } from './play';

/** Short timers, so captains time out and creatures surface and dive between actions. */
const TIMED = { turnMs: 900, decisionMs: 500, namingMs: 600, sightingMs: 400 };

/** A copy of the state that shares no object with it. */
const fresh = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;

/** The spectator's view and every seat's, in that order. */
const seatsOf = (s: GameState): (number | null)[] => [null, ...s.captains.map((c) => c.seat)];

/** Each of those views, from the state itself: parts may come from the views of earlier states and of other seats. */
const viewsOf = (s: GameState): PlayerView[] => seatsOf(s).map((seat) => viewFor(s, seat));

/** Each of those views made from nothing: each from its own fresh copy of the state, so no part was made before. */
const viewsFromScratch = (s: GameState): PlayerView[] => seatsOf(s).map((seat) => viewFor(fresh(s), seat));

describe('viewFor shares the views of unchanged parts', () => {
  it('every view equals the view of a fresh copy of its state, at every step of whole voyages', () => {
    let steps = 0;
    let bakes = 0;
    for (let i = 0; i < 5; i++) {
      const setup = setupFor(`view-sharing-${i}`, 2 + (i % 5), i % 2 ? TIMED : {});
      playVoyage(
        setup,
        testRandom(i + 31),
        (state) => {
          steps += 1;
          if (state.bake) bakes += 1;
          expect(viewsOf(state)).toEqual(viewsFromScratch(state));
        },
        0.8,
      );
    }
    expect(steps).toBeGreaterThan(500);
    expect(bakes).toBeGreaterThan(0); // bake-offs under way were among them
  });

  it("a step that changes one captain shares every other captain's view, the board's and the wind's", () => {
    let compared = 0;
    let before: GameState | null = null;
    const setup = setupFor('view-sharing-parts', 4);
    playVoyage(setup, testRandom(5), (state) => {
      if (before && before.crates === state.crates && before.wind === state.wind) {
        const was = viewFor(before, null);
        const now = viewFor(state, null);
        expect(now.board).toBe(was.board);
        expect(now.wind).toBe(was.wind);
        state.captains.forEach((c, i) => {
          if (c === before!.captains[i]) expect(now.captains[i]).toBe(was.captains[i]);
        });
        compared += 1;
      }
      before = state;
    });
    expect(compared).toBeGreaterThan(50);
  });

  it('shared parts are frozen, so no holder of a view can change another view through them', () => {
    const setup = setupFor('view-sharing-frozen', 3);
    const { state } = playVoyage(setup, testRandom(9), () => {}, 0.7, 200);
    const view = viewFor(state, 0);
    expect(Object.isFrozen(view.captains[0])).toBe(true);
    expect(Object.isFrozen(view.captains[0].hold)).toBe(true);
    expect(Object.isFrozen(view.board.islands)).toBe(true);
  });
});
