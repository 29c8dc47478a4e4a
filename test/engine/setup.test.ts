// R1, R3, R6, R7, R8, R9: who sits at the table, where the ships start, recipes, purses, seats and public holds.
import { describe, expect, it } from 'vitest';
import { applyAction, createVoyage, legalActions, viewFor } from '../../shared/pastry/index';
import type { GameState, Ingredient, Square, VoyageSetup } from '../../shared/pastry/index';
import { dealRecipes } from '../../shared/pastry/rules/recipes';
import { PURSES, startingGold } from '../../shared/pastry/rules/purses';
import { seedStream } from '../../shared/random';
import { arrange } from './fixtures';

const ALL_INGREDIENTS: Ingredient[] = ['Flour', 'Sugar', 'Butter', 'Eggs', 'Cocoa', 'Vanilla', 'Cinnamon', 'Coconut'];
const NAMES = ['Anne', 'Mary', 'Jack', 'Bart', 'Ned', 'Kidd', 'Grace'];
const CLOCKWISE_BERTHS: Square[] = [
  [7, 6],
  [8, 6],
  [9, 7],
  [9, 8],
  [8, 9],
  [7, 9],
  [6, 8],
  [6, 7],
];

function setup(seed: string, count: number, extra: Partial<VoyageSetup> = {}): VoyageSetup {
  return { seed, captains: NAMES.slice(0, count).map((name) => ({ name })), now: 0, ...extra };
}

/** A deep snapshot, to prove that a refused action changed nothing. */
function snapshot(s: GameState): string {
  return JSON.stringify(s);
}

describe('R1 captains', () => {
  it('R1 a voyage seats 2 to 6 captains', () => {
    for (let count = 2; count <= 6; count++) {
      const s = createVoyage(setup(`r1-${count}`, count));
      expect(s.captains).toHaveLength(count);
      expect(s.captains.map((c) => c.seat)).toEqual(Array.from({ length: count }, (_, i) => i));
      expect(viewFor(s, null).captains).toHaveLength(count);
    }
  });

  it('R1 createVoyage refuses 0, 1 and 7 captains and leaves the setup untouched', () => {
    for (const count of [0, 1, 7]) {
      const bad = setup('r1-bad', count);
      const before = JSON.stringify(bad);
      expect(() => createVoyage(bad)).toThrow(/2 to 6 captains/);
      expect(JSON.stringify(bad)).toBe(before);
    }
  });

  it('R1 any seat may be a bot, all of them included', () => {
    const s = createVoyage({
      seed: 'r1-bots',
      captains: [
        { name: 'A', bot: 'easy' },
        { name: 'B', bot: 'normal' },
        { name: 'C', bot: 'hard' },
      ],
    });
    const levels = new Map([
      [0, 'easy'],
      [1, 'normal'],
      [2, 'hard'],
    ]);
    const view = viewFor(s, null);
    for (const c of s.captains) {
      expect(c.bot).toBe(levels.get(c.entrant));
      expect(view.captains[c.seat].bot).toBe(true);
      expect(view.captains[c.seat].level).toBe(levels.get(c.entrant));
    }
    const mixed = createVoyage({ seed: 'r1-mixed', captains: [{ name: 'Human' }, { name: 'Robot', bot: 'hard' }] });
    const robot = mixed.captains.find((c) => c.name === 'Robot')!;
    const human = mixed.captains.find((c) => c.name === 'Human')!;
    expect(viewFor(mixed, 0).captains[robot.seat].bot).toBe(true);
    expect(viewFor(mixed, 0).captains[human.seat].bot).toBe(false);
  });
});

