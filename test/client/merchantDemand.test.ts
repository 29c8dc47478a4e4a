// M2, M5, M14, M22: the Demand panel lists exactly the view's Demand tiles, port by port, with the Prestige a delivery
// there adds from shared/merchant (a playtest found no words for the Demand, only the islands' small tiles).
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMerchantVoyage, merchantViewFor } from '../../shared/merchant/index';
import { NUMBERS } from '../../shared/merchant/numbers';
import type { Luxury, MerchantPlayerView } from '../../shared/merchant/types';
import { DemandPanel } from '../../client/games/merchant/hud/DemandPanel';
import { demandRows } from '../../client/games/merchant/hud/demandRows';

const demand: (Luxury | null)[][] = [['Tea'], ['Rum', null], ['Silk', 'Porcelain']];

/** A two-merchant view from `seat` whose board shows `demand`, the first merchant holding a Silk and two Teas and no Rum, the second none. */
function viewWith(seat: number | null): MerchantPlayerView {
  const view = merchantViewFor(createMerchantVoyage({ seed: 'demand', captains: [{ name: 'Ana' }, { name: 'Bo' }] }), seat);
  return {
    ...view,
    merchants: view.merchants.map((m, i) => ({ ...m, luxuries: i === 0 ? { Silk: 1, Spice: 0, Tea: 2, Porcelain: 0, Rum: 0 } : { Silk: 0, Spice: 0, Tea: 0, Porcelain: 0, Rum: 0 } })),
    board: { segments: view.board.segments.map((s, i) => ({ ...s, demand: demand[i] })) },
  };
}

/** The panel's ports as shown: name, delivery words, and each tile's accessible name (or "empty"). */
function shownPorts(view: MerchantPlayerView) {
  const html = renderToStaticMarkup(createElement(DemandPanel, { view }));
  return [...html.matchAll(/<li class="mv-demand-port"[^>]*>(.*?)<\/ul><\/li>/g)].map(([, body]) => ({
    name: /class="mv-demand-name">(\w+)</.exec(body)?.[1],
    gain: /class="mv-demand-gain">([^<]+)</.exec(body)?.[1],
    tiles: [...body.matchAll(/<li class="mv-demand-tile[^"]*"([^>]*)>(.*?)<\/li>/g)].map(([, attributes, inner]) => /aria-label="([^"]+)"/.exec(attributes)?.[1] ?? inner),
  }));
}

describe('the Demand panel', () => {
  it('rows carry the view’s tiles, empty slots and printed numbers, and the delivery reward from shared/merchant', () => {
    const rows = demandRows(viewWith(0));
    expect(rows.map((r) => [r.segment, r.name, r.tiles, r.empty])).toEqual([
      [1, 'near', ['Tea'], 0],
      [2, 'middle', ['Rum'], 1],
      [3, 'far', ['Silk', 'Porcelain'], 0],
    ]);
    expect(rows.map((r) => [r.coins, r.prestige, r.delivery])).toEqual(NUMBERS.segments.map((s) => [s.coins, s.prestige, s.prestige]));
    expect(rows.map((r) => r.yours)).toEqual([['Tea'], [], ['Silk']]);
  });

  it('shows exactly the view’s Demand, port by port, with what a delivery adds and which you could deliver', () => {
    const p = NUMBERS.segments.map((s) => s.prestige);
    expect(shownPorts(viewWith(0))).toEqual([
      { name: 'near', gain: `deliver +${p[0]}★`, tiles: [`Tea: delivering one adds ${p[0]} Prestige; you hold one`] },
      { name: 'middle', gain: `deliver +${p[1]}★`, tiles: [`Rum: delivering one adds ${p[1]} Prestige`, 'empty'] },
      {
        name: 'far',
        gain: `deliver +${p[2]}★`,
        tiles: [`Silk: delivering one adds ${p[2]} Prestige; you hold one`, `Porcelain: delivering one adds ${p[2]} Prestige`],
      },
    ]);
  });

  it('claims nothing is yours for another merchant or a spectator', () => {
    for (const seat of [1, null])
      expect(
        shownPorts(viewWith(seat))
          .flatMap((port) => port.tiles)
          .filter((t) => t.includes('you hold')),
      ).toEqual([]);
  });
});
