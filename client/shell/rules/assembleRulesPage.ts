// The rules page, assembled from the games' own parts (the page names no game, so a new game touches only its folder): client/rules.html is the house's
// frame, and each game of the registry brings its menu (client/games/<key>/rules/contents.html) and its rules
// (client/games/<key>/rules/sections.html, with the script that fills its numbers, and any parts it names), in the registry's order. The picker
// links each game's title to where its sections start, its first anchor, so every anchor of the page keeps its address.
// Vite assembles it as it builds the page (vite.config.ts); the tests read the same page through rulesPageFrom.

/** A game as the rules page knows it: its key and title (shared/<game>/about.ts). */
export type RulesGame = { key: string; title: string };

/** The frame's places for the games' parts. */
const PLACES = { first: '%FIRST_GAME%', hero: '<!-- games: hero -->', picker: '<!-- games: picker -->', contents: '<!-- games: contents -->', sections: '<!-- games: sections -->' };

/** Where a game's sections start: their first anchor. */
function startOf(game: RulesGame, sections: string): string {
  const id = /\sid="([^"]+)"/.exec(sections)?.[1];
  if (!id) throw new Error(`The rules page's ${game.title} sections have no anchor to start at`);
  return id;
}

/** A game's sections with each `<!-- part: FILE -->` line replaced by that file of its rules folder, so long rules keep one file a topic. */
function withParts(key: string, sections: string, read: (path: string) => string): string {
  return sections.replace(/<!-- part: ([\w/.-]+\.html) -->/g, (_, file: string) => read(`games/${key}/rules/${file}`));
}

/** Puts `part` where the frame's `place` is, once. */
function put(page: string, place: string, part: string): string {
  if (!page.includes(place)) throw new Error(`The rules page's frame has no ${place}`);
  return page.replace(place, () => part);
}

/** The rules page from its frame and each game's parts, read by `read` (a path under client/); the first game's hero opens it and its menu is shown first. */
export function rulesPageFrom(frame: string, games: readonly RulesGame[], read: (path: string) => string): string {
  const parts = games.map((game, i) => {
    const sections = withParts(game.key, read(`games/${game.key}/rules/sections.html`), read);
    const contents = read(`games/${game.key}/rules/contents.html`);
    const current = i === 0 ? ' aria-current="true"' : '';
    return {
      pick: `<a href="#${startOf(game, sections)}" data-pick="${game.key}"${current}>${game.title}</a>`,
      contents: i === 0 ? contents : contents.replaceAll(`data-game="${game.key}"`, `data-game="${game.key}" hidden`),
      sections,
    };
  });
  let page = put(frame, PLACES.first, games[0]?.key ?? '');
  page = put(page, PLACES.hero, games[0] ? read(`games/${games[0].key}/rules/hero.html`) : '');
  page = put(page, PLACES.picker, parts.map((p) => p.pick).join(''));
  page = put(page, PLACES.contents, parts.map((p) => p.contents).join(''));
  return put(page, PLACES.sections, parts.map((p) => p.sections).join('\n'));
}
