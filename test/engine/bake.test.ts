// R39 to R44: coming home, lighting the ovens, the shuffle, naming the crates back, watching again, baking.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../shared/pastry/index';
import type { GameState, Ingredient } from '../../shared/pastry/index';
import { BERTHS } from '../../shared/pastry/rules/board';
import { type Arrange, arrange, totalCrates } from './fixtures';
import { act, afterSwaps, allWrong, eventOf, type Ok, refused as expectRefused, rightNames, typesOf } from './expectations';

const R0: Ingredient[] = ['Flour', 'Sugar', 'Butter', 'Eggs'];
const R1: Ingredient[] = ['Cocoa', 'Vanilla', 'Cinnamon', 'Coconut'];

/** The first `keep` slots right, the rest rotated so each is wrong (needs at least 2 in the rotation). */
function rightThenWrong(s: GameState, keep: number): number[] {
  const right = rightNames(s);
  const rest = right.slice(keep);
  return [...right.slice(0, keep), ...rest.map((_, i) => rest[(i + 1) % rest.length])];
}

/** Two captains, seat 0 home on berth 0 with the whole recipe (and `extra`), seat 1 on berth 1. */
function home(extra: Ingredient[] = [], more: Arrange = {}): GameState {
  return arrange({
    recipes: [R0, R1],
    holds: [[...R0].reverse().concat(extra), []],
    gold: [5, 5],
    ...more,
  });
}

/** Seat 0 docks at home at `now` and the ovens light. */
function lit(extra: Ingredient[] = [], now = 1000, more: Arrange = {}): Ok {
  return act(home(extra, more), 0, { type: 'dock' }, now);
}

describe('R39 Home', () => {
  it('R39 docking on a berth with the whole recipe lights the ovens that very turn, with no flip', () => {
    const s = home();
    const { state, events } = act(s, 0, { type: 'dock' }, 1000);
    expect(typesOf(events)).toEqual(['ovensLit', 'shuffle']);
    expect(events.some((e) => e.type === 'docked')).toBe(false);
    expect(state.captains[0].gold).toBe(5);
    expect(state.captains[0].ovensLitDay).toBe(1);
    expect(state.turn).toBe(0);
    expect(state.phase).toBe('bake');
  });

  it('R39 sailing home and docking in the same turn lights the ovens', () => {
    const s = home([], {
      ships: [
        [7, 4],
        [8, 6],
      ],
      wind: 'S',
    });
    const sailed = act(s, 0, { type: 'sail', route: ['S', 'S'] }, 500);
    expect(sailed.state.captains[0].pos).toEqual([7, 6]);
    const { state, events } = act(sailed.state, 0, { type: 'dock' }, 600);
    expect(eventOf(events, 'ovensLit').seat).toBe(0);
    expect(state.captains[0].ovensLitDay).toBe(1);
  });

  it('R39 any Tortuga berth is home, not just the starting one', () => {
    const s = home([], { ships: [[...BERTHS[6]], [8, 6]] });
    const { state, events } = act(s, 0, { type: 'dock' }, 0);
    expect(eventOf(events, 'ovensLit').bench).toEqual(R0);
    expect(state.phase).toBe('bake');
  });

  it('R39 one ingredient short, the berth only flips and sells nothing', () => {
    const s = arrange({ recipes: [R0, R1], holds: [['Flour', 'Sugar', 'Butter', 'Coconut'], []], gold: [5, 5] });
    const { state, events } = act(s, 0, { type: 'dock' }, 0);
    const docked = eventOf(events, 'docked');
    expect([1, 3]).toContain(docked.gold);
    expect(state.captains[0].gold).toBe(5 + docked.gold);
    expect(events.some((e) => e.type === 'ovensLit' || e.type === 'bought')).toBe(false);
    expect(state.captains[0].ovensLitDay).toBeNull();
    expect(state.captains[0].bench).toEqual([]);
    expect(state.turn).toBe(1);
    expect(state.phase).toBe('turn');
  });

  it('R39 the whole recipe at an island dock does not light the ovens', () => {
    const s = arrange({
      recipes: [R0, R1],
      holds: [[...R0], []],
      gold: [5, 5],
      ships: [
        [3, 4],
        [8, 6],
      ],
    });
    const { state, events } = act(s, 0, { type: 'dock' }, 0);
    expect(eventOf(events, 'docked').seat).toBe(0);
    expect(events.some((e) => e.type === 'ovensLit')).toBe(false);
    expect(state.captains[0].ovensLitDay).toBeNull();
    expect(state.captains[0].hold).toEqual(R0);
  });

  it('R39 ending the turn on a berth with the whole recipe does not light the ovens', () => {
    const { state } = act(home(), 0, { type: 'endTurn' }, 0);
    expect(state.captains[0].ovensLitDay).toBeNull();
    expect(state.captains[0].hold).toHaveLength(4);
    expect(state.turn).toBe(1);
  });
});

