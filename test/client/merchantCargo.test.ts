// M4 on the merchants' cards: a ship's Cargo against its hold, and a ship whose Damage shrank its hold below the Cargo
// aboard says so in words ("1, no room"), where "1/0" read like an error to a playtester.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMerchantVoyage, merchantViewFor } from '../../shared/merchant/index';
import { holdOf } from '../../shared/merchant/board';
import { NUMBERS } from '../../shared/merchant/numbers';
import type { MerchantPlayerView, ShipView } from '../../shared/merchant/types';
import { MerchantCards } from '../../client/games/merchant/hud/MerchantCards';

/** A two-merchant view whose first merchant's Galleon carries `cargo` under `damage`. */
function galleonWith(cargo: number, damage: number): { view: MerchantPlayerView; galleon: ShipView } {
  const view = merchantViewFor(createMerchantVoyage({ seed: 'cargo', captains: [{ name: 'Ana' }, { name: 'Bo' }] }), 0);
  const galleon = { ...view.merchants[0].ships[1], cargo, damage };
  const merchants = view.merchants.map((m, i) => (i === 0 ? { ...m, ships: [m.ships[0], galleon] } : m));
  return { view: { ...view, merchants }, galleon };
}

/** The card text of the first merchant's Galleon line. */
function galleonLine(view: MerchantPlayerView): string {
  const html = renderToStaticMarkup(createElement(MerchantCards, { view }));
  const lines = html
    .split('class="mv-ship ')
    .slice(1)
    .map((l) => l.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
  return lines[1];
}

describe("the merchants' cards: Cargo and hold (M4)", () => {
  it('M4 shows Cargo over the hold left by Damage', () => {
    const { view, galleon } = galleonWith(1, 1);
    expect(holdOf(galleon, 1)).toBe(NUMBERS.ships[1].capacity - NUMBERS.holdPerDamage);
    expect(galleonLine(view)).toContain(`📦 1/${holdOf(galleon, 1)}`);
  });

  it('M4 a hold shrunk below the Cargo aboard reads "no room", and the Cargo stays counted', () => {
    const damage = Math.ceil(NUMBERS.ships[1].capacity / NUMBERS.holdPerDamage);
    const { view, galleon } = galleonWith(1, damage);
    expect(holdOf(galleon, 1)).toBe(0);
    expect(galleonLine(view)).toContain('📦 1, no room');
    expect(galleonLine(view)).not.toContain('1/0');
  });
});
