// The Merchant end screen (M31): the standings, and the audience's best predictors as the room ranks them, as at the
// first game's end (a playtest found them missing here).
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { merchantViewFor } from '../../shared/merchant/index';
import { merchantSetup, playRandomGame, testRandom } from '../merchant/play';
import { EndScreen } from '../../client/games/merchant/hud/EndScreen';

/** A spectator's view of a finished random game. */
function finished() {
  const { state } = playRandomGame(merchantSetup('end-screen', 3, { turnMs: 0, decisionMs: 0 }), testRandom(11), () => undefined);
  return merchantViewFor(state, null);
}

describe('the Merchant end screen', () => {
  it("lists the audience's best predictors under the standings, best first", () => {
    const view = finished();
    const predictors = [
      { name: 'Vic', right: 3, answered: 4 },
      { name: 'Wes', right: 1, answered: 4 },
    ];
    const html = renderToStaticMarkup(createElement(EndScreen, { view, history: [], predictors }))
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(html).toContain('Best predictors');
    expect(html.indexOf('Vic · 3 of 4 right')).toBeGreaterThan(html.indexOf(view.merchants[view.result!.winners[0]].name));
    expect(html.indexOf('Wes · 1 of 4 right')).toBeGreaterThan(html.indexOf('Vic'));
  });

  it('shows no predictors block when nobody predicted', () => {
    expect(renderToStaticMarkup(createElement(EndScreen, { view: finished(), history: [], predictors: [] }))).not.toContain('Best predictors');
  });
});