describe('R40 Ovens lit', () => {
  it('R40 the recipe is revealed to the whole table, spectators included', () => {
    const s = home();
    expect(viewFor(s, 0).captains[0].recipe).toEqual({ name: 'Test Pastry 0', ingredients: R0 });
    expect(viewFor(s, 1).captains[0].recipe).toBeNull();
    expect(viewFor(s, null).captains[0].recipe).toBeNull();
    const { state, events } = act(s, 0, { type: 'dock' }, 0);
    expect(eventOf(events, 'ovensLit').recipe).toEqual({ name: 'Test Pastry 0', ingredients: R0 });
    for (const viewer of [0, 1, null]) {
      expect(viewFor(state, viewer).captains[0].recipe).toEqual({ name: 'Test Pastry 0', ingredients: R0 });
      expect(viewFor(state, viewer).captains[0].ovensLit).toBe(true);
    }
    // seat 1's recipe stays secret
    expect(viewFor(state, 0).captains[1].recipe).toBeNull();
    expect(viewFor(state, null).captains[1].recipe).toBeNull();
  });

  it('R40 one crate of each recipe ingredient goes to the bench; extras stay in the hold', () => {
    const s = arrange({
      recipes: [R0, R1],
      gold: [5, 5],
      holds: [['Coconut', 'Eggs', 'Flour', 'Sugar', 'Flour', 'Butter', 'Cocoa'], []],
    });
    const before = totalCrates(s);
    const { state, events } = act(s, 0, { type: 'dock' }, 0);
    expect(state.captains[0].bench).toEqual(R0);
    expect([...state.captains[0].hold].sort()).toEqual(['Cocoa', 'Coconut', 'Flour']);
    expect(eventOf(events, 'ovensLit').bench).toEqual(R0);
    expect(viewFor(state, 1).captains[0].bench).toEqual(R0);
    expect(viewFor(state, 1).captains[0].hold).toHaveLength(3);
    expect(totalCrates(state)).toBe(before);
  });

  it('R40 a ship whose ovens are lit is beyond reach of battle', () => {
    const first = lit(['Coconut'], 0, { ships: [[...BERTHS[0]], [...BERTHS[1]]] });
    expect(first.state.captains[0].hold).toEqual(['Coconut']);
    const next = act(first.state, 0, { type: 'name', crates: allWrong(first.state) }, 100).state;
    expect(next.turn).toBe(1);
    expectRefused(next, 1, { type: 'battle', target: 0 }, 'beyond-reach', 200);
    expect(legalActions(next, 1).some((a) => a.type === 'battle')).toBe(false);
  });

  it('R40 the storm does not move a ship whose ovens are lit', () => {
    const first = lit([], 0, { ships: [[...BERTHS[0]], [10, 5]], stormTomorrow: 'N' });
    const named = act(first.state, 0, { type: 'name', crates: allWrong(first.state) }, 100).state;
    const { state, events } = act(named, 1, { type: 'endTurn' }, 200);
    const storm = eventOf(events, 'stormBlew');
    expect(storm.dir).toBe('N');
    expect(storm.moves.map((m) => m.seat)).toEqual([1]);
    expect(state.captains[0].pos).toEqual([7, 6]);
    expect(state.captains[1].pos).toEqual([10, 3]);
  });
});

