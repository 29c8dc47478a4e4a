// M1 to M7: setup: merchants, the Trade board, the way home, ships, Luxuries and Demand, the Pirate deck, purses, Anchor, Hourglass.
import { describe, expect, it } from 'vitest';
import { LUXURIES, PIRATE_CARDS } from '../../shared/merchant/board';
import { OFF, arrange, merchant, playActions, eventsOf, act, loaded } from './fixtures';
import { NUMBERS } from '../../shared/merchant/numbers';

const captains = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `M${i}` }));

describe('M1 Merchants', () => {
  it('M1 seats 2 to 4 merchants and refuses 1 or 5', () => {
    for (const n of [2, 3, 4]) expect(merchant.createVoyage({ seed: 's', captains: captains(n) }).merchants).toHaveLength(n);
    for (const n of [1, 5]) expect(() => merchant.createVoyage({ seed: 's', captains: captains(n) })).toThrow(/2 to 4/);
  });
  it('M1 any seat may be a bot, and every view says which', () => {
    const s = merchant.createVoyage({ seed: 's', captains: [{ name: 'a' }, { name: 'b', bot: 'hard' }] });
    const view = merchant.viewFor(s, 0);
    expect(view.merchants.map((m) => [m.bot, m.level])).toEqual([
      [false, null],
      [true, 'hard'],
    ]);
  });
});

describe('M1 M40 a new game', () => {
  it("M1 M40 starts as a Merchant game, every merchant connected and playing for themselves, with the option timers' defaults (45 s, 20 s)", () => {
    const s = merchant.createVoyage({ seed: 's', captains: captains(3), now: 1000 });
    expect([s.game, s.phase, s.options]).toEqual(['merchant', 'actions', { turnMs: 45_000, decisionMs: 20_000 }]);
    expect(s.merchants.map((m) => [m.connected, m.auto])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    expect(s.deadline).toBe(46_000);
  });
});

describe('M2 The Trade board', () => {
  it("M2 three segments print the table's Coin icons, Prestige and Demand slots (1, 2, 2), all filled at setup; the middle one's Prestige is 2", () => {
    const view = merchant.viewFor(arrange(), null);
    expect(view.board.segments.map((s) => [s.coins, s.prestige, s.demand.length])).toEqual(NUMBERS.segments.map((seg) => [seg.coins, seg.prestige, seg.slots]));
    expect([view.board.segments[1].prestige, view.board.segments.map((s) => s.demand.length)]).toEqual([2, [1, 2, 2]]);
    expect(view.board.segments.flatMap((s) => s.demand).every((t) => t !== null)).toBe(true);
  });
  it("M2 the Luxury reward in the middle segment is 2 Prestige, as the seed's example says", () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 1],
        [0, 0],
      ]),
      deck: [0, 0, 0],
      demand: [['Silk'], ['Tea', 'Rum'], ['Spice', 'Spice']],
      luxuries: [{ Tea: 1 }, {}],
    });
    let r = playActions(s, { 0: [{ type: 'launch', ship: 1 }] });
    r = act(r.state, 0, { type: 'continue', ship: 1 });
    r = act(r.state, 0, { type: 'trade', ship: 1 });
    r = act(r.state, 0, { type: 'deliver', ship: 1, luxury: 'Tea' });
    expect(eventsOf(r.events, 'delivered')[0].prestige).toBe(2);
  });
});

describe('M3 The way home', () => {
  it('M3 a ship turned at segment 1, 2 or 3 has 2, 4 or 6 spaces home', () => {
    for (const [segment, spaces] of [
      [1, 2],
      [2, 4],
      [3, 6],
    ]) {
      // a Galleon of Strength 2 meets 0-strength cards until the target segment, where a 3 turns it back
      const deck = [...Array(segment - 1).fill(0), 3];
      let r = playActions(
        arrange({
          anchor: 0,
          ships: loaded([
            [0, 2],
            [0, 0],
          ]),
          deck,
        }),
        { 0: [{ type: 'launch', ship: 1 }] },
      );
      for (let k = 1; k < segment; k++) r = act(r.state, 0, { type: 'continue', ship: 1 });
      const turned = eventsOf(r.events, 'turnedBack')[0];
      expect(turned.segment).toBe(segment);
      // M20 then sails it its Speed (from the table) toward home at once
      const sailed = eventsOf(r.events, 'sailedHome')[0] ?? eventsOf(r.events, 'docked')[0];
      expect('spacesHome' in sailed ? sailed.spacesHome : 0).toBe(Math.max(0, spaces - NUMBERS.ships[1].speed));
    }
  });
});

