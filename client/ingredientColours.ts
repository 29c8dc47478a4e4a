// A colour for each ingredient, shared by the HUD chips and the 3D crates (kept free of three.js for the first download).
import type { Ingredient } from '../shared/index';

/** Ingredient colours. */
export const INGREDIENT_COLOURS: Record<Ingredient, string> = {
  Flour: '#e8c55a', Sugar: '#f4f1ea', Butter: '#f7e27a', Eggs: '#f5e6c8',
  Cocoa: '#8b4513', Vanilla: '#fff3c4', Cinnamon: '#a0522d', Coconut: '#6b4f2a',
};
