// M5: every merchant's card shows each Luxury kind's count, named for screen readers, a held kind filled in its colour
// and a 0 still shown but quieter (a playtest could not read at a glance who held which).
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMerchantVoyage, merchantViewFor } from '../../shared/merchant/index';
import { LUXURIES } from '../../shared/merchant/board';
import type { Luxury, MerchantPlayerView } from '../../shared/merchant/types';
import { MerchantCards } from '../../client/games/merchant/hud/MerchantCards';
import { LUXURY_LOOK } from '../../client/games/merchant/luxuryLook';

const held: Record<Luxury, number>[] = [
  { Silk: 3, Spice: 0, Tea: 1, Porcelain: 0, Rum: 0 },
  { Silk: 0, Spice: 2, Tea: 0, Porcelain: 0, Rum: 5 },
  { Silk: 0, Spice: 0, Tea: 0, Porcelain: 0, Rum: 0 },
];

/** A three-merchant view whose merchants hold `held`. */
function viewWith(): MerchantPlayerView {
  const view = merchantViewFor(createMerchantVoyage({ seed: 'lux', captains: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] }), 0);
  return { ...view, merchants: view.merchants.map((m, i) => ({ ...m, luxuries: held[i] })) };
}

/** Each merchant's Luxury list: its accessible name, and per kind the chip's name, class, style and shown count. */
function luxuryLists(html: string) {
  const lists = [...html.matchAll(/<ul class="mv-luxuries" aria-label="([^"]+)"[^>]*>(.*?)<\/ul>/g)];
  return lists.map(([, owner, body]) => ({
    owner,
    chips: [...body.matchAll(/<li class="mv-lux-count (\w+)" style="([^"]*)" title="([^"]+)" aria-label="([^"]+)">(.*?)<\/li>/g)].map(([, state, style, title, name, inner]) => ({
      state,
      style,
      title,
      name,
      shown: inner.replace(/<[^>]+>/g, ''),
    })),
  }));
}

describe('the merchants’ Luxury counts', () => {
  const html = renderToStaticMarkup(createElement(MerchantCards, { view: viewWith() })).replaceAll('&#x27;', "'");
  const lists = luxuryLists(html);

  it('gives every merchant a named list of all five kinds, in printed order', () => {
    expect(lists.map((l) => l.owner).sort()).toEqual(["Ana's Luxuries", "Bo's Luxuries", "Cy's Luxuries"]);
    for (const list of lists) expect(list.chips.map((c) => c.name.split(':')[0])).toEqual([...LUXURIES]);
  });

  it('names and shows each count with its kind’s icon, held kinds in their colour and 0 dashed and quiet', () => {
    for (const [i, name] of ['Ana', 'Bo', 'Cy'].entries()) {
      const list = lists.find((l) => l.owner === `${name}'s Luxuries`)!;
      for (const [k, kind] of LUXURIES.entries()) {
        const chip = list.chips[k];
        const n = held[i][kind];
        expect(chip.name).toBe(`${kind}: ${n}`);
        expect(chip.title).toBe(`${kind}: ${n}`);
        expect(chip.shown).toBe(`${LUXURY_LOOK[kind].icon}${n}`);
        expect(chip.state).toBe(n > 0 ? 'held' : 'none');
        if (n > 0) expect(chip.style).toContain(`background:${LUXURY_LOOK[kind].colour}`);
        else expect(chip.style).not.toContain('background');
      }
    }
  });
});
