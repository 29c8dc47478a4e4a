// One shape for Merchant Voyages: its spectator view mirrored into Schema, turned to JSON and back on the client, is the
// very view, at every step of a whole bot game, whether the mirror is fresh or has followed the game step by step.
import { describe, expect, it } from 'vitest';
import { games } from '../../shared/games';
import { mirrorMerchantView } from '../../server/games/merchant/mirror';
import { MerchantViewSchema } from '../../server/games/merchant/schema';
import { fromMerchantMirror } from '../../client/games/merchant/fromMirror';
import type { MerchantState } from '../../shared/merchant/index';
import { playBotGame } from './botGame';

const same = (t: number) => t;

describe('the Merchant Voyages mirror', () => {
  it('round-trips the spectator view at every step, fresh and followed', () => {
    const game = playBotGame(games.merchant, 'mirror-merchant', 4);
    const followed = new MerchantViewSchema();
    const states = [...game.steps.map((s) => s.before as MerchantState), game.final as MerchantState];
    for (const state of states) {
      const view = games.merchant.viewFor(state, null);
      mirrorMerchantView(followed, view, same);
      const fresh = new MerchantViewSchema();
      mirrorMerchantView(fresh, view, same);
      expect(fromMerchantMirror(fresh.toJSON(), null)).toEqual(view);
      expect(fromMerchantMirror(followed.toJSON(), null)).toEqual(view);
    }
    expect(states.length).toBeGreaterThan(20);
    expect(states.some((s) => games.merchant.viewFor(s, null).asking !== null)).toBe(true); // a Voyage's question was mirrored
  });

  it('moves the deadline onto the wall clock, and a seat gets its own view back', () => {
    const state = games.merchant.createVoyage({ seed: 'mirror-clock', captains: [{ name: 'A' }, { name: 'B' }], options: { turnMs: 45_000, decisionMs: 20_000 }, now: 1000 });
    const mirror = new MerchantViewSchema();
    mirrorMerchantView(mirror, games.merchant.viewFor(state, null), (t) => t + 5_000_000);
    expect(mirror.deadline).toBe(46_000 + 5_000_000);
    expect(fromMerchantMirror(mirror.toJSON(), 1)).toEqual({ ...games.merchant.viewFor(state, 1), deadline: 46_000 + 5_000_000 });
  });
});