describe('R41 The shuffle', () => {
  it('R41 the shuffle starts at once: open in recipe order, 10 swaps for 4 crates, 3 s + 0.5 s per swap', () => {
    const { state, events } = lit([], 1000);
    expect(typesOf(events)).toEqual(['ovensLit', 'shuffle']);
    const shuffle = eventOf(events, 'shuffle');
    expect(shuffle.seat).toBe(0);
    expect(shuffle.open).toEqual(R0);
    expect(shuffle.locked).toEqual([null, null, null, null]);
    expect(shuffle.swaps).toHaveLength(10);
    for (const [a, b] of shuffle.swaps) {
      expect(a).not.toBe(b);
      expect([0, 1, 2, 3]).toContain(a);
      expect([0, 1, 2, 3]).toContain(b);
    }
    expect(shuffle.startedAt).toBe(1000);
    expect(shuffle.endsAt).toBe(1000 + 3000 + 10 * 500);
    expect(state.bake).toMatchObject({ seat: 0, open: R0, swaps: shuffle.swaps, startedAt: 1000, endsAt: 9000, rewatches: 0 });
  });

  it('R41 the closed bench is the open layout after the swaps, and only the engine keeps it', () => {
    const { state, events } = lit();
    const shuffle = eventOf(events, 'shuffle');
    expect(state.captains[0].benchOrder).toEqual(afterSwaps(shuffle.open, shuffle.swaps));
    expect([...state.captains[0].benchOrder].sort()).toEqual([...R0].sort());
    for (const viewer of [0, 1, null]) {
      const view = viewFor(state, viewer);
      expect(JSON.stringify(view)).not.toContain('benchOrder');
      expect(view.bake).toEqual({
        seat: 0,
        crates: 4,
        open: R0,
        locked: [null, null, null, null],
        swaps: shuffle.swaps,
        startedAt: 1000,
        endsAt: 9000,
        rewatches: 0,
      });
    }
    expect(JSON.stringify(events)).not.toContain('benchOrder');
  });

  it('R41 the swaps come from the voyage stream: same seed same sequence, every view the same', () => {
    const a = eventOf(lit([], 0, { seed: 'oven-a' }).events, 'shuffle').swaps;
    const again = eventOf(lit([], 0, { seed: 'oven-a' }).events, 'shuffle').swaps;
    const b = eventOf(lit([], 0, { seed: 'oven-b' }).events, 'shuffle').swaps;
    const c = eventOf(lit([], 0, { seed: 'oven-c' }).events, 'shuffle').swaps;
    expect(again).toEqual(a);
    expect(b).not.toEqual(a);
    expect(c).not.toEqual(b);
  });

  it('R41 a reshuffle of 3 crates has 8 swaps, only among the crates still in the shuffle', () => {
    const { state } = lit([], 0);
    const crates = rightThenWrong(state, 1);
    const named = act(state, 0, { type: 'name', crates }, 100).state;
    const lockedPos = crates[0];
    expect(named.captains[0].benchLocked).toEqual([lockedPos, null, null, null]);
    const before = [...named.captains[0].benchOrder];
    const { state: next, events } = act(named, 1, { type: 'endTurn' }, 200);
    const shuffle = eventOf(events, 'shuffle');
    expect(shuffle.open).toEqual(before);
    expect(shuffle.locked).toEqual([lockedPos, null, null, null]);
    expect(shuffle.swaps).toHaveLength(8);
    expect(shuffle.swaps.flat()).not.toContain(lockedPos);
    expect(shuffle.endsAt - shuffle.startedAt).toBe(3000 + 8 * 500);
    expect(next.captains[0].benchOrder[lockedPos]).toBe('Flour');
    expect(next.captains[0].benchOrder).toEqual(afterSwaps(before, shuffle.swaps));
  });

  it('R41 a reshuffle of 2 crates has 6 swaps between those two', () => {
    const { state } = lit([], 0);
    const crates = rightThenWrong(state, 2);
    const named = act(state, 0, { type: 'name', crates }, 100).state;
    const { events } = act(named, 1, { type: 'endTurn' }, 200);
    const shuffle = eventOf(events, 'shuffle');
    const free = [0, 1, 2, 3].filter((p) => p !== crates[0] && p !== crates[1]);
    expect(shuffle.swaps).toHaveLength(6);
    for (const pair of shuffle.swaps) expect([...pair].sort()).toEqual(free);
    expect(shuffle.endsAt).toBe(200 + 3000 + 6 * 500);
  });

  it('R41 a single crate left has nothing to swap: 0 swaps, shown 3 s', () => {
    // Naming is one crate per open slot, so exactly one wrong never happens in play; lock three by hand.
    const { state } = lit([], 0);
    const named = act(state, 0, { type: 'name', crates: allWrong(state) }, 100).state;
    const me = named.captains[0];
    me.benchLocked = [0, 1, 2, null].map((slot) => (slot === null ? null : me.benchOrder.indexOf(R0[slot])));
    const lastPos = me.benchOrder.indexOf('Eggs');
    const { state: next, events } = act(named, 1, { type: 'endTurn' }, 200);
    const shuffle = eventOf(events, 'shuffle');
    expect(shuffle.swaps).toEqual([]);
    expect(shuffle.startedAt).toBe(200);
    expect(shuffle.endsAt).toBe(3200);
    expect(legalActions(next, 0).filter((a) => a.type === 'name')).toEqual([{ type: 'name', crates: [lastPos] }]);
    const baked = act(next, 0, { type: 'name', crates: [lastPos] }, 4000);
    expect(eventOf(baked.events, 'baked').seat).toBe(0);
  });
});

