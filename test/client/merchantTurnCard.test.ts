// The Hourglass card (M7, M31): it says so on the game's last turn, the last round's turn B, and on no other; and once you
// have acted, its move line tells what comes next while your order's show plays, not the question you just answered.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MerchantPlayerView } from '../../shared/merchant/types';
import { merchantViewFor } from '../../shared/merchant/index';
import { NUMBERS } from '../../shared/merchant/numbers';
import { merchantSetup, playRandomGame, testRandom } from '../merchant/play';
import { TurnCard } from '../../client/games/merchant/hud/TurnCard';

/** A seat's view at every step of a random game, and its view once it is over. */
function everyView(): { views: MerchantPlayerView[]; over: MerchantPlayerView } {
  const views: MerchantPlayerView[] = [];
  const { state } = playRandomGame(merchantSetup('turn-card', 3, { turnMs: 0, decisionMs: 0 }), testRandom(4), (s) => views.push(merchantViewFor(s, 0)));
  return { views, over: merchantViewFor(state, 0) };
}

describe('the Hourglass card', () => {
  const { views, over } = everyView();
  const says = (view: MerchantPlayerView) => renderToStaticMarkup(createElement(TurnCard, { view })).includes('Last turn');

  it('M7 M31 says "Last turn" through the last round\'s turn B, and at no other turn or once the game is over', () => {
    const last = views.filter((v) => v.phase !== 'over' && v.round === NUMBERS.rounds && v.turn === 'B');
    const others = views.filter((v) => !last.includes(v));
    expect(last.length).toBeGreaterThan(0);
    expect(others.some((v) => v.round === NUMBERS.rounds && v.turn === 'A')).toBe(true);
    for (const view of last) expect(says(view)).toBe(true);
    for (const view of others) expect(says(view)).toBe(false);
    expect(over.phase).toBe('over');
    expect(says(over)).toBe(false);
  });
});

describe("the Hourglass card's move line while a show plays", () => {
  const base = everyView().views[0];
  const route = { ...base, phase: 'voyage' as const, actor: 0, you: 0, asking: { seat: 0, ship: 0, ask: 'route' as const, segment: 1 } };
  const line = (view: MerchantPlayerView, latest: MerchantPlayerView) => renderToStaticMarkup(createElement(TurnCard, { view, latest }));

  it('after Trade here, tells your next question (the Luxury to deliver), not the trade-or-sail-on you answered', () => {
    const deliver = { ...route, asking: { ...route.asking, ask: 'deliver' as const } };
    expect(line(route, deliver)).toContain('delivers a Luxury');
    expect(line(route, deliver)).not.toContain('trades or sails on');
  });

  it("keeps another merchant's move while their show plays", () => {
    const theirs = { ...route, actor: 1, asking: { ...route.asking, seat: 1 } };
    expect(line(theirs, route)).toContain('trades or sails on');
    expect(line(theirs, route)).not.toContain('Your choice');
  });
});
