// The rules page names no game, so a new game touches only its folder. Its picker, menus and sections come from the registry's games, each from its
// own folder, and every address the lobby and the table link to (a game's about.ts `rules`) is an anchor of the page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games';
import { rulesPageFrom } from '../../client/shell/rules/assembleRulesPage';
import { rulesHtml } from './rulesPage';
import { parseHtml } from './fakeDom';

const page = () => parseHtml(rulesHtml.slice(rulesHtml.indexOf('<body'), rulesHtml.indexOf('</body>') + '</body>'.length));
const frame = readFileSync('client/rules.html', 'utf8');

describe('the rules page', () => {
  it("picks each registered game in the registry's order, each linked to an anchor of its own sections", () => {
    const root = page();
    const picks = root.querySelectorAll('[data-pick]');
    expect(picks.map((a) => a.getAttribute('data-pick'))).toEqual(GAMES.map((g) => g.key));
    expect(picks.map((a) => a.textContent)).toEqual(GAMES.map((g) => g.title));
    const ids = new Set(root.querySelectorAll('[id]').map((el) => el.getAttribute('id')));
    for (const pick of picks) expect(ids.has(pick.getAttribute('href')!.slice(1)), pick.getAttribute('href')!).toBe(true);
    for (const game of GAMES) {
      const [path, hash] = game.rules.split('#');
      expect(path).toBe('/rules.html');
      if (hash) expect(ids.has(hash), game.rules).toBe(true);
    }
  });

  it("shows the first game's menu and hides the others' until their game is read", () => {
    const menus = page().querySelectorAll('[data-game]');
    for (const game of GAMES) expect(menus.filter((m) => m.getAttribute('data-game') === game.key).length, game.key).toBeGreaterThan(0);
    for (const menu of menus) expect(menu.getAttribute('hidden') !== null, menu.getAttribute('data-game')!).toBe(menu.getAttribute('data-game') !== GAMES[0].key);
  });

  it("opens with the first game's hero, from its folder, before the menu", () => {
    const hero = readFileSync(`client/games/${GAMES[0].key}/rules/hero.html`, 'utf8').trim();
    expect(rulesHtml).toContain(hero);
    expect(rulesHtml.indexOf(hero)).toBeLessThan(rulesHtml.indexOf('<nav class="toc"'));
  });

  it('names no game in its frame, and refuses a game without its own parts, by name', () => {
    for (const game of GAMES) expect(frame).not.toContain(`data-pick="${game.key}"`);
    const body = frame.slice(frame.indexOf('<body')); // the head keeps the site's name, the first game's
    for (const game of GAMES) expect(body).not.toContain(game.title);
    const read = (path: string) => {
      if (path.startsWith('games/race/')) throw new Error(`no ${path}`);
      return readFileSync(`client/${path}`, 'utf8');
    };
    expect(() => rulesPageFrom(frame, [...GAMES, { key: 'race', title: 'Race to 40' }], read)).toThrow(/no games\/race\/rules\/sections.html/);
  });
});
