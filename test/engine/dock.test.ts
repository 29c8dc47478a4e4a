// Acting: R22 one act a turn; Dock R23 to R27 (flip, buy, prices, any ingredient, sold out, Tortuga's berths); R39 coming home lights the ovens.
// Test board docks (fixtures.TEST_ISLANDS): Flour (3,4), Sugar (12,4), Butter (3,11), Eggs (12,11), Cocoa (6,2), Vanilla (13,8), Cinnamon (2,8), Coconut (8,13).
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../shared/pastry/index';
import type { Action, Coin, GameEvent, GameState, Ingredient, Square } from '../../shared/pastry/index';
import { BERTHS } from '../../shared/pastry/rules/board';
import { arrange, totalCrates, type Arrange } from './fixtures';
import { act as actAt, type Ok, refused as refusedAt, typesOf as types } from './expectations';

type DockedEvent = Extract<GameEvent, { type: 'docked' }>;

const FLOUR_DOCK: Square = [3, 4];
const FLOUR = 0; // island index of Flour
const RECIPE: Ingredient[] = ['Flour', 'Sugar', 'Butter', 'Eggs'];
const OTHER_RECIPE: Ingredient[] = ['Cocoa', 'Vanilla', 'Cinnamon', 'Coconut'];

/** This file's clock stands at 1 unless a test says otherwise. */
const act = (s: GameState, seat: number, action: Action, now = 1): Ok => actAt(s, seat, action, now);
const refused = (s: GameState, seat: number, action: Action, code: string): void => refusedAt(s, seat, action, code, 1);

const docked = (events: GameEvent[]) => events.filter((e): e is DockedEvent => e.type === 'docked');
const coinGold = (coin: Coin) => (coin === 'heads' ? 3 : 1);

/** Docks seat 0 under a seed whose flip comes up `coin` (the stream is seeded, so the seed decides the flip). */
function dockWithCoin(coin: Coin, a: Arrange): Ok & { before: GameState } {
  for (let i = 0; i < 64; i++) {
    const before = arrange({ ...a, seed: `coin-${i}` });
    const r = act(before, 0, { type: 'dock' });
    if (docked(r.events)[0]?.coin === coin) return { ...r, before };
  }
  throw new Error(`no seed gave ${coin}`);
}

/** The same state with no storm warned, so a dawn leaves the ships where they are. */
function calm(s: GameState): GameState {
  return { ...s, wind: { ...s.wind, stormTomorrowDir: null } };
}

/** From seat 1's turn: seat 1 ends its turn under calm weather, and seat 0's turn comes round the next day. */
function nextDay(s: GameState): GameState {
  expect(s.turn).toBe(1);
  const r = act(calm(s), 1, { type: 'endTurn' });
  expect(r.state.turn).toBe(0);
  return r.state;
}

