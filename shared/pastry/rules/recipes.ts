// R6: dealing each captain a secret recipe of 4 different ingredients.
import type { Ingredient, Recipe } from '../types';
import { drawInt, shuffled, type RngHolder } from '../../random';
import { INGREDIENTS } from './board';

/** R6: the most recipes any one ingredient may appear on. */
export const MAX_RECIPES_PER_INGREDIENT = 3;

/** Two pastry names for each ingredient; a recipe is named after one of its own. */
const PASTRY_NAMES: Record<Ingredient, [string, string]> = {
  Flour: ["Ship's Biscuit Tart", 'Harbour Loaf'],
  Sugar: ['Sugar-Crusted Galleon', 'Treasure Meringue'],
  Butter: ['Buttery Kraken Croissant', 'Quarterdeck Shortbread'],
  Eggs: ["Crow's Nest Custard", 'Golden Yolk Flan'],
  Cocoa: ['Black Flag Brownie', 'Cocoa Cannonball Cake'],
  Vanilla: ['Vanilla Doubloon Éclair', "Mermaid's Cream Puff"],
  Cinnamon: ['Cinnamon Compass Roll', 'Spiced Plank Strudel'],
  Coconut: ['Castaway Macaroon', 'Coconut Lagoon Pie'],
};

/** Remaining captains can still each get 4 different ingredients from what capacity is left. */
function feasible(capacity: Map<Ingredient, number>, captainsLeft: number): boolean {
  let slots = 0;
  for (const c of capacity.values()) slots += Math.min(c, captainsLeft);
  return slots >= 4 * captainsLeft;
}

/** R6: deals `count` recipes: 4 different ingredients each, none on more than 3, no two the same set. */
export function dealRecipes(rng: RngHolder, count: number): Recipe[] {
  for (;;) {
    const capacity = new Map(INGREDIENTS.map((i) => [i, MAX_RECIPES_PER_INGREDIENT]));
    const sets = new Set<string>();
    const recipes: Recipe[] = [];
    const names = new Set<string>();
    for (let c = 0; c < count; c++) {
      let picked: Ingredient[] | null = null;
      for (let tries = 0; tries < 40 && !picked; tries++) {
        const candidates = shuffled(
          rng,
          INGREDIENTS.filter((i) => capacity.get(i)! > 0),
        ).slice(0, 4);
        if (candidates.length < 4) break;
        const key = [...candidates].sort().join('+');
        if (sets.has(key)) continue;
        for (const i of candidates) capacity.set(i, capacity.get(i)! - 1);
        if (feasible(capacity, count - c - 1)) {
          picked = candidates;
          sets.add(key);
        } else {
          for (const i of candidates) capacity.set(i, capacity.get(i)! + 1);
        }
      }
      if (!picked) break;
      const options = picked.flatMap((i) => PASTRY_NAMES[i]).filter((n) => !names.has(n));
      const name = options[drawInt(rng, 0, options.length - 1)];
      names.add(name);
      recipes.push({ name, ingredients: picked });
    }
    if (recipes.length === count) return recipes;
  }
}
