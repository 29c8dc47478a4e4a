// cloneState names every field (issue 30: a spread per captain was most of a step's cost), so this pins what a copy must
// be: equal to its original in every field and in serialised order, at every step of whole voyages (battles, bake-offs and
// endings included), and sharing nothing the engine changes in place.
import { describe, expect, it } from 'vitest';
import { cloneState } from '../../shared/pastry/state';
import type { GameState } from '../../shared/pastry/types';
import { playVoyage, setupFor, testRandom } from './play';

/** Every state of a few voyages, each phase met at least once. */
function statesOfVoyages(): GameState[] {
  const states: GameState[] = [];
  for (let i = 0; i < 6; i++) playVoyage(setupFor(`copy-${i}`, 2 + (i % 5), { turnMs: 0, decisionMs: 0, namingMs: 0 }), testRandom(i + 7), (state) => states.push(state), 0.7);
  return states;
}

describe('a copy of the voyage (cloneState)', () => {
  const states = statesOfVoyages();

  it('is the original, field for field and in the same order, at every step', () => {
    expect(states.some((s) => s.battle) && states.some((s) => s.bake) && states.some((s) => s.result) && states.some((s) => s.sightings.length)).toBe(true);
    for (const state of states) expect(JSON.stringify(cloneState(state))).toBe(JSON.stringify(state));
  });

  it('shares nothing the engine changes in place', () => {
    const state = states.find((s) => s.bake && s.battle === null) ?? states[states.length - 1];
    const before = JSON.stringify(state);
    const copy = cloneState(state);
    copy.crates[0] = -1;
    copy.captains[0].pos[0] = -1;
    copy.captains[0].hold.push('Flour');
    copy.captains[0].bench.push('Flour');
    copy.captains[0].benchOrder.push('Flour');
    copy.captains[0].benchLocked.push(0);
    copy.captains[0].recipe.ingredients.push('Flour');
    copy.captains[0].photos.push({ creature: 'kraken', points: 1 });
    copy.wind.today = copy.wind.today === 'N' ? 'S' : 'N';
    copy.sightings.push({ id: 'x', seat: 0, creature: 'kraken', points: 1, surfaceAt: 0, up: true });
    copy.bakedToday.push(0);
    copy.goldByDay.push([]);
    copy.tracks.push([]);
    if (copy.bake) copy.bake.open.push('Flour');
    expect(JSON.stringify(state)).toBe(before);
  });
});