describe('R22 acts', () => {
  it('R22 End turn is an act: the turn passes and a sighting starts', () => {
    const s = arrange({ ships: [[5, 5]] });
    const { state, events } = act(s, 0, { type: 'endTurn' });
    expect(state.turn).toBe(1);
    expect(types(events)).toContain('sightingStarted');
    expect(types(events)).not.toContain('docked');
  });

  it('R22 Dock is the act: no second act follows it in the buy phase', () => {
    const s = arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10] });
    const { state } = act(s, 0, { type: 'dock' });
    expect(state.phase).toBe('buy');
    expect(state.turn).toBe(0);
    refused(state, 0, { type: 'dock' }, 'wrong-phase');
    refused(state, 0, { type: 'battle', target: 1 }, 'wrong-phase');
    refused(state, 0, { type: 'sail', route: ['S'] }, 'wrong-phase');
    expect(legalActions(state, 0)).toEqual([{ type: 'buy' }, { type: 'endTurn' }]);
  });

  it('R22 after a Dock that ends the turn, the captain cannot act again: not-your-turn', () => {
    const s = arrange({ ships: [FLOUR_DOCK, [5, 5]], crates: [0, 3, 3, 3, 3, 3, 3, 3] });
    const { state, events } = act(s, 0, { type: 'dock' });
    expect(state.turn).toBe(1);
    expect(state.phase).toBe('turn');
    expect(types(events)).toContain('turnEnded');
    refused(state, 0, { type: 'dock' }, 'not-your-turn');
    refused(state, 0, { type: 'endTurn' }, 'not-your-turn');
  });

  it('R22 declining the crate ends the turn without a sighting, since the act was Dock', () => {
    const s = arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10] });
    const { state } = act(s, 0, { type: 'dock' });
    const declined = act(state, 0, { type: 'endTurn' });
    expect(declined.state.turn).toBe(1);
    expect(types(declined.events)).toContain('turnEnded');
    expect(declined.events[0]).toEqual({ type: 'passedUp', seat: 0, ingredient: state.board.islands[FLOUR].ingredient }); // R23: the crate left is told
    expect(types(declined.events)).not.toContain('sightingStarted');
    expect(declined.state.crates[FLOUR]).toBe(3);
    expect(declined.state.captains[0].hold).toEqual([]);
    expect(declined.state.captains[0].gold).toBe(state.captains[0].gold);
  });

  it("R22 another seat may not act on seat 0's turn: not-your-turn, nothing changes", () => {
    const s = arrange({ ships: [[5, 5], FLOUR_DOCK], gold: [10, 10] });
    refused(s, 1, { type: 'dock' }, 'not-your-turn');
    refused(s, 1, { type: 'endTurn' }, 'not-your-turn');
    refused(s, 1, { type: 'buy' }, 'not-your-turn');
    const { state } = act(arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10] }), 0, { type: 'dock' });
    refused(state, 1, { type: 'buy' }, 'not-your-turn');
  });

  it('R22 buying is not an act of its own: buy in the turn phase is wrong-phase, even on a dock', () => {
    refused(arrange({ ships: [FLOUR_DOCK], gold: [10] }), 0, { type: 'buy' }, 'wrong-phase');
    refused(arrange({ ships: [[5, 5]], gold: [10] }), 0, { type: 'buy' }, 'wrong-phase');
  });

  it('R22 legalActions offers Dock only on a dock or berth, End turn always', () => {
    const atDock = legalActions(arrange({ ships: [FLOUR_DOCK, [5, 5]] }), 0).map((a) => a.type);
    expect(atDock).toContain('dock');
    expect(atDock).toContain('endTurn');
    expect(atDock).not.toContain('buy');
    const atSea = legalActions(
      arrange({
        ships: [
          [5, 5],
          [9, 9],
        ],
      }),
      0,
    ).map((a) => a.type);
    expect(atSea).not.toContain('dock');
    expect(atSea).toContain('endTurn');
    expect(legalActions(arrange(), 0).map((a) => a.type)).toContain('dock'); // seat 0 starts on a berth
  });
});

