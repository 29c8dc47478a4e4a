// The first game's cast scoreboard (R52): a spectator's scoreboard names no hidden recipe; an all-seeing cast's names
// every captain's, with the ingredients already aboard ticked, from the recipes the room revealed to it; once the ovens
// are lit, every view ticks the crates on the bench.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { viewFor, type GameState } from '../../shared/pastry/index';
import { playVoyage, setupFor, testRandom } from '../engine/play';
import { CaptainScores } from '../../client/games/pastry/cast/Scoreboard';

/** A random voyage's state once some captain holds an ingredient of their recipe and no ovens are lit yet. */
function midVoyage(): GameState {
  let found: GameState | null = null;
  playVoyage(setupFor('cast-scoreboard', 3, { turnMs: 0, decisionMs: 0, namingMs: 0 }), testRandom(5), (s) => {
    const gathering = s.captains.some((c) => c.hold.some((i) => c.recipe.ingredients.includes(i)));
    if (!found && gathering && s.captains.every((c) => c.ovensLitDay === null)) found = structuredClone(s);
  });
  if (!found) throw new Error('no captain gathered an ingredient before the ovens lit');
  return found;
}

/** A random voyage's state once a captain's ovens are lit, with the recipe's crates on Tortuga's bench (R40). */
function ovensLit(): GameState {
  let found: GameState | null = null;
  playVoyage(setupFor('cast-scoreboard-bench', 2, { turnMs: 0, decisionMs: 0, namingMs: 0 }), testRandom(8), (s) => {
    if (!found && s.captains.some((c) => c.ovensLitDay !== null && c.bench.length > 0)) found = structuredClone(s);
  });
  if (!found) throw new Error('no ovens were lit');
  return found;
}

/** The rendered rows, one string of text per captain. */
function rows(html: string): string[] {
  const text = (row: string) =>
    row
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  return html
    .split(/class="cast-captain(?=[" ])/)
    .slice(1)
    .map(text);
}

describe('the cast scoreboard', () => {
  const state = midVoyage();
  const view = viewFor(state, null);

  it("R52 a spectator's scoreboard names no recipe the view hides", () => {
    const html = renderToStaticMarkup(createElement(CaptainScores, { view, revealed: null }));
    for (const c of state.captains) expect(html).not.toContain(c.recipe.name);
    expect(html).not.toContain('cast-recipe');
  });

  it("R52 an all-seeing cast's scoreboard names every recipe, each ingredient aboard ticked", () => {
    const revealed = state.captains.map((c) => c.recipe);
    const html = renderToStaticMarkup(createElement(CaptainScores, { view, revealed }));
    const lines = rows(html);
    expect(lines).toHaveLength(state.captains.length);
    state.captains.forEach((c, seat) => {
      expect(lines[seat]).toContain(c.name);
      expect(lines[seat]).toContain(c.recipe.name);
      const aboard = c.recipe.ingredients.filter((i) => c.hold.includes(i) || c.bench.includes(i));
      expect(lines[seat].split('✓').length - 1).toBe(aboard.length);
    });
    expect(state.captains.some((c) => c.hold.some((i) => c.recipe.ingredients.includes(i)))).toBe(true); // some tick was due
  });

  it('R40 once the ovens are lit, every view names the recipe and ticks the crates on the bench', () => {
    const lit = ovensLit();
    const lines = rows(renderToStaticMarkup(createElement(CaptainScores, { view: viewFor(lit, null), revealed: null })));
    const baker = lit.captains.find((c) => c.ovensLitDay !== null)!;
    expect(lines[baker.seat]).toContain(baker.recipe.name);
    const aboard = baker.recipe.ingredients.filter((i) => baker.hold.includes(i) || baker.bench.includes(i));
    expect(aboard.length).toBeGreaterThan(baker.recipe.ingredients.filter((i) => baker.hold.includes(i)).length); // the bench holds some
    expect(lines[baker.seat].split('✓').length - 1).toBe(aboard.length);
  });

  it("R40 a lit oven shows as an 'Ovens lit' pill in its captain's row, never a bare 🔥 a cheer could be taken for (issue 32)", () => {
    const lit = viewFor(ovensLit(), null);
    const html = renderToStaticMarkup(createElement(CaptainScores, { view: lit, revealed: null }));
    const lines = rows(html);
    const pills = [...html.matchAll(/<span class="cast-oven"[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(pills).toEqual(lit.captains.filter((c) => c.ovensLit).map(() => 'Ovens lit'));
    lit.captains.forEach((c, seat) => expect(lines[seat].includes('Ovens lit')).toBe(c.ovensLit));
    expect(html).not.toContain('🔥');
  });
});