describe('M4 Ships', () => {
  it("M4 two ship cards each, docked, undamaged and empty: a Sloop and a Galleon, at the table's Strength", () => {
    const view = merchant.viewFor(arrange(), 0);
    for (const m of view.merchants) {
      expect(m.ships).toEqual([
        { kind: 'sloop', strength: NUMBERS.ships[0].strength, cargo: 0, cannons: 0, damage: 0, at: 'dock' },
        { kind: 'galleon', strength: NUMBERS.ships[1].strength, cargo: 0, cannons: 0, damage: 0, at: 'dock' },
      ]);
    }
  });
  it('M4 Strength is printed Strength plus cannons minus Damage, never below 0', () => {
    const view = merchant.viewFor(arrange({ ships: [[{ cannons: 2, damage: 1 }, { damage: 5 }], []] }), 0);
    expect(view.merchants[0].ships.map((sh) => sh.strength)).toEqual([NUMBERS.ships[0].strength + 1, 0]);
  });
  it('M4 each ship carries at most its capacity of Cargo', () => {
    const s = arrange({
      anchor: 0,
      coins: [10, 4],
      ships: loaded([
        [NUMBERS.ships[0].capacity, NUMBERS.ships[1].capacity],
        [0, 0],
      ]),
    });
    expect(merchant.legalActions(s, 0).filter((a) => a.type === 'load')).toEqual([]);
    const below = arrange({
      anchor: 0,
      coins: [10, 4],
      ships: loaded([
        [NUMBERS.ships[0].capacity - 1, NUMBERS.ships[1].capacity - 1],
        [0, 0],
      ]),
    });
    expect(merchant.legalActions(below, 0).filter((a) => a.type === 'load')).toHaveLength(2);
  });
});

describe('M5 Luxuries and Demand', () => {
  it('M5 15 Demand tiles, 3 of each of the 5 kinds, between the slots and the unused pile', () => {
    const s = arrange({ seed: 'tiles' });
    const tiles = [...s.segments.flatMap((seg) => seg.demand), ...s.demand.unused];
    expect(tiles).toHaveLength(15);
    for (const l of LUXURIES) expect(tiles.filter((t) => t === l)).toHaveLength(3);
    expect(merchant.viewFor(s, null).demand).toEqual({ unused: 10, discarded: [] });
  });
  it('M5 the Luxury supply is unlimited: the same kind can be bought again and again', () => {
    let s = arrange({ anchor: 0, coins: [30, 4], count: 2 });
    s = act(s, 0, { type: 'buyLuxury', luxury: 'Rum' }).state;
    s = act(s, 0, { type: 'buyLuxury', luxury: 'Rum' }).state;
    expect(s.merchants[0].luxuries.Rum).toBeGreaterThanOrEqual(2);
  });
});

describe('M6 The Pirate deck', () => {
  it('M6 ten cards 0,0,1,1,1,2,2,2,3,3, shuffled by the seed', () => {
    const decks = ['a', 'b', 'c'].map((seed) => arrange({ seed }).pirates.deck);
    for (const d of decks) expect([...d].sort()).toEqual([...PIRATE_CARDS]);
    expect(new Set(decks.map((d) => d.join())).size).toBeGreaterThan(1);
  });
  it('M6 revealed cards and discards are public in every view', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      deck: [3, 1],
      discards: [0, 0, 1, 1, 2, 2, 2, 3],
    });
    const r = playActions(s, { 0: [{ type: 'launch', ship: 0 }] });
    const view = merchant.viewFor(r.state, 1);
    expect(view.pirates).toEqual({ revealed: [], discards: [0, 0, 1, 1, 2, 2, 2, 3, 3], deckCount: 1 });
  });
  it('M6 when the draw deck runs out, the discard pile is shuffled into a new deck', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      deck: [],
      discards: [...PIRATE_CARDS],
    });
    const r = playActions(s, { 0: [{ type: 'launch', ship: 0 }] });
    expect(eventsOf(r.events, 'deckReshuffled')).toEqual([{ type: 'deckReshuffled', deckCount: 10 }]);
    expect(r.state.pirates.deck).toHaveLength(9);
    expect(r.state.pirates.revealed).toHaveLength(1);
    expect(r.state.pirates.discards).toEqual([]);
  });
});

describe('M7 Purses, the Anchor and the Hourglass', () => {
  it("M7 every merchant starts with the table's coins, 0 Prestige and one random Luxury", () => {
    const s = merchant.createVoyage({ seed: 'purse', captains: captains(4) });
    for (const m of s.merchants) {
      expect([m.coins, m.prestige]).toEqual([NUMBERS.purses[4][(m.seat - s.anchor + 4) % 4], 0]);
      expect(Object.values(m.luxuries).reduce((a, b) => a + b, 0)).toBe(1);
    }
  });
  it('M7 the Anchor goes to a random seat, who acts first, and the Hourglass starts on round 1, turn A', () => {
    const anchors = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = merchant.createVoyage({ seed: `anchor-${i}`, captains: captains(4), options: OFF });
      anchors.add(s.anchor);
      const view = merchant.viewFor(s, null);
      expect([view.round, view.turn, view.phase, view.actor, view.actionsLeft]).toEqual([1, 'A', 'actions', s.anchor, 2]);
    }
    expect(anchors.size).toBe(4);
  });
  it("M7 a game is the table's rounds of two turns, then it is over", () => {
    let s = arrange({ count: 3 });
    let turns = 0;
    while (s.phase !== 'over') {
      turns += 1;
      s = playActions(s, {}).state;
    }
    expect(turns).toBe(2 * NUMBERS.rounds);
    expect([s.round, s.turn]).toEqual([NUMBERS.rounds, 'B']);
  });
});
