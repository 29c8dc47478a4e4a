// Looks: every ingredient chip's text has enough contrast on its colour (WCAG AA for large text, 3:1 at least).
import { describe, expect, it } from 'vitest';
import { INGREDIENT_COLOURS, inkOn } from '../../client/games/pastry/ingredientColours';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

describe('ingredient chips', () => {
  it.each(Object.entries(INGREDIENT_COLOURS))('R4 %s reads: its text has at least 4.5:1 contrast on its colour', (_, colour) => {
    expect(contrast(inkOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
  });
});
