// Merchant's view shares the parts a step did not change (shared/merchant/view.ts): over whole random games each view equals
// one made afresh from a copy of the state, so a shared part never goes stale, and a part whose state part is the same object
// is the very same frozen object, which the server's mirror skips by identity.
import { describe, expect, it } from 'vitest';
import type { MerchantPlayerView, MerchantState } from '../../shared/merchant/index';
import { merchant } from './fixtures';
import { merchantSetup, playRandomGame, testRandom } from './play';

/** Each part of the view beside the state part it is made from. */
function parts(s: MerchantState, v: MerchantPlayerView): [object | null, object | null][] {
  return [
    ...s.merchants.map((m, i) => [m, v.merchants[i]] as [object, object]),
    ...s.merchants.flatMap((m, i) => m.ships.map((ship, j) => [ship, v.merchants[i].ships[j]] as [object, object])),
    [s.segments, v.board],
    [s.pirates, v.pirates],
    [s.demand, v.demand],
    [s.asking, v.asking],
    [s.result, v.result],
  ];
}

describe("Merchant's view sharing", () => {
  it('equals a view made afresh at every step, and keeps each unchanged part the same frozen object', () => {
    let shared = 0;
    for (let game = 0; game < 12; game++) {
      let before: { state: MerchantState; view: MerchantPlayerView } | null = null;
      const timers = game % 2 ? { turnMs: 45_000, decisionMs: 20_000 } : { turnMs: 0, decisionMs: 0 };
      playRandomGame(merchantSetup(`view-sharing-${game}`, 2 + (game % 3), timers), testRandom(game + 7), undefined, (state) => {
        const view = merchant.viewFor(state, null);
        expect(view).toEqual(merchant.viewFor(structuredClone(state), null));
        expect(Object.isFrozen(view.merchants[0]) && Object.isFrozen(view.merchants[0].ships[0]) && Object.isFrozen(view.board.segments[0].demand)).toBe(true);
        if (before) {
          const was = parts(before.state, before.view);
          parts(state, view).forEach(([part, partView], i) => {
            if (part === null || part !== was[i][0]) return;
            expect(partView).toBe(was[i][1]);
            shared += 1;
          });
        }
        before = { state, view };
      });
    }
    expect(shared).toBeGreaterThan(1000);
  });
});
