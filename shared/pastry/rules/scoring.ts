// R38 and R45 to R48: winners, Best Baker, Best Photographer and the standings.
import type { CaptainState, GameState, VoyageResult } from '../types';
import type { Ctx } from '../state';
import { closeAllSightings } from './sightings';

/** R46: everything the captain brought to the bench: hold plus bench crates. */
function ingredientsHeld(c: CaptainState): number {
  return c.hold.length + c.bench.length;
}

/** R47: how many different ingredients of their own recipe the captain holds, bench included. */
export function recipeProgress(c: CaptainState): number {
  const held = new Set([...c.hold, ...c.bench]);
  return c.recipe.ingredients.filter((i) => held.has(i)).length;
}

/** R46: most ingredients, then most gold, then whoever lit their ovens first (earlier day, then earlier seat). */
export function bestBakerOrder(s: GameState, seats: readonly number[]): number[] {
  return [...seats].sort((x, y) => {
    const a = s.captains[x];
    const b = s.captains[y];
    return ingredientsHeld(b) - ingredientsHeld(a) || b.gold - a.gold || (a.ovensLitDay ?? Infinity) - (b.ovensLitDay ?? Infinity) || x - y;
  });
}

/** R47: winners in Best Baker order, then everyone else by recipe progress, gold and seat. */
export function standings(s: GameState, winners: readonly number[]): number[] {
  const rest = s.captains
    .filter((c) => !winners.includes(c.seat))
    .sort((a, b) => recipeProgress(b) - recipeProgress(a) || b.gold - a.gold || a.seat - b.seat)
    .map((c) => c.seat);
  return [...bestBakerOrder(s, winners), ...rest];
}

/** R38: the highest photograph total wins, ties share; nobody wins it with no photographs at all. */
export function bestPhotographers(s: GameState): number[] {
  const totals = s.captains.map((c) => c.photos.reduce((sum, p) => sum + p.points, 0));
  const best = Math.max(...totals);
  return best > 0 ? totals.flatMap((t, seat) => (t === best ? [seat] : [])) : [];
}

/** R45 to R48: the voyage ends with these winners (none for the day limit). */
export function finishVoyage(ctx: Ctx, winners: number[]): void {
  const { s } = ctx;
  closeAllSightings(ctx);
  const order = bestBakerOrder(s, winners);
  const result: VoyageResult = {
    winners: [...winners].sort((a, b) => a - b),
    bestBaker: order.length ? order[0] : null,
    bestPhotographer: bestPhotographers(s),
    standings: standings(s, winners),
  };
  s.result = result;
  s.phase = 'over';
  s.deadline = null;
  s.battle = null;
  s.bake = null;
  ctx.events.push({ type: 'voyageOver', result });
}
