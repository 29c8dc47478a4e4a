// R27, R39: your ship holds its whole recipe and its ovens are not lit yet: Tortuga's berths are where to go next.
import { holdsWholeRecipe } from '../../../shared/pastry/rules/wholeRecipe';
import type { Store } from '../../shell/storeTypes';
import { shownRecipe } from './shownRecipe';

/** Whether this seat should head home to Tortuga to light the ovens (never said in streamer mode: it tells the recipe is whole). */
export function homeward(s: Pick<Store, 'view' | 'recipe'> & Parameters<typeof shownRecipe>[0]): boolean {
  const v = s.view;
  const recipe = shownRecipe(s);
  if (!v || v.you === null || !recipe) return false;
  const me = v.captains[v.you];
  return !me.ovensLit && holdsWholeRecipe(me.hold, recipe.ingredients);
}