describe('R3 Tortuga', () => {
  it('R3 Tortuga is the land block (7,7)-(8,8) and its 8 berths are listed clockwise', () => {
    const s = createVoyage(setup('r3', 2));
    const key = ([x, y]: Square) => `${x},${y}`;
    const land = new Set(s.board.land.map(key));
    expect([...s.board.tortuga].map(key).sort()).toEqual(['7,7', '7,8', '8,7', '8,8']);
    for (const sq of s.board.tortuga) expect(land.has(key(sq))).toBe(true);
    expect(s.board.berths).toEqual(CLOCKWISE_BERTHS);
    expect(viewFor(s, null).board.berths).toEqual(CLOCKWISE_BERTHS);
    // the berths are exactly Tortuga's orthogonal water neighbours
    const tortuga = new Set(s.board.tortuga.map(key));
    const neighbours = new Set<string>();
    for (const [x, y] of s.board.tortuga) {
      for (const [dx, dy] of [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ]) {
        const n = `${x + dx},${y + dy}`;
        if (!tortuga.has(n)) neighbours.add(n);
      }
    }
    expect([...neighbours].sort()).toEqual(CLOCKWISE_BERTHS.map(key).sort());
    for (const b of CLOCKWISE_BERTHS) expect(land.has(key(b))).toBe(false);
  });

  it('R3 seat i starts on berth i, for every table size', () => {
    for (let count = 2; count <= 6; count++) {
      const s = createVoyage(setup(`r3-${count}`, count));
      s.captains.forEach((c, i) => expect(c.pos).toEqual(CLOCKWISE_BERTHS[i]));
      viewFor(s, 0).captains.forEach((c, i) => expect(c.pos).toEqual(CLOCKWISE_BERTHS[i]));
      expect(s.tracks.map((t) => t[0])).toEqual(CLOCKWISE_BERTHS.slice(0, count));
    }
  });

  it('R3 a berth is a dock: the captain on it may Dock', () => {
    const s = createVoyage(setup('r3-dock', 2));
    expect(legalActions(s, 0)).toContainEqual({ type: 'dock' });
    const r = applyAction(s, 0, { type: 'dock' }, 0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const docked = r.events.find((e) => e.type === 'docked');
    expect(docked).toBeDefined();
    expect(r.state.captains[0].gold).toBeGreaterThan(s.captains[0].gold);
  });

  it("R3 a berth holds one ship: sailing onto the neighbour's berth is refused and nothing changes", () => {
    const s = arrange({ captains: 2, wind: 'E' }); // seat 0 on (7,6), seat 1 on (8,6)
    expect(s.captains[0].pos).toEqual([7, 6]);
    expect(s.captains[1].pos).toEqual([8, 6]);
    const before = snapshot(s);
    const r = applyAction(s, 0, { type: 'sail', route: ['E'] }, 0);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ends-on-ship');
    expect(snapshot(s)).toBe(before);
  });
});

describe('R6 recipes', () => {
  /** Checks one table's recipes against every R6 property. */
  function checkRecipes(recipes: { name: string; ingredients: Ingredient[] }[]): void {
    const uses = new Map<Ingredient, number>();
    const sets = new Set<string>();
    for (const r of recipes) {
      expect(typeof r.name).toBe('string');
      expect(r.name.trim().length).toBeGreaterThan(0);
      expect(r.ingredients).toHaveLength(4);
      expect(new Set(r.ingredients).size).toBe(4);
      for (const i of r.ingredients) {
        expect(ALL_INGREDIENTS).toContain(i);
        uses.set(i, (uses.get(i) ?? 0) + 1);
      }
      sets.add([...r.ingredients].sort().join('+'));
    }
    expect(sets.size).toBe(recipes.length);
    for (const n of uses.values()) expect(n).toBeLessThanOrEqual(3);
    if (recipes.length === 6) {
      // 24 slots over 8 ingredients with at most 3 each: every ingredient exactly 3 times
      expect([...uses.values()]).toEqual(Array(8).fill(3));
    }
  }

  it('R6 every voyage of 2 to 6 captains deals valid recipes (60 seeds each)', () => {
    for (let count = 2; count <= 6; count++) {
      for (let i = 0; i < 60; i++) {
        const s = createVoyage(setup(`r6-${count}-${i}`, count));
        checkRecipes(s.captains.map((c) => c.recipe));
      }
    }
  });

  it('R6 the dealer keeps every property over 1,000 deals per table size', () => {
    for (let count = 2; count <= 6; count++) {
      const holder = { rng: seedStream(`deal-${count}`) };
      for (let i = 0; i < 1000; i++) {
        const recipes = dealRecipes(holder, count);
        expect(recipes).toHaveLength(count);
        checkRecipes(recipes);
      }
    }
  });

  it('R6 recipes vary: every ingredient is dealt, in varying order', () => {
    const holder = { rng: seedStream('variety') };
    const firsts = new Set<Ingredient>();
    const seen = new Set<Ingredient>();
    const sets = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const [r] = dealRecipes(holder, 2);
      firsts.add(r.ingredients[0]);
      r.ingredients.forEach((x) => seen.add(x));
      sets.add([...r.ingredients].sort().join('+'));
    }
    expect(seen.size).toBe(8);
    expect(firsts.size).toBe(8);
    expect(sets.size).toBeGreaterThan(40); // 70 possible sets
  });

  it('R6 a recipe is secret from the others and spectators until the ovens light; its owner always sees it', () => {
    const s = createVoyage(setup('r6-secret', 3));
    for (const c of s.captains) {
      const own = viewFor(s, c.seat).captains[c.seat].recipe;
      expect(own).toEqual({ name: c.recipe.name, ingredients: c.recipe.ingredients });
      for (const other of s.captains) if (other.seat !== c.seat) expect(viewFor(s, other.seat).captains[c.seat].recipe).toBeNull();
      expect(viewFor(s, null).captains[c.seat].recipe).toBeNull();
      // no other viewer's JSON carries the pastry's name
      for (const viewer of [null, ...s.captains.map((x) => x.seat).filter((x) => x !== c.seat)]) {
        expect(JSON.stringify(viewFor(s, viewer))).not.toContain(c.recipe.name);
      }
    }
    const lit = structuredClone(s);
    lit.captains[1].ovensLitDay = 1;
    expect(viewFor(lit, null).captains[1].recipe).toEqual(s.captains[1].recipe);
    expect(viewFor(lit, 0).captains[1].recipe).toEqual(s.captains[1].recipe);
    expect(viewFor(lit, 0).captains[2].recipe).toBeNull();
  });

  it('R6 the recipe order is fixed: it does not change as the day goes on', () => {
    let s = createVoyage(setup('r6-order', 3));
    const recipes = s.captains.map((c) => [...c.recipe.ingredients]);
    for (let turn = 0; turn < 9; turn++) {
      const r = applyAction(s, s.turn, { type: 'endTurn' }, turn * 10);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      s = r.state;
    }
    expect(s.day).toBe(4);
    expect(s.captains.map((c) => c.recipe.ingredients)).toEqual(recipes);
  });
});

