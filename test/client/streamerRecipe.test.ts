// Streamer mode hides every trace of your recipe: nothing on screen reads it, and "head home" is never said.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../shared/pastry/index';
import { shownRecipe } from '../../client/games/pastry/shownRecipe';
import { homeward } from '../../client/games/pastry/homeward';
import { arrange } from '../engine/fixtures';

const recipe = { name: 'Test Pastry 0', ingredients: ['Flour', 'Sugar', 'Eggs', 'Butter'] } as const;
const state = arrange({ recipes: [[...recipe.ingredients]], holds: [[...recipe.ingredients]] });
const view = viewFor(state, 0);
const mine = { name: recipe.name, ingredients: [...recipe.ingredients] };

describe('streamer mode and your recipe', () => {
  it('the screen reads your recipe only with streamer mode off', () => {
    expect(shownRecipe({ recipe: mine, settings: { streamer: false } })).toEqual(mine);
    expect(shownRecipe({ recipe: mine, settings: { streamer: true } })).toBeNull();
  });

  it('a whole recipe aboard rings the berths and hints home, except in streamer mode', () => {
    expect(homeward({ view, recipe: mine, settings: { streamer: false } })).toBe(true);
    expect(homeward({ view, recipe: mine, settings: { streamer: true } })).toBe(false);
  });
});
