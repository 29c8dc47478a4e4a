// R38: photographs earn the Best Photographer award and nothing in the standings, so the rules page never tells a player
// that a photograph "scores" toward winning (a playtester looked for their photographs in the standings).
import { describe, expect, it } from 'vitest';
import { rulesHtml } from './rulesPage';

describe('what the rules page says of photographs', () => {
  it('says they count toward the Best Photographer award, not the standings, wherever it tells you to take one', () => {
    const told = rulesHtml.split('</p>').filter((p) => p.includes('take its photograph'));
    expect(told.length).toBeGreaterThan(0);
    for (const paragraph of told) expect(paragraph.replace(/<[^>]+>/g, '')).toMatch(/count toward the Best Photographer award.*not toward the standings/);
  });
});
