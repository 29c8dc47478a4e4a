// The Merchant end screen (M31): the standings, each merchant's Prestige with what Coins count added told apart, and the
// audience's best predictors as the room ranks them, as at the first game's end (a playtest found them missing here).
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { merchantViewFor } from '../../shared/merchant/index';
import { merchantSetup, playRandomGame, testRandom } from '../merchant/play';
import { EndScreen } from '../../client/games/merchant/hud/EndScreen';

/** A spectator's view of a finished random game. */
function finished() {
  return finishedWithCount().view;
}

/** A finished random game's view, with the Prestige each seat's coins scored as the engine told it (its coinsCounted events). */
function finishedWithCount() {
  const counted = new Map<number, { coins: number; prestige: number }>();
  const { state } = playRandomGame(
    merchantSetup('end-screen', 3, { turnMs: 0, decisionMs: 0 }),
    testRandom(11),
    () => undefined,
    (_, events) => {
      for (const e of events) if (e.type === 'coinsCounted') counted.set(e.seat, { coins: e.coins, prestige: e.prestige });
    },
  );
  return { view: merchantViewFor(state, null), counted };
}

/** The end screen's words, tags stripped. */
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the Merchant end screen', () => {
  it("lists the audience's best predictors under the standings, best first", () => {
    const view = finished();
    const predictors = [
      { name: 'Vic', right: 3, answered: 4 },
      { name: 'Wes', right: 1, answered: 4 },
    ];
    const html = words(renderToStaticMarkup(createElement(EndScreen, { view, history: [], predictors })));
    expect(html).toContain('Best predictors');
    expect(html.indexOf('Vic · 3 of 4 right')).toBeGreaterThan(html.indexOf(view.merchants[view.result!.winners[0]].name));
    expect(html.indexOf('Wes · 1 of 4 right')).toBeGreaterThan(html.indexOf('Vic'));
  });

  it("tells each merchant's Prestige earned in play apart from what Coins count added, as the engine counted it (issue 32: ★ 6 became ★ 28 unexplained)", () => {
    const { view, counted } = finishedWithCount();
    expect(counted.size).toBe(view.merchants.length);
    expect([...counted.values()].some((c) => c.prestige > 0)).toBe(true); // the count added something to explain
    const html = words(renderToStaticMarkup(createElement(EndScreen, { view, history: [], predictors: [] })));
    for (const m of view.merchants) {
      const { coins, prestige } = counted.get(m.seat)!;
      expect(html).toContain(`${m.name} · ★ ${m.prestige} = ${m.prestige - prestige} in play + ${prestige} from 🪙 ${coins} ·`);
    }
  });

  it('shows no predictors block when nobody predicted', () => {
    expect(renderToStaticMarkup(createElement(EndScreen, { view: finished(), history: [], predictors: [] }))).not.toContain('Best predictors');
  });
});
