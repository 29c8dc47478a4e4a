// A colour and an icon for each ingredient, shared by the HUD chips, the 3D crates and the price flags (kept free of
// three.js for the first download).
import type { Ingredient } from '../../../shared/pastry/index';

/** Each ingredient's icon: on its chip, the cast's recipe track and its island's price flag, so a flag names its island. */
export const INGREDIENT_ICONS: Record<Ingredient, string> = { Flour: '🌾', Sugar: '🧊', Butter: '🧈', Eggs: '🥚', Cocoa: '🍫', Vanilla: '🌼', Cinnamon: '🪵', Coconut: '🥥' };

/** Ingredient colours. */
export const INGREDIENT_COLOURS: Record<Ingredient, string> = {
  Flour: '#e8c55a',
  Sugar: '#f4f1ea',
  Butter: '#f7e27a',
  Eggs: '#f5e6c8',
  Cocoa: '#8b4513',
  Vanilla: '#fff3c4',
  Cinnamon: '#a0522d',
  Coconut: '#6b4f2a',
};

/** The ink that reads on an ingredient's colour: white on the dark ones (Cocoa, Cinnamon, Coconut), ink-brown elsewhere. */
export function inkOn(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance < 0.45 ? '#ffffff' : '#3b2a1a';
}
