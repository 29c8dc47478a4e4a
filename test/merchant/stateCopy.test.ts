// cloneMerchantState names every field (issue 30: spreads were over half of a step), so this pins what a copy must be:
// equal to its original in every field and in serialised order at every step of whole games (Voyages, decisions and
// endings included), and sharing nothing the engine changes in place.
import { describe, expect, it } from 'vitest';
import { cloneMerchantState } from '../../shared/merchant/state';
import type { MerchantState } from '../../shared/merchant/types';
import { merchantSetup, playRandomGame, testRandom } from './play';

/** Every state of a few random games of 2 to 4 merchants. */
function statesOfGames(): MerchantState[] {
  const states: MerchantState[] = [];
  for (let i = 0; i < 6; i++) playRandomGame(merchantSetup(`copy-${i}`, 2 + (i % 3), { turnMs: 0, decisionMs: 0 }), testRandom(i + 3), undefined, (state) => states.push(state));
  return states;
}

describe('a copy of the game (cloneMerchantState)', () => {
  const states = statesOfGames();

  it('is the original, field for field and in the same order, at every step', () => {
    expect(
      states.some((s) => s.asking) &&
        states.some((s) => s.result) &&
        states.some((s) => s.pirates.revealed.length) &&
        states.some((s) => s.merchants.some((m) => m.ships.some((ship) => ship.at !== 'dock'))),
    ).toBe(true);
    for (const state of states) expect(JSON.stringify(cloneMerchantState(state))).toBe(JSON.stringify(state));
  });

  it('shares nothing the engine changes in place', () => {
    const state = states.find((s) => s.asking) ?? states[0];
    const before = JSON.stringify(state);
    const copy = cloneMerchantState(state);
    copy.merchants[0].coins += 1;
    copy.merchants[0].luxuries.Silk += 1;
    copy.merchants[0].ships[0].cargo += 1;
    copy.segments[0].demand.push(null);
    copy.pirates.deck.push(9);
    copy.pirates.revealed.push(9);
    copy.pirates.discards.push(9);
    copy.demand.unused.push('Silk');
    copy.demand.discarded.push('Silk');
    if (copy.asking) copy.asking.segment = 99;
    copy.options.turnMs = 1;
    expect(JSON.stringify(state)).toBe(before);
  });
});