describe('R42 Naming them back', () => {
  it('R42 right crates lock into their slot, wrong ones stay open', () => {
    const { state } = lit();
    const crates = rightThenWrong(state, 2);
    const { state: next, events } = act(state, 0, { type: 'name', crates }, 100);
    const named = eventOf(events, 'named');
    expect(named.crates).toEqual(crates);
    expect(named.correct).toEqual([true, true, false, false]);
    expect(named.locked).toEqual([crates[0], crates[1], null, null]);
    expect(next.captains[0].benchLocked).toEqual([crates[0], crates[1], null, null]);
    expect(next.captains[0].baked).toBe(false);
    expect(events.some((e) => e.type === 'baked')).toBe(false);
  });

  it('R42 each attempt is the whole turn: play passes to the next seat at once', () => {
    const { state } = lit();
    const { state: next, events } = act(state, 0, { type: 'name', crates: allWrong(state) }, 100);
    expect(eventOf(events, 'named').correct).toEqual([false, false, false, false]);
    expect(typesOf(events)).toEqual(['named', 'turnEnded', 'turnStarted']);
    expect(next.turn).toBe(1);
    expect(next.phase).toBe('turn');
    expect(next.bake).toBeNull();
    expect(next.captains[0].benchLocked).toEqual([null, null, null, null]);
  });

  it("R42 wrong crates are shuffled again at the baker's next turn, which is a bake-off from the start", () => {
    const { state } = lit();
    const crates = rightThenWrong(state, 2);
    const named = act(state, 0, { type: 'name', crates }, 100).state;
    const { state: next, events } = act(named, 1, { type: 'endTurn' }, 200);
    expect(typesOf(events).filter((t) => t !== 'sightingStarted')).toEqual(['turnEnded', 'dawn', 'shuffle', 'turnStarted']);
    expect(next.day).toBe(2);
    expect(next.turn).toBe(0);
    expect(next.phase).toBe('bake');
    expect(eventOf(events, 'shuffle').locked).toEqual([crates[0], crates[1], null, null]);
    const legal = legalActions(next, 0);
    expect(legal.some((a) => a.type === 'sail' || a.type === 'dock' || a.type === 'endTurn' || a.type === 'battle')).toBe(false);
    expect(legal.filter((a) => a.type === 'name')).toHaveLength(2);
    // the second attempt names only the two open slots and finishes the recipe
    const second = rightNames(next);
    expect(second).toHaveLength(2);
    const done = act(next, 0, { type: 'name', crates: second }, 20_000);
    expect(eventOf(done.events, 'named').correct).toEqual([true, true]);
    expect(done.state.captains[0].benchLocked).toEqual([crates[0], crates[1], second[0], second[1]]);
    expect(done.state.captains[0].baked).toBe(true);
  });

  it('R42 wrong-crate-count: one crate per open slot, no more, no fewer', () => {
    const { state } = lit();
    const right = rightNames(state);
    expectRefused(state, 0, { type: 'name', crates: right.slice(0, 3) }, 'wrong-crate-count', 100);
    expectRefused(state, 0, { type: 'name', crates: [] }, 'wrong-crate-count', 100);
    const named = act(state, 0, { type: 'name', crates: rightThenWrong(state, 2) }, 100).state;
    const next = act(named, 1, { type: 'endTurn' }, 200).state;
    expectRefused(next, 0, { type: 'name', crates: [0, 1, 2, 3] }, 'wrong-crate-count', 300);
  });

  it('R42 crate-named-twice: a crate fills only one slot', () => {
    const { state } = lit();
    const [a, b, c] = rightNames(state);
    expectRefused(state, 0, { type: 'name', crates: [a, a, b, c] }, 'crate-named-twice', 100);
  });

  it('R42 no-such-crate: a locked crate has left the shuffle', () => {
    const { state } = lit();
    const crates = rightThenWrong(state, 2);
    const named = act(state, 0, { type: 'name', crates }, 100).state;
    const next = act(named, 1, { type: 'endTurn' }, 200).state;
    const free = [0, 1, 2, 3].filter((p) => p !== crates[0] && p !== crates[1]);
    expectRefused(next, 0, { type: 'name', crates: [crates[0], free[0]] }, 'no-such-crate', 300);
    expectRefused(next, 0, { type: 'name', crates: [free[1], crates[1]] }, 'no-such-crate', 300);
  });

  it('R42 not-your-turn: only the baker names', () => {
    const { state } = lit();
    expectRefused(state, 1, { type: 'name', crates: rightNames(state) }, 'not-your-turn', 100);
    expectRefused(state, 1, { type: 'rewatch' }, 'not-your-turn', 100);
  });

  it('R42 wrong-phase: no naming outside a bake-off, no sailing or docking during one', () => {
    const s = home();
    expectRefused(s, 0, { type: 'name', crates: [0, 1, 2, 3] }, 'wrong-phase', 0);
    expectRefused(s, 0, { type: 'rewatch' }, 'wrong-phase', 0);
    const { state } = act(s, 0, { type: 'dock' }, 0);
    expectRefused(state, 0, { type: 'endTurn' }, 'wrong-phase', 100);
    expectRefused(state, 0, { type: 'sail', route: ['N'] }, 'wrong-phase', 100);
    expectRefused(state, 0, { type: 'dock' }, 'wrong-phase', 100);
  });
});