describe('R7 purses', () => {
  it('R7 the purse table: one row per table size, chosen by simulation (test/sim/purses.ts)', () => {
    expect(PURSES).toEqual({
      2: [3, 4],
      3: [3, 3, 4],
      4: [3, 4, 4, 4],
      5: [3, 4, 4, 4, 4],
      6: [3, 5, 5, 6, 6, 6],
    });
  });

  it('R7 seat 0 starts with 3 gold and no later seat starts with less than the seat before', () => {
    for (let count = 2; count <= 6; count++) {
      const row = PURSES[count as keyof typeof PURSES];
      expect(row).toHaveLength(count);
      expect(row[0]).toBe(3);
      for (const gold of row) expect(Number.isInteger(gold)).toBe(true);
      for (let seat = 1; seat < count; seat++) expect(row[seat]).toBeGreaterThanOrEqual(row[seat - 1]);
    }
  });

  it('R7 each table size deals its own row, in the state and in every view', () => {
    for (let count = 2; count <= 6; count++) {
      const row = PURSES[count as keyof typeof PURSES];
      for (let i = 0; i < 3; i++) {
        const s = createVoyage(setup(`r7-${count}-${i}`, count));
        expect(s.captains.map((c) => c.gold)).toEqual(row);
        expect(s.captains.map((c) => startingGold(c.seat, count))).toEqual(row);
        for (const viewer of [null, 0, count - 1]) expect(viewFor(s, viewer).captains.map((c) => c.gold)).toEqual(row);
      }
    }
    expect(() => startingGold(0, 7)).toThrow(/R7/);
    expect(() => startingGold(4, 4)).toThrow(/R7/);
  });

  it('R7 the purse goes with the seat, not with the entrant', () => {
    for (let count = 2; count <= 6; count++) {
      const row = PURSES[count as keyof typeof PURSES];
      // find a seed whose shuffle seats some entrant where the row gives another purse than at its entry place
      let s: GameState | null = null;
      for (let i = 0; i < 50 && !s; i++) {
        const t = createVoyage(setup(`r7-shuffle-${count}-${i}`, count));
        if (t.captains.some((c) => row[c.entrant] !== row[c.seat])) s = t;
      }
      expect(s).not.toBeNull();
      s!.captains.forEach((c, seat) => expect(c.gold).toBe(row[seat]));
    }
  });
});

