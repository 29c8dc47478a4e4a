// Test helper: changes every secret a viewer must not see (R52), so a view that leaks one would differ.
import type { Dir, GameState } from '../../shared/pastry/index';
import { scrambledStream } from '../streamSecrets';

const TURN: Record<Dir, Dir> = { N: 'E', E: 'S', S: 'W', W: 'N' };

type Captain = GameState['captains'][number];

/**
 * Every viewer's scrambled copy of one state: seed, stream, storm direction, hidden recipes, bench orders and waiting
 * sightings altered. Each altered part is made once and shared by the viewers' copies (a captain's scrambled copy is the
 * same whoever looks, but for their own), so the engine's views of those parts are built once per state, as a server's are.
 * The copies never touch the state's own parts, which it may share with the states before it (own.ts).
 */
export function secretScrambler(state: GameState): (seat: number | null) => GameState {
  const wind = { ...state.wind };
  if (wind.stormTomorrowDir) wind.stormTomorrowDir = TURN[wind.stormTomorrowDir];
  const sightings = state.sightings.map((x) => (x.up ? { ...x } : { ...x, id: `${x.id}-x`, creature: 'Kraken' as const, points: 10, surfaceAt: x.surfaceAt + 777 }));
  const shared = { ...state, seed: `${state.seed}-scrambled`, rng: scrambledStream(state.rng), wind, sightings };
  const benchTurned = (c: Captain): Captain => ({ ...c, benchOrder: [...c.benchOrder].reverse() });
  const seen = state.captains.map(benchTurned); // its own captain's copy, or a lit oven's: the recipe shows
  const hidden = state.captains.map((c, i) => (c.ovensLitDay === null ? { ...seen[i], recipe: { name: 'Scrambled Pie', ingredients: [...c.recipe.ingredients].reverse() } } : seen[i]));
  return (seat) => ({ ...shared, captains: state.captains.map((c, i) => (c.seat === seat ? seen[i] : hidden[i])) });
}

/** A copy of the state with every secret hidden from `seat` altered: seed, stream, storm direction, hidden recipes, bench contents, waiting sightings. */
export function scrambleSecrets(state: GameState, seat: number | null): GameState {
  return secretScrambler(state)(seat);
}