describe('R43 Watch again', () => {
  it('R43 a rewatch costs 1 gold, replays the same shuffle from now and pushes the deadline back by its length', () => {
    const { state } = lit([], 1000);
    expect(state.deadline).toBe(9000 + 60_000);
    const { state: next, events } = act(state, 0, { type: 'rewatch' }, 20_000);
    expect(events).toEqual([{ type: 'rewatch', seat: 0, startedAt: 20_000, endsAt: 28_000, deadline: 77_000 }]);
    expect(next.captains[0].gold).toBe(4);
    expect(next.deadline).toBe(77_000);
    expect(viewFor(next, 1).deadline).toBe(77_000);
    expect(next.bake).toMatchObject({ startedAt: 20_000, endsAt: 28_000, rewatches: 1 });
    expect(next.bake!.swaps).toEqual(state.bake!.swaps);
    expect(next.bake!.open).toEqual(state.bake!.open);
    expect(next.captains[0].benchOrder).toEqual(state.captains[0].benchOrder);
    expect(next.rng).toEqual(state.rng);
    expect(next.phase).toBe('bake');
    expect(next.turn).toBe(0);
    expect(viewFor(next, null).bake!.rewatches).toBe(1);
  });

  it('R43 the baker may watch again as often as the purse allows, then cannot-afford', () => {
    const { state } = lit([], 0, { gold: [2, 5] });
    const length = 3000 + 10 * 500;
    const once = act(state, 0, { type: 'rewatch' }, 10_000).state;
    const twice = act(once, 0, { type: 'rewatch' }, 20_000).state;
    expect(twice.captains[0].gold).toBe(0);
    expect(twice.deadline).toBe(state.deadline! + 2 * length);
    expect(twice.bake).toMatchObject({ startedAt: 20_000, endsAt: 20_000 + length, rewatches: 2 });
    expect(legalActions(twice, 0).some((a) => a.type === 'rewatch')).toBe(false);
    expect(legalActions(once, 0).some((a) => a.type === 'rewatch')).toBe(true);
    expectRefused(twice, 0, { type: 'rewatch' }, 'cannot-afford', 30_000);
  });

  it('R43 with the naming timer off, a rewatch leaves no deadline', () => {
    const { state } = lit([], 0, { options: { namingMs: 0 } });
    expect(state.deadline).toBeNull();
    const { state: next, events } = act(state, 0, { type: 'rewatch' }, 5000);
    expect(next.deadline).toBeNull();
    expect(eventOf(events, 'rewatch').deadline).toBeNull();
    expect(next.bake!.endsAt).toBe(5000 + 8000);
  });

  it('R43 after watching again the baker names as before', () => {
    const { state } = lit();
    const next = act(state, 0, { type: 'rewatch' }, 10_000).state;
    const { events } = act(next, 0, { type: 'name', crates: rightNames(next) }, 20_000);
    expect(eventOf(events, 'named').correct).toEqual([true, true, true, true]);
  });
});

