// Test helper: changes every secret a viewer must not see (R52), so a view that leaks one would differ.
import type { Dir, GameState } from '../../shared/pastry/index';
import { scrambledStream } from '../streamSecrets';

const TURN: Record<Dir, Dir> = { N: 'E', E: 'S', S: 'W', W: 'N' };

/** A copy of the state with every secret hidden from `seat` altered: seed, stream, storm direction, hidden recipes, bench contents, waiting sightings. */
export function scrambleSecrets(state: GameState, seat: number | null): GameState {
  // copies what it changes (the state's parts may be shared with the states before it, own.ts)
  const s: GameState = { ...state, wind: { ...state.wind }, captains: state.captains.map((c) => ({ ...c })), sightings: state.sightings.map((x) => ({ ...x })) };
  s.seed = `${s.seed}-scrambled`;
  s.rng = scrambledStream(s.rng);
  if (s.wind.stormTomorrowDir) s.wind.stormTomorrowDir = TURN[s.wind.stormTomorrowDir];
  for (const c of s.captains) {
    if (c.seat !== seat && c.ovensLitDay === null) {
      c.recipe = { name: 'Scrambled Pie', ingredients: [...c.recipe.ingredients].reverse() };
    }
    c.benchOrder = [...c.benchOrder].reverse();
  }
  for (const x of s.sightings) {
    if (!x.up) Object.assign(x, { id: `${x.id}-x`, creature: 'Kraken', points: 10, surfaceAt: x.surfaceAt + 777 });
  }
  return s;
}