describe('R8 turn order and seating', () => {
  it('R8 seats are shuffled from the seed; entrant maps each seat back to its setup place', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const s = createVoyage(setup(`r8-${i}`, 6));
      const entrants = s.captains.map((c) => c.entrant);
      expect([...entrants].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      s.captains.forEach((c) => expect(c.name).toBe(NAMES[c.entrant]));
      viewFor(s, null).captains.forEach((c, seat) => {
        expect(c.entrant).toBe(entrants[seat]);
        expect(c.name).toBe(NAMES[c.entrant]);
      });
      orders.add(entrants.join(','));
    }
    // 720 possible seatings: 60 seeds should give (almost) all different ones, and not always setup order
    expect(orders.size).toBeGreaterThan(50);
  });

  it('R8 the same seed gives the same seating; the bot setting follows its entrant', () => {
    const a = createVoyage({ seed: 'same', captains: [{ name: 'A' }, { name: 'B', bot: 'hard' }, { name: 'C' }, { name: 'D' }] });
    const b = createVoyage({ seed: 'same', captains: [{ name: 'A' }, { name: 'B', bot: 'hard' }, { name: 'C' }, { name: 'D' }] });
    expect(a.captains.map((c) => c.entrant)).toEqual(b.captains.map((c) => c.entrant));
    expect(a).toEqual(b);
    const botSeat = a.captains.find((c) => c.entrant === 1)!;
    expect(botSeat.name).toBe('B');
    expect(botSeat.bot).toBe('hard');
    expect(a.captains.filter((c) => c.bot !== null)).toHaveLength(1);
  });

  it('R8 every entrant is equally likely to get seat 0', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 450; i++) counts[createVoyage(setup(`r8-fair-${i}`, 3)).captains[0].entrant]++;
    for (const n of counts) {
      expect(n / 450).toBeGreaterThan(0.333 - 0.1);
      expect(n / 450).toBeLessThan(0.333 + 0.1);
    }
  });

  it('R8 seats take turns 0, 1, 2, ... within a day', () => {
    let s = createVoyage(setup('r8-order', 4));
    expect(s.turn).toBe(0);
    const started: number[] = [];
    for (let k = 0; k < 4; k++) {
      const r = applyAction(s, s.turn, { type: 'endTurn' }, k);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      s = r.state;
      for (const e of r.events) if (e.type === 'turnStarted') started.push(e.seat);
    }
    expect(started).toEqual([1, 2, 3, 0]);
    expect(s.day).toBe(2);
  });

  it('R8 a seat acting out of turn is refused with not-your-turn and nothing changes', () => {
    const s = createVoyage(setup('r8-refuse', 3));
    const before = snapshot(s);
    for (const seat of [1, 2]) {
      for (const action of [{ type: 'endTurn' as const }, { type: 'dock' as const }, { type: 'sail' as const, route: [] }]) {
        const r = applyAction(s, seat, action, 0);
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.error.code).toBe('not-your-turn');
      }
    }
    const r = applyAction(s, 6, { type: 'endTurn' }, 0);
    expect(r.ok).toBe(false);
    expect(snapshot(s)).toBe(before);
    expect(legalActions(s, 1)).toEqual([]);
  });
});

describe('R9 holds are public', () => {
  it('R9 every viewer, spectators included, sees every hold and how many', () => {
    const holds: Ingredient[][] = [['Flour', 'Flour', 'Cocoa'], ['Sugar'], ['Eggs', 'Vanilla', 'Butter', 'Coconut']];
    const s = arrange({ captains: 3, holds });
    for (const viewer of [0, 1, 2, null]) {
      const view = viewFor(s, viewer);
      expect(view.captains.map((c) => c.hold)).toEqual(holds);
      expect(view.captains.map((c) => c.heavy)).toEqual([false, false, true]);
    }
  });

  it("R9 a bought crate shows in everyone's view", () => {
    // seat 0 on the Flour dock with enough gold to buy whatever the flip gives
    const s = arrange({
      captains: 2,
      ships: [
        [3, 4],
        [8, 6],
      ],
      gold: [10, 4],
    });
    const docked = applyAction(s, 0, { type: 'dock' }, 0);
    expect(docked.ok).toBe(true);
    if (!docked.ok) return;
    expect(docked.state.phase).toBe('buy');
    const bought = applyAction(docked.state, 0, { type: 'buy' }, 0);
    expect(bought.ok).toBe(true);
    if (!bought.ok) return;
    expect(viewFor(bought.state, 1).captains[0].hold).toEqual(['Flour']);
    expect(viewFor(bought.state, null).captains[0].hold).toEqual(['Flour']);
  });
});
