// The Merchant action bar's title agrees with the top card: while the board still shows the last moves (the top card
// naming whoever moved then), an order given now waits, so the bar says your move is up next (a playtest found
// "Calico's move" above "Your move").
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { applyMerchantAction, createMerchantVoyage, merchantLegalActions, merchantViewFor } from '../../shared/merchant/index';
import { ActionBar } from '../../client/games/merchant/hud/ActionBar';
import type { Orders } from '../../client/games/merchant/hud/useOrders';
import { NUMBERS } from '../../shared/merchant/numbers';
import { SHIP_NAMES, launchOdds, launchWords } from '../../client/games/merchant/voyageOdds';

const orders: Orders = { give: () => undefined, queued: [], cancel: () => undefined, notices: [] };

/** The bar's title text for the merchant who acts first, with the show playing or not. */
function title(upNext: boolean): string {
  const state = createMerchantVoyage({ seed: 'bar', captains: [{ name: 'A' }, { name: 'B' }] });
  const seat = state.actor!;
  const html = renderToStaticMarkup(createElement(ActionBar, { view: merchantViewFor(state, seat), legal: merchantLegalActions(state, seat), busy: false, orders, upNext }));
  return (/class="mv-actions-title">(.*?)<\/div>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

describe('the Merchant action bar', () => {
  it('says "Your move" when the board has caught up', () => {
    expect(title(false)).toBe(`Your move: ${NUMBERS.actionsPerTurn} actions left`);
  });

  it('says your move is up next while the board still shows the last moves', () => {
    expect(title(true)).toBe(`Up next, your move: ${NUMBERS.actionsPerTurn} actions left`);
  });
});

describe('the Merchant action bar before a Launch', () => {
  it('shows each segment’s odds and pay for every ship that may launch, and none where no launch is offered', () => {
    const start = createMerchantVoyage({ seed: 'bar-launch', captains: [{ name: 'A' }, { name: 'B' }] });
    const seat = start.actor!;
    const load = merchantLegalActions(start, seat).find((a) => a.type === 'load')!; // a loaded ship may launch
    const loaded = applyMerchantAction(start, seat, load, 0);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const state = loaded.state;
    const legal = merchantLegalActions(state, seat);
    const view = merchantViewFor(state, seat);
    const html = renderToStaticMarkup(createElement(ActionBar, { view, legal, busy: false, orders }));
    const lines = [...html.matchAll(/class="mv-launch-odds">(.*?)<\/p>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    const launchable = legal.filter((a) => a.type === 'launch').map((a) => (a as { ship: number }).ship);
    expect(launchable.length).toBeGreaterThan(0);
    expect(lines).toEqual(launchable.map((ship) => `If the ${SHIP_NAMES[ship]} launches: ${launchWords(launchOdds(view, seat, ship))}`));
    const withoutLaunch = renderToStaticMarkup(createElement(ActionBar, { view, legal: legal.filter((a) => a.type !== 'launch'), busy: false, orders }));
    expect(withoutLaunch).not.toContain('mv-launch-odds');
  });
});