describe('R23 dock', () => {
  it('R23 the flip pays 3 gold for heads and 1 for tails, and both come up', () => {
    const seen = new Set<Coin>();
    for (let i = 0; i < 16; i++) {
      const s = arrange({ seed: `coin-${i}`, ships: [FLOUR_DOCK, [5, 5]], gold: [5] });
      const { state, events } = act(s, 0, { type: 'dock' });
      const flips = docked(events);
      expect(flips).toHaveLength(1);
      const { coin, gold, seat } = flips[0];
      seen.add(coin);
      expect(seat).toBe(0);
      expect(gold).toBe(coinGold(coin));
      expect(state.captains[0].gold).toBe(5 + coinGold(coin));
      expect(state.captains[1].gold).toBe(s.captains[1].gold);
    }
    expect([...seen].sort()).toEqual(['heads', 'tails']);
  });

  it('R23 heads takes exactly 3 gold', () => {
    const { state, events, before } = dockWithCoin('heads', { ships: [FLOUR_DOCK, [5, 5]], gold: [0] });
    expect(docked(events)[0]).toEqual({ type: 'docked', seat: 0, coin: 'heads', gold: 3 });
    expect(before.captains[0].gold).toBe(0);
    expect(state.captains[0].gold).toBe(3);
  });

  it('R23 tails takes exactly 1 gold', () => {
    const { state, events } = dockWithCoin('tails', { ships: [FLOUR_DOCK, [5, 5]], gold: [0] });
    expect(docked(events)[0]).toEqual({ type: 'docked', seat: 0, coin: 'tails', gold: 1 });
    expect(state.captains[0].gold).toBe(1);
  });

  it('R23 after the flip, a captain who can pay may buy: phase buy, same turn', () => {
    const { state } = act(arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [2] }), 0, { type: 'dock' });
    expect(state.phase).toBe('buy');
    expect(state.turn).toBe(0);
    expect(viewFor(state, 0).actor).toBe(0);
  });

  it("R23 buying moves one crate of the island's ingredient into the hold, then the turn ends", () => {
    const s = arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10] });
    const flipped = act(s, 0, { type: 'dock' });
    const goldAfterFlip = flipped.state.captains[0].gold;
    const { state, events } = act(flipped.state, 0, { type: 'buy' });
    expect(state.captains[0].hold).toEqual(['Flour']);
    expect(state.crates[FLOUR]).toBe(2);
    expect(state.captains[0].gold).toBe(goldAfterFlip - 2);
    expect(events.find((e) => e.type === 'bought')).toEqual({ type: 'bought', seat: 0, ingredient: 'Flour', price: 2 });
    expect(state.turn).toBe(1);
    expect(state.phase).toBe('turn');
    expect(types(events)).toContain('turnEnded');
    expect(types(events)).not.toContain('sightingStarted');
    expect(totalCrates(state)).toBe(24);
  });

  it('R23 whether the captain can pay is judged after the flip: 0 gold buys on heads, not on tails', () => {
    const heads = dockWithCoin('heads', { ships: [FLOUR_DOCK, [5, 5]], gold: [0] });
    expect(heads.state.phase).toBe('buy');
    expect(heads.state.turn).toBe(0);
    expect(legalActions(heads.state, 0)).toEqual([{ type: 'buy' }, { type: 'endTurn' }]);
    const tails = dockWithCoin('tails', { ships: [FLOUR_DOCK, [5, 5]], gold: [0] });
    expect(tails.state.phase).toBe('turn');
    expect(tails.state.turn).toBe(1);
    expect(tails.state.captains[0].gold).toBe(1);
    expect(tails.state.crates[FLOUR]).toBe(3);
    refused(tails.state, 0, { type: 'buy' }, 'not-your-turn');
  });

  it('R23 exactly enough gold is enough: 1 gold + heads pays the last crate at 4', () => {
    const crates = [1, 3, 3, 3, 3, 3, 3, 3];
    const heads = dockWithCoin('heads', { ships: [FLOUR_DOCK, [5, 5]], gold: [1], crates });
    expect(heads.state.phase).toBe('buy');
    const bought = act(heads.state, 0, { type: 'buy' });
    expect(bought.state.captains[0].gold).toBe(0);
    expect(bought.state.crates[FLOUR]).toBe(0);
    const tails = dockWithCoin('tails', { ships: [FLOUR_DOCK, [5, 5]], gold: [1], crates });
    expect(tails.state.phase).toBe('turn');
    expect(tails.state.turn).toBe(1);
    expect(tails.state.captains[0].gold).toBe(2);
  });

  it('R23 a captain may sail onto a dock and Dock in the same turn', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [3, 6],
        [5, 5],
      ],
      gold: [10],
    });
    const sailed = act(s, 0, { type: 'sail', route: ['N', 'N'] });
    const { state, events } = act(sailed.state, 0, { type: 'dock' });
    expect(docked(events)).toHaveLength(1);
    expect(state.phase).toBe('buy');
  });

  it('R23 a captain may stay on the dock and Dock again on a later turn without sailing', () => {
    let s = arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10, 4], stormTomorrow: null });
    const first = act(s, 0, { type: 'dock' });
    s = act(first.state, 0, { type: 'buy' }).state;
    s = nextDay(s);
    expect(s.day).toBe(2);
    expect(s.captains[0].pos).toEqual(FLOUR_DOCK);
    expect(legalActions(s, 0).map((a) => a.type)).toContain('dock');
    const again = act(s, 0, { type: 'dock' });
    expect(docked(again.events)).toHaveLength(1);
    expect(again.state.phase).toBe('buy');
  });

  it('R23 Dock away from any dock or berth is refused with not-at-dock, nothing changes', () => {
    const squares: Square[] = [
      [5, 5],
      [4, 3],
      [2, 3],
      [4, 4],
      [6, 6],
      [9, 9],
      [14, 0],
      [3, 5],
    ];
    for (const sq of squares) refused(arrange({ ships: [sq, [11, 11]], gold: [10] }), 0, { type: 'dock' }, 'not-at-dock');
  });

  it('R23 every island dock works', () => {
    const docks: [Square, Ingredient][] = [
      [[3, 4], 'Flour'],
      [[12, 4], 'Sugar'],
      [[3, 11], 'Butter'],
      [[12, 11], 'Eggs'],
      [[6, 2], 'Cocoa'],
      [[13, 8], 'Vanilla'],
      [[2, 8], 'Cinnamon'],
      [[8, 13], 'Coconut'],
    ];
    for (const [sq, ingredient] of docks) {
      const flipped = act(arrange({ ships: [sq, [5, 5]], gold: [10] }), 0, { type: 'dock' });
      expect(docked(flipped.events), ingredient).toHaveLength(1);
      const { state } = act(flipped.state, 0, { type: 'buy' });
      expect(state.captains[0].hold, ingredient).toEqual([ingredient]);
    }
  });
});

