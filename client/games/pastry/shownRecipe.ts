// Streamer mode hides every trace of your recipe: the board's stars, the island card, the berths' rings and the hints read the
// recipe only through here, and see none while it is on (the recipe card itself stays, blurred until hovered).
import type { Recipe } from '../../../shared/pastry/index';
import type { Settings } from '../../shell/settings';

/** Your recipe as the screen may use it: none while streamer mode is on. */
export function shownRecipe(s: { recipe: Recipe | null; settings: Pick<Settings, 'streamer'> }): Recipe | null {
  return s.settings.streamer ? null : s.recipe;
}