describe('R44 Baked', () => {
  it('R44 every slot locked on the first attempt: the captain has baked', () => {
    const { state } = lit();
    const crates = rightNames(state);
    const { state: next, events } = act(state, 0, { type: 'name', crates }, 100);
    expect(typesOf(events)).toEqual(['named', 'baked', 'turnEnded', 'turnStarted']);
    expect(eventOf(events, 'baked').seat).toBe(0);
    expect(next.captains[0].baked).toBe(true);
    expect(next.captains[0].benchLocked).toEqual(crates);
    expect(next.bakedToday).toEqual([0]);
    for (const viewer of [0, 1, null]) expect(viewFor(next, viewer).captains[0].baked).toBe(true);
    expect(next.captains[1].baked).toBe(false);
  });

  it('R44 a partly named bench is not baked; the rest on a later day completes it', () => {
    const { state } = lit();
    const named = act(state, 0, { type: 'name', crates: rightThenWrong(state, 1) }, 100).state;
    expect(named.captains[0].baked).toBe(false);
    expect(named.bakedToday).toEqual([]);
    const day2 = act(named, 1, { type: 'endTurn' }, 200).state;
    const wrongAgain = act(day2, 0, { type: 'name', crates: allWrong(day2) }, 300).state;
    expect(wrongAgain.captains[0].baked).toBe(false);
    const day3 = act(wrongAgain, 1, { type: 'endTurn' }, 400).state;
    expect(day3.day).toBe(3);
    const { state: done, events } = act(day3, 0, { type: 'name', crates: rightNames(day3) }, 500);
    expect(eventOf(events, 'baked').seat).toBe(0);
    expect(done.captains[0].baked).toBe(true);
    expect(done.captains[0].ovensLitDay).toBe(1);
    expect(done.bakedToday).toEqual([0]);
  });
});