describe('R24 prices', () => {
  it('R24 the view prices crates 2, 3, 4 and then null when sold out', () => {
    const view = viewFor(arrange({ crates: [3, 2, 1, 0, 3, 2, 1, 0] }), null);
    expect(view.board.islands.map((i) => i.price)).toEqual([2, 3, 4, null, 2, 3, 4, null]);
    expect(view.board.islands.map((i) => i.crates)).toEqual([3, 2, 1, 0, 3, 2, 1, 0]);
  });

  it('R24 each crate is charged at 2 + (3 - crates left)', () => {
    for (const [left, price] of [
      [3, 2],
      [2, 3],
      [1, 4],
    ]) {
      const crates = [left, 3, 3, 3, 3, 3, 3, 3];
      const flipped = act(arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10], crates }), 0, { type: 'dock' });
      const paid = flipped.state.captains[0].gold;
      const { state, events } = act(flipped.state, 0, { type: 'buy' });
      expect(events.find((e) => e.type === 'bought')).toEqual({ type: 'bought', seat: 0, ingredient: 'Flour', price });
      expect(state.captains[0].gold).toBe(paid - price);
      expect(state.crates[FLOUR]).toBe(left - 1);
    }
  });

  it('R24 buying an island out, turn after turn: 2, 3, 4, then sold out', () => {
    let s = arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [20], stormTomorrow: null });
    let gold = 20;
    for (const price of [2, 3, 4]) {
      expect(viewFor(s, 0).board.islands[FLOUR].price).toBe(price);
      const flipped = act(s, 0, { type: 'dock' });
      gold += docked(flipped.events)[0].gold;
      const bought = act(flipped.state, 0, { type: 'buy' });
      gold -= price;
      expect(bought.state.captains[0].gold).toBe(gold);
      s = nextDay(bought.state);
    }
    expect(s.captains[0].hold).toEqual(['Flour', 'Flour', 'Flour']);
    expect(s.crates[FLOUR]).toBe(0);
    expect(viewFor(s, 1).board.islands[FLOUR].price).toBeNull();
    expect(viewFor(s, 1).board.islands[FLOUR].crates).toBe(0);
    const last = act(s, 0, { type: 'dock' });
    expect(last.state.phase).toBe('turn');
    expect(last.state.turn).toBe(1);
    expect(totalCrates(last.state)).toBe(24);
  });

  it('R24 a captain who cannot pay the price after the flip is not offered the crate, and the events say so before the turn ends', () => {
    // 0 gold, price 4: heads makes 3, still short
    const { state, events } = dockWithCoin('heads', { ships: [FLOUR_DOCK, [5, 5]], gold: [0], crates: [1, 3, 3, 3, 3, 3, 3, 3] });
    expect(state.captains[0].gold).toBe(3);
    expect(types(events).slice(0, 3)).toEqual(['docked', 'cannotAfford', 'turnEnded']);
    expect(events[1]).toEqual({ type: 'cannotAfford', seat: 0, ingredient: 'Flour', price: 4, gold: 3 }); // the purse after the flip
    expect(state.phase).toBe('turn');
    expect(state.turn).toBe(1);
    expect(state.crates[FLOUR]).toBe(1);
  });

  it('R24 cannot-afford: a buy the purse cannot cover is refused and changes nothing', () => {
    // Dock only opens the buy phase when the crate is affordable, so this guards a purse that shrank since.
    const { state } = act(arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10], crates: [1, 3, 3, 3, 3, 3, 3, 3] }), 0, { type: 'dock' });
    expect(state.phase).toBe('buy');
    const poor: GameState = { ...state, captains: state.captains.map((c) => (c.seat === 0 ? { ...c, gold: 3 } : c)) };
    refused(poor, 0, { type: 'buy' }, 'cannot-afford');
    expect(legalActions(poor, 0)).toEqual([{ type: 'endTurn' }]);
  });

  it('R24 no-crates: a buy at an island with none left is refused and changes nothing', () => {
    const { state } = act(arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10] }), 0, { type: 'dock' });
    expect(state.phase).toBe('buy');
    const empty: GameState = { ...state, crates: state.crates.map((c, i) => (i === FLOUR ? 0 : c)) };
    refused(empty, 0, { type: 'buy' }, 'no-crates');
    expect(legalActions(empty, 0)).toEqual([{ type: 'endTurn' }]);
  });
});

