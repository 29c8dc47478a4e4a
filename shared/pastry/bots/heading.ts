// What a bot's captain was heading for, read from its seat's view as the bot reads it (issue 31: the card a newcomer who
// takes over a bot's ship gets): the recipe ingredients still to gather, the nearest island that sells one of them, or
// home to Tortuga to bake once the hold is complete (R23 to R27, R39).
import type { Ingredient, PlayerView } from '../types';
import { cellOf, chartFor, daysAveraged, dockDays, homeDays } from './navigation';
import { heavyHold } from './outlook';

/** Where the ship was bound: an island and its ingredient, home to bake, a rival holding what no island sells, or nothing (no recipe in view, or ovens lit). */
export type Heading = { kind: 'island'; ingredient: Ingredient; missing: Ingredient[]; days: number } | { kind: 'home'; days: number } | { kind: 'rival'; missing: Ingredient[] } | { kind: 'none' };

/** The heading of the captain the view is for (`view.you`), from its recipe, hold and position alone. */
export function headingOf(view: PlayerView): Heading {
  const me = view.you === null ? undefined : view.captains[view.you];
  if (!me?.recipe || me.ovensLit) return { kind: 'none' };
  const chart = chartFor(view.board);
  const cell = cellOf(me.pos);
  const heavy = heavyHold(me.hold.length);
  const missing = me.recipe.ingredients.filter((x) => !me.hold.includes(x));
  if (missing.length === 0) return { kind: 'home', days: Math.ceil(daysAveraged(homeDays(chart, heavy), cell)) };
  const open = view.board.islands.map((isl, i) => ({ isl, i })).filter(({ isl }) => missing.includes(isl.ingredient) && isl.crates > 0);
  const nearest = open.map(({ isl, i }) => ({ ingredient: isl.ingredient, days: daysAveraged(dockDays(chart, i, heavy), cell) })).sort((a, b) => a.days - b.days)[0];
  if (!nearest) return { kind: 'rival', missing };
  return { kind: 'island', ingredient: nearest.ingredient, missing, days: Math.ceil(nearest.days) };
}
