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

/** Remaining captains can still each get 4 different ingredients from what capacity (by INGREDIENTS index) is left. */
function feasible(capacity: readonly number[], captainsLeft: number): boolean {
  let slots = 0;
  for (const c of capacity) slots += Math.min(c, captainsLeft);
  return slots >= 4 * captainsLeft;
}

/** Each ingredient's index in INGREDIENTS, for capacities kept by index and a recipe's set kept as a bit mask. */
const INDEX_OF = new Map(INGREDIENTS.map((ingredient, i) => [ingredient, i]));

/** The ingredients still under MAX_RECIPES_PER_INGREDIENT, in INGREDIENTS order. */
function available(capacity: readonly number[]): Ingredient[] {
  const out: Ingredient[] = [];
  for (let i = 0; i < INGREDIENTS.length; i++) if (capacity[i] > 0) out.push(INGREDIENTS[i]);
  return out;
}

/** A set of ingredients as a bit mask by INGREDIENTS index: two recipes are the same set when their masks are equal. */
function setMask(ingredients: readonly Ingredient[]): number {
  let mask = 0;
  for (const ingredient of ingredients) mask |= 1 << INDEX_OF.get(ingredient)!;
  return mask;
}

/** Adds `by` to the capacity of each of these ingredients. */
function shift(capacity: number[], ingredients: readonly Ingredient[], by: number): void {
  for (const ingredient of ingredients) capacity[INDEX_OF.get(ingredient)!] += by;
}

/** R6: a recipe's name, drawn among its ingredients' pastry names (in their order) that no earlier recipe took. */
function drawName(rng: RngHolder, picked: readonly Ingredient[], names: readonly string[]): string {
  const options: string[] = [];
  for (const ingredient of picked) for (const name of PASTRY_NAMES[ingredient]) if (!names.includes(name)) options.push(name);
  return options[drawInt(rng, 0, options.length - 1)];
}

/** R6: deals `count` recipes: 4 different ingredients each, none on more than 3, no two the same set. */
export function dealRecipes(rng: RngHolder, count: number): Recipe[] {
  for (;;) {
    const capacity = INGREDIENTS.map(() => MAX_RECIPES_PER_INGREDIENT);
    const sets: number[] = [];
    const recipes: Recipe[] = [];
    const names: string[] = [];
    for (let c = 0; c < count; c++) {
      let picked: Ingredient[] | null = null;
      for (let tries = 0; tries < 40 && !picked; tries++) {
        const candidates = shuffled(rng, available(capacity)).slice(0, 4);
        if (candidates.length < 4) break;
        const set = setMask(candidates);
        if (sets.includes(set)) continue;
        shift(capacity, candidates, -1);
        if (feasible(capacity, count - c - 1)) {
          picked = candidates;
          sets.push(set);
        } else {
          shift(capacity, candidates, 1);
        }
      }
      if (!picked) break;
      const name = drawName(rng, picked, names);
      names.push(name);
      recipes.push({ name, ingredients: picked });
    }
    if (recipes.length === count) return recipes;
  }
}