describe('R25 any ingredient', () => {
  it('R25 a captain may buy an ingredient that is not on their recipe', () => {
    const s = arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10], recipes: [OTHER_RECIPE], holds: [['Cocoa']] });
    const flipped = act(s, 0, { type: 'dock' });
    expect(legalActions(flipped.state, 0)).toContainEqual({ type: 'buy' });
    const { state } = act(flipped.state, 0, { type: 'buy' });
    expect(state.captains[0].hold).toEqual(['Cocoa', 'Flour']);
    expect(state.captains[0].recipe.ingredients).not.toContain('Flour');
  });

  it('R25 a captain may buy a second crate of an ingredient already in the hold', () => {
    const s = arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10], recipes: [RECIPE], holds: [['Flour']], crates: [2, 3, 3, 3, 3, 3, 3, 3] });
    const { state } = act(act(s, 0, { type: 'dock' }).state, 0, { type: 'buy' });
    expect(state.captains[0].hold).toEqual(['Flour', 'Flour']);
  });
});

describe('R26 sold out', () => {
  it('R26 a sold-out island sells nothing but its dock still flips, and the events say it was sold out', () => {
    const seen = new Set<Coin>();
    for (let i = 0; i < 12; i++) {
      const s = arrange({ seed: `coin-${i}`, ships: [FLOUR_DOCK, [5, 5]], gold: [50], crates: [0, 3, 3, 3, 3, 3, 3, 3] });
      expect(viewFor(s, 0).board.islands[FLOUR].price).toBeNull();
      const { state, events } = act(s, 0, { type: 'dock' });
      const [flip] = docked(events);
      seen.add(flip.coin);
      expect(state.captains[0].gold).toBe(50 + coinGold(flip.coin));
      expect(types(events)).not.toContain('bought');
      expect(types(events).slice(0, 3)).toEqual(['docked', 'soldOut', 'turnEnded']);
      expect(events[1]).toEqual({ type: 'soldOut', seat: 0, ingredient: 'Flour' });
      expect(state.phase).toBe('turn');
      expect(state.turn).toBe(1);
      expect(state.crates[FLOUR]).toBe(0);
      expect(state.captains[0].hold).toEqual([]);
    }
    expect(seen.size).toBe(2);
  });

  it('R26 other islands are unaffected by one selling out', () => {
    const s = arrange({
      ships: [
        [12, 4],
        [5, 5],
      ],
      gold: [10],
      crates: [0, 3, 3, 3, 3, 3, 3, 3],
    });
    const { state } = act(s, 0, { type: 'dock' });
    expect(state.phase).toBe('buy');
  });
});

describe('R27 Tortuga berths without the recipe', () => {
  it('R27 a berth flips for gold and sells nothing, whatever the purse', () => {
    const seen = new Set<Coin>();
    for (let i = 0; i < 12; i++) {
      const s = arrange({
        seed: `coin-${i}`,
        ships: [
          [7, 6],
          [5, 5],
        ],
        gold: [100],
        recipes: [RECIPE],
        holds: [['Flour', 'Sugar', 'Butter']],
      });
      const { state, events } = act(s, 0, { type: 'dock' });
      const [flip] = docked(events);
      seen.add(flip.coin);
      expect(flip.gold).toBe(coinGold(flip.coin));
      expect(state.captains[0].gold).toBe(100 + coinGold(flip.coin));
      expect(types(events)).not.toContain('ovensLit');
      expect(types(events)).not.toContain('bought');
      expect(types(events)).not.toContain('cannotAfford'); // a berth sells nothing: no purchase was missed
      expect(types(events)).not.toContain('soldOut');
      expect(state.phase).toBe('turn');
      expect(state.turn).toBe(1);
      expect(state.captains[0].hold).toEqual(['Flour', 'Sugar', 'Butter']);
      expect(state.captains[0].ovensLitDay).toBeNull();
      expect(state.crates).toEqual(s.crates);
    }
    expect(seen.size).toBe(2);
  });

  it('R27 each of the 8 berths is a dock', () => {
    for (const berth of BERTHS) {
      const s = arrange({ ships: [[...berth] as Square, [5, 5]], gold: [3] });
      const { state, events } = act(s, 0, { type: 'dock' });
      expect(docked(events), `berth ${berth.join(',')}`).toHaveLength(1);
      expect(state.turn).toBe(1);
    }
  });

  it('R27 a berth with an empty hold, or with other ingredients, just flips', () => {
    for (const hold of [[], OTHER_RECIPE, ['Flour', 'Flour', 'Sugar', 'Sugar', 'Butter']] as Ingredient[][]) {
      const s = arrange({
        ships: [
          [7, 6],
          [5, 5],
        ],
        recipes: [RECIPE],
        holds: [hold],
      });
      const { state, events } = act(s, 0, { type: 'dock' });
      expect(docked(events)).toHaveLength(1);
      expect(state.captains[0].hold).toEqual(hold);
      expect(state.captains[0].bench).toEqual([]);
    }
  });
});

