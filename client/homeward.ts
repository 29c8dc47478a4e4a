// R27, R39: your ship holds its whole recipe and its ovens are not lit yet: Tortuga's berths are where to go next.
import { holdsWholeRecipe } from '../shared/rules/wholeRecipe';
import type { Store } from './store';

/** Whether this seat should head home to Tortuga to light the ovens. */
export function homeward(s: Pick<Store, 'view' | 'recipe'>): boolean {
  const v = s.view;
  if (!v || v.you === null || !s.recipe) return false;
  const me = v.captains[v.you];
  return !me.ovensLit && holdsWholeRecipe(me.hold, s.recipe.ingredients);
}
