// Emotes and cheers in both games: where a bubble floats from (one rule for ships and docks), and whom a viewer may cheer.
import { describe, expect, it } from 'vitest';
import { createVoyage, viewFor } from '../../shared/pastry/index';
import { createMerchantVoyage, merchantViewFor } from '../../shared/merchant/index';
import type { MerchantPlayerView } from '../../shared/merchant/types';
import { bubblePlace } from '../../client/shell/scene/bubblePlace';
import { pastryCheerTargets } from '../../client/games/pastry/pastryCheerTargets';
import { merchantCheerTargets } from '../../client/games/merchant/cheerTargets';

describe('a bubble rises over what it belongs to', () => {
  it('an emote straight above, 1.6 up', () => {
    expect(bubblePlace({ id: 7, cheer: false }, [2, 0, -3])).toEqual([2, 1.6, -3]);
    expect(bubblePlace({ id: 7, cheer: false }, [2, 0.5, -3])).toEqual([2, 2.1, -3]);
  });

  it('a cheer lower, within 0.4 to either side, and a burst of them spread out', () => {
    const xs = new Set<number>();
    for (let id = 1; id <= 9; id++) {
      const [x, y, z] = bubblePlace({ id, cheer: true }, [2, 0, -3]);
      expect(Math.abs(x - 2)).toBeLessThanOrEqual(0.4 + 1e-9);
      expect([y, z]).toEqual([1.3, -3]);
      xs.add(Math.round(x * 10));
    }
    expect(xs.size).toBe(9); // nine cheers in a row, nine places
  });
});

describe('whom a Pastry Pirates viewer may cheer', () => {
  const state = createVoyage({ seed: 'cheers', captains: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }], now: 0 });
  const view = viewFor(state, null);

  it('every captain by seat, the one acting picked first; nobody without a view or once it is over', () => {
    expect(pastryCheerTargets(view)).toEqual({ names: view.captains.map((c) => c.name), acting: view.actor });
    expect(pastryCheerTargets({ ...view, actor: null })?.acting).toBe(0);
    expect(pastryCheerTargets(null)).toBeNull();
    expect(pastryCheerTargets({ ...view, phase: 'over' })).toBeNull();
  });
});

describe('whom a Merchant Voyages viewer may cheer', () => {
  const state = createMerchantVoyage({ seed: 'cheers', captains: [{ name: 'Anne' }, { name: 'Bo' }, { name: 'Cy' }] });
  const view = merchantViewFor(state, null);
  const names = view.merchants.map((m) => m.name);

  it('every merchant by seat, whoever the game waits on picked first: a decision, else the actor, else the Anchor', () => {
    expect(merchantCheerTargets(view, names)).toEqual({ names, acting: view.actor });
    const asked: MerchantPlayerView = { ...view, phase: 'voyage', actor: null, asking: { seat: 2, ship: 0, ask: 'route', segment: 1 } };
    expect(merchantCheerTargets(asked, names)?.acting).toBe(2);
    expect(merchantCheerTargets({ ...view, actor: null, anchor: 1 }, names)?.acting).toBe(1);
  });

  it('nobody once the game is over', () => {
    expect(merchantCheerTargets({ ...view, phase: 'over' }, names)).toBeNull();
  });
});