describe('R39 home', () => {
  it('R39 Docking on a berth with the whole recipe lights the ovens instead of flipping', () => {
    const s = arrange({
      ships: [
        [7, 6],
        [5, 5],
      ],
      gold: [4],
      recipes: [RECIPE],
      holds: [['Eggs', 'Cocoa', 'Flour', 'Butter', 'Sugar']],
    });
    const { state, events } = act(s, 0, { type: 'dock' });
    expect(state.phase).toBe('bake');
    expect(state.turn).toBe(0);
    expect(docked(events)).toEqual([]);
    expect(types(events)).not.toContain('turnEnded');
    const lit = events.find((e): e is Extract<GameEvent, { type: 'ovensLit' }> => e.type === 'ovensLit');
    expect(lit).toBeDefined();
    expect(lit!.seat).toBe(0);
    expect(lit!.recipe.ingredients).toEqual(RECIPE);
    expect(lit!.bench).toEqual(RECIPE);
    expect(state.captains[0].gold).toBe(4);
    expect(state.captains[0].ovensLitDay).toBe(1);
    expect(state.captains[0].hold).toEqual(['Cocoa']);
    expect(viewFor(state, 1).captains[0].ovensLit).toBe(true);
    expect(totalCrates(state)).toBe(totalCrates(s));
  });

  it('R39 the ovens light on any berth, the very turn the captain sails home', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [7, 4],
        [5, 5],
      ],
      recipes: [RECIPE],
      holds: [[...RECIPE]],
    });
    const sailed = act(s, 0, { type: 'sail', route: ['S', 'S'] });
    expect(sailed.state.captains[0].pos).toEqual([7, 6]);
    const { state, events } = act(sailed.state, 0, { type: 'dock' });
    expect(types(events)).toContain('ovensLit');
    expect(state.phase).toBe('bake');
    const other = act(
      arrange({
        ships: [
          [6, 8],
          [5, 5],
        ],
        recipes: [RECIPE],
        holds: [[...RECIPE].reverse()],
      }),
      0,
      { type: 'dock' },
    );
    expect(types(other.events)).toContain('ovensLit');
    expect(docked(other.events)).toEqual([]);
  });

  it('R39 the whole recipe at an island dock only flips (and may buy)', () => {
    const s = arrange({ ships: [FLOUR_DOCK, [5, 5]], gold: [10], recipes: [RECIPE], holds: [[...RECIPE]] });
    const { state, events } = act(s, 0, { type: 'dock' });
    expect(docked(events)).toHaveLength(1);
    expect(types(events)).not.toContain('ovensLit');
    expect(state.phase).toBe('buy');
    expect(state.captains[0].ovensLitDay).toBeNull();
  });

  it('R39 three of the four ingredients is not enough: the berth just flips', () => {
    const s = arrange({
      ships: [
        [7, 6],
        [5, 5],
      ],
      recipes: [RECIPE],
      holds: [['Flour', 'Sugar', 'Butter', 'Cocoa']],
    });
    const { state, events } = act(s, 0, { type: 'dock' });
    expect(docked(events)).toHaveLength(1);
    expect(types(events)).not.toContain('ovensLit');
    expect(state.phase).toBe('turn');
    expect(state.turn).toBe(1);
  });

  it('R39 the whole recipe away from Tortuga is still not-at-dock', () => {
    refused(
      arrange({
        ships: [
          [6, 6],
          [5, 5],
        ],
        recipes: [RECIPE],
        holds: [[...RECIPE]],
      }),
      0,
      { type: 'dock' },
      'not-at-dock',
    );
  });
});
