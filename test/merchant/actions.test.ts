// M8 and M9: the two actions each merchant takes per turn, their prices and limits, and Cargo staying aboard.
import { describe, expect, it } from 'vitest';
import { act, arrange, eventsOf, loaded, merchant, playActions, refused } from './fixtures';
import { NUMBERS } from '../../shared/merchant/numbers';
import type { MerchantAction } from '../../shared/merchant/index';

/** The words of a refusal of `action` by seat 0 in a game arranged as `a` ('accepted' when the engine takes it). */
function refusalOf(a: Parameters<typeof arrange>[0], action: MerchantAction): string {
  const r = merchant.applyAction(arrange(a), 0, action, 0);
  return r.ok ? 'accepted' : r.error.message;
}

describe('M8 Two actions each', () => {
  it("M8 the Anchor's holder acts first, two actions, then the merchant to the left, wrapping round", () => {
    let s = arrange({ count: 4, anchor: 2 });
    const order: number[] = [];
    while (s.phase === 'actions' && order.length < 8) {
      order.push(s.actor!);
      s = act(s, s.actor!, { type: 'pass' }).state;
    }
    expect(order).toEqual([2, 2, 3, 3, 0, 0, 1, 1]);
  });
  it('M8 the legal list hands out the same frozen actions each time it is asked (a list allocates no action)', () => {
    const s = arrange({ anchor: 0 });
    const first = merchant.legalActions(s, 0);
    const again = merchant.legalActions(act(s, 0, { type: 'buyLuxury', luxury: 'Silk' }).state, 0);
    expect(first.length).toBeGreaterThan(3);
    for (const action of again) {
      expect(Object.isFrozen(action), JSON.stringify(action)).toBe(true);
      const twin = first.find((a) => JSON.stringify(a) === JSON.stringify(action));
      if (twin) expect(action).toBe(twin);
    }
  });
  it('M8 only the merchant whose actions these are may act', () => {
    refused(arrange({ anchor: 0 }), 1, { type: 'pass' }, 'not-your-turn');
  });
  it('M8 Load: its price in coins, +1 Cargo on a docked ship; the same action may be taken twice', () => {
    let s = arrange({ anchor: 0, coins: [4, 4] });
    s = act(s, 0, { type: 'load', ship: 1 }).state;
    s = act(s, 0, { type: 'load', ship: 1 }).state;
    expect([s.merchants[0].coins, s.merchants[0].ships[1].cargo]).toEqual([4 - 2 * NUMBERS.prices.load, 2]);
  });
  it('M8 Load is refused beyond capacity, on a ship away from the dock, and without the coin', () => {
    refused(arrange({ anchor: 0, ships: loaded([[NUMBERS.ships[0].capacity, 0], []]) }), 0, { type: 'load', ship: 0 }, 'hold-full');
    refused(arrange({ anchor: 0, ships: [[{ at: 'home', spacesHome: 2, segment: 2, facing: 'left' }], []] }), 0, { type: 'load', ship: 0 }, 'not-docked');
    if (NUMBERS.prices.load > 0) refused(arrange({ anchor: 0, coins: [NUMBERS.prices.load - 1, 4] }), 0, { type: 'load', ship: 0 }, 'cannot-afford');
    else expect(act(arrange({ anchor: 0, coins: [0, 4] }), 0, { type: 'load', ship: 0 }).state.merchants[0].ships[0].cargo).toBe(1);
  });
  it('M4 M8 a damaged ship holds holdPerDamage Cargo less per Damage token: Load stops there', () => {
    const galleon = NUMBERS.ships[1].capacity;
    const hold = galleon - NUMBERS.holdPerDamage;
    expect(NUMBERS.holdPerDamage).toBeGreaterThan(0);
    refused(arrange({ anchor: 0, coins: [4, 4], ships: [[{}, { cargo: hold, damage: 1 }], []] }), 0, { type: 'load', ship: 1 }, 'hold-full');
    expect(refusalOf({ anchor: 0, coins: [4, 4], ships: [[{}, { cargo: hold, damage: 1 }], []] }, { type: 'load', ship: 1 })).toBe(`The galleon carries at most ${hold} Cargo.`);
    const r = act(arrange({ anchor: 0, coins: [4, 4], ships: [[{}, { cargo: hold - 1, damage: 1 }], []] }), 0, { type: 'load', ship: 1 });
    expect(r.state.merchants[0].ships[1].cargo).toBe(hold);
  });
  it('M4 M8 Repair gives the hold back: after a Repair the ship loads up to its capacity again', () => {
    const galleon = NUMBERS.ships[1].capacity;
    let s = arrange({ anchor: 0, coins: [4, 4], ships: [[{}, { cargo: galleon - NUMBERS.holdPerDamage, damage: 1 }], []] });
    expect(merchant.legalActions(s, 0)).not.toContainEqual({ type: 'load', ship: 1 });
    s = act(s, 0, { type: 'repair', ship: 1 }).state;
    expect(merchant.legalActions(s, 0)).toContainEqual({ type: 'load', ship: 1 });
    expect(act(s, 0, { type: 'load', ship: 1 }).state.merchants[0].ships[1].cargo).toBe(galleon - NUMBERS.holdPerDamage + 1);
  });
  it('M4 a hold never goes below 0: a ship with as much Damage as it holds Cargo cannot be loaded, so it cannot launch', () => {
    const sloop = NUMBERS.ships[0].capacity;
    const damage = Math.ceil(sloop / NUMBERS.holdPerDamage);
    const s = arrange({ anchor: 0, coins: [4, 4], ships: [[{ cargo: 0, damage }], []] });
    const legal = merchant.legalActions(s, 0);
    expect(legal).not.toContainEqual({ type: 'load', ship: 0 });
    expect(legal).not.toContainEqual({ type: 'launch', ship: 0 });
    expect(refusalOf({ anchor: 0, coins: [4, 4], ships: [[{ cargo: 0, damage }], []] }, { type: 'load', ship: 0 })).toBe('The sloop carries at most 0 Cargo.');
  });
  it('M4 M9 Cargo already aboard stays when the hold shrinks: a damaged ship over its hold may still launch', () => {
    const galleon = NUMBERS.ships[1].capacity;
    const s = arrange({ anchor: 0, coins: [4, 4], ships: [[{}, { cargo: galleon, damage: 1 }], []] });
    const legal = merchant.legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'launch', ship: 1 });
    expect(legal).not.toContainEqual({ type: 'load', ship: 1 });
    expect(act(s, 0, { type: 'launch', ship: 1 }).state.merchants[0].ships[1]).toMatchObject({ cargo: galleon, at: 'board' });
  });
  it("M8 Arm: its price in coins, +1 cannon, at most the table's cannons a ship", () => {
    let s = arrange({ anchor: 0, coins: [6, 4] });
    s = act(s, 0, { type: 'arm', ship: 0 }).state;
    s = act(s, 0, { type: 'arm', ship: 0 }).state;
    expect([s.merchants[0].coins, s.merchants[0].ships[0].cannons]).toEqual([6 - 2 * NUMBERS.prices.arm, 2]);
    refused(arrange({ anchor: 0, coins: [6, 4], ships: [[{ cannons: NUMBERS.maxCannons }], []] }), 0, { type: 'arm', ship: 0 }, 'too-many-cannons');
    refused(arrange({ anchor: 0, coins: [NUMBERS.prices.arm - 1, 4] }), 0, { type: 'arm', ship: 0 }, 'cannot-afford');
  });
  it('M8 Arm lasts for the next voyage only: the cannons are gone once the ship turns left', () => {
    const s = arrange({
      anchor: 0,
      coins: [6, 4],
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      deck: [0],
    });
    let r = playActions(s, {
      0: [
        { type: 'arm', ship: 0 },
        { type: 'launch', ship: 0 },
      ],
    });
    expect(merchant.viewFor(r.state, 0).merchants[0].ships[0]).toMatchObject({ cannons: 1, strength: NUMBERS.ships[0].strength + 1, at: 'board' });
    r = act(r.state, 0, { type: 'trade', ship: 0 });
    expect(r.state.merchants[0].ships[0].cannons).toBe(0);
  });
  it('M8 Launch: free, needs at least 1 Cargo, to segment 1 facing right on the lowest available position', () => {
    let s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [2, 0],
      ]),
    });
    refused(s, 0, { type: 'launch', ship: 1 }, 'no-cargo');
    s = act(s, 0, { type: 'launch', ship: 0 }).state;
    expect(s.merchants[0].coins).toBe(NUMBERS.purses[2][0]); // M7: the purse as dealt, untouched by a free Launch
    s = act(s, 0, { type: 'pass' }).state;
    const r = act(s, 1, { type: 'launch', ship: 0 });
    expect(eventsOf(r.events, 'launched')).toEqual([{ type: 'launched', seat: 1, ship: 0, position: 2 }]);
    expect(merchant.viewFor(r.state, null).merchants[0].ships[0]).toMatchObject({ at: 'board', segment: 1, position: 1, facing: 'right' });
  });
  it('M8 Launch moves a docked ship only: a loaded ship on the way home, or already on the board, is refused', () => {
    refused(arrange({ anchor: 0, ships: [[{ cargo: 1, at: 'home', spacesHome: 2, segment: 2, facing: 'left' }], []] }), 0, { type: 'launch', ship: 0 }, 'not-docked');
    const s = act(
      arrange({
        anchor: 0,
        ships: loaded([
          [1, 0],
          [0, 0],
        ]),
      }),
      0,
      { type: 'launch', ship: 0 },
    ).state;
    refused(s, 0, { type: 'launch', ship: 0 }, 'not-docked');
  });
  it("M8 Launch: a merchant's second ship in segment 1 takes the same position as the first", () => {
    let s = arrange({
      anchor: 1,
      ships: loaded([
        [1, 0],
        [1, 2],
      ]),
    });
    s = act(s, 1, { type: 'launch', ship: 0 }).state;
    s = act(s, 1, { type: 'launch', ship: 1 }).state;
    s = act(s, 0, { type: 'launch', ship: 0 }).state;
    expect([s.merchants[1].ships[0].position, s.merchants[1].ships[1].position, s.merchants[0].ships[0].position]).toEqual([1, 1, 2]);
  });
  it('M8 Buy Luxury: its price in coins for one Luxury of your choice', () => {
    const s = act(arrange({ anchor: 0, coins: [4, 4], luxuries: [{}, {}] }), 0, { type: 'buyLuxury', luxury: 'Porcelain' }).state;
    expect([s.merchants[0].coins, s.merchants[0].luxuries.Porcelain]).toEqual([4 - NUMBERS.prices.buyLuxury, 1]);
    expect(eventsOf(act(arrange({ anchor: 0, coins: [4, 4] }), 0, { type: 'buyLuxury', luxury: 'Rum' }).events, 'luxuryBought')).toEqual([{ type: 'luxuryBought', seat: 0, luxury: 'Rum' }]);
    refused(arrange({ anchor: 0, coins: [NUMBERS.prices.buyLuxury - 1, 4] }), 0, { type: 'buyLuxury', luxury: 'Tea' }, 'cannot-afford');
  });
  it('M8 Build Dock Hut: its price in coins, once per game', () => {
    const price = NUMBERS.prices.buildHut;
    const s = act(arrange({ anchor: 0, coins: [2 * price, 4] }), 0, { type: 'buildHut' }).state;
    expect([s.merchants[0].coins, s.merchants[0].hut]).toEqual([price, true]);
    expect(eventsOf(act(arrange({ anchor: 1, coins: [4, price] }), 1, { type: 'buildHut' }).events, 'hutBuilt')).toEqual([{ type: 'hutBuilt', seat: 1 }]);
    refused(s, 0, { type: 'buildHut' }, 'hut-built');
    refused(arrange({ anchor: 0, coins: [price - 1, 4] }), 0, { type: 'buildHut' }, 'cannot-afford');
  });
  it('M8 Repair: its price in coins to remove one Damage token from a docked ship', () => {
    const s = act(arrange({ anchor: 0, coins: [4, 4], ships: [[{ damage: 2 }], []] }), 0, { type: 'repair', ship: 0 }).state;
    expect([s.merchants[0].coins, s.merchants[0].ships[0].damage]).toEqual([4 - NUMBERS.prices.repair, 1]);
    refused(arrange({ anchor: 0 }), 0, { type: 'repair', ship: 0 }, 'not-damaged');
  });
  it('M8 Repair works on a docked ship only: a damaged ship on the way home or on the board is refused', () => {
    refused(arrange({ anchor: 0, ships: [[{ damage: 1, at: 'home', spacesHome: 2, segment: 2, facing: 'left' }], []] }), 0, { type: 'repair', ship: 0 }, 'not-docked');
    refused(arrange({ anchor: 0, ships: [[{ damage: 1, cargo: 1, at: 'board', segment: 1, position: 1, facing: 'right' }], []] }), 0, { type: 'repair', ship: 0 }, 'not-docked');
  });
  it('M8 every refusal says why in words a client can show', () => {
    const away = { at: 'home', spacesHome: 2, segment: 2, facing: 'left' } as const;
    const says = (a: Parameters<typeof arrange>[0], action: unknown) => {
      const r = merchant.applyAction(arrange(a), 0, action as never, 0);
      return r.ok ? 'accepted' : r.error.message;
    };
    expect(says({ anchor: 0, coins: [0, 4] }, { type: 'buildHut' })).toBe(`That costs ${NUMBERS.prices.buildHut} coins; you have 0.`);
    expect(says({ anchor: 0, ships: [[away], []] }, { type: 'load', ship: 0 })).toBe('Ship 0 is not at your dock.');
    expect(says({ anchor: 0, ships: loaded([[NUMBERS.ships[0].capacity, 0], []]) }, { type: 'load', ship: 0 })).toMatch(/^The sloop carries at most \d+ Cargo\.$/);
    expect(says({ anchor: 0, coins: [9, 4], ships: [[{ cannons: NUMBERS.maxCannons }], []] }, { type: 'arm', ship: 0 })).toMatch(/^A ship carries at most \d+ cannons\.$/);
    expect(says({ anchor: 0 }, { type: 'launch', ship: 0 })).toBe('A ship needs at least 1 Cargo to launch.');
    expect(says({ anchor: 0, coins: [20, 4], hut: [true, false] }, { type: 'buildHut' })).toBe('You already have a Dock Hut.');
    expect(says({ anchor: 0 }, { type: 'repair', ship: 0 })).toBe('That ship has no Damage.');
    expect(says({ anchor: 0 }, { type: 'trade', ship: 0 })).toBe('You cannot trade while merchants take actions.');
  });
  it('M8 Pass does nothing but use an action', () => {
    const s = arrange({ anchor: 0 });
    const r = act(s, 0, { type: 'pass' });
    expect(r.state.merchants).toEqual(s.merchants);
    expect(r.state.actionsLeft).toBe(1);
  });
  it('M8 legalActions lists exactly the affordable, allowed own actions', () => {
    // with 2 coins: a full Sloop cannot load, the Galleon can; Arm, Repair and a Luxury are affordable, the Dock Hut is not
    const s = arrange({ anchor: 0, coins: [2, 4], ships: [[{ cargo: NUMBERS.ships[0].capacity, damage: 1 }, { cargo: 0 }], []] });
    expect([NUMBERS.prices.arm, NUMBERS.prices.repair, NUMBERS.prices.buyLuxury].every((p) => p <= 2) && NUMBERS.prices.buildHut > 2).toBe(true);
    expect(merchant.legalActions(s, 0)).toEqual([
      { type: 'arm', ship: 0 },
      { type: 'launch', ship: 0 },
      { type: 'repair', ship: 0 },
      { type: 'load', ship: 1 },
      { type: 'arm', ship: 1 },
      ...['Silk', 'Spice', 'Tea', 'Porcelain', 'Rum'].map((luxury) => ({ type: 'buyLuxury', luxury })),
      { type: 'pass' },
    ]);
    expect(merchant.legalActions(s, 1)).toEqual([]);
  });
});

describe('M9 Cargo is spent', () => {
  it('M9 Cargo stays aboard until the ship trades, and is then unloaded', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 3],
        [0, 0],
      ]),
      deck: [0],
    });
    let r = playActions(s, { 0: [{ type: 'launch', ship: 1 }] });
    expect(r.state.merchants[0].ships[1].cargo).toBe(3);
    r = act(r.state, 0, { type: 'trade', ship: 1 });
    expect(r.state.merchants[0].ships[1].cargo).toBe(0);
  });
  it('M9 a turned-back ship keeps its Cargo and takes one Damage', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [2, 0],
        [0, 0],
      ]),
      deck: [3],
    });
    const r = playActions(s, { 0: [{ type: 'launch', ship: 0 }] });
    expect(r.state.merchants[0].ships[0]).toMatchObject({ cargo: 2, damage: 1 });
    expect(eventsOf(r.events, 'traded')).toEqual([]);
  });
});
