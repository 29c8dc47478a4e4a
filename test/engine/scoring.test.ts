// R45 to R48: the end of the day, Best Baker, the standings and long voyages.
import { describe, expect, it } from 'vitest';
import { legalActions, tick, viewFor } from '../../shared/pastry/index';
import type { GameState, Ingredient } from '../../shared/pastry/index';
import { arrange } from './fixtures';
import { act, allWrong, eventOf, type Ok, refused as expectRefused, rightNames } from './expectations';

const RECIPES: Ingredient[][] = [
  ['Flour', 'Sugar', 'Butter', 'Eggs'],
  ['Cocoa', 'Vanilla', 'Cinnamon', 'Coconut'],
  ['Flour', 'Cocoa', 'Sugar', 'Vanilla'],
  ['Butter', 'Eggs', 'Cinnamon', 'Coconut'],
  ['Flour', 'Butter', 'Cocoa', 'Cinnamon'],
];

/** Seat `seat` (on turn, on a berth with the whole recipe) lights the ovens and names every crate right. */
function bake(s: GameState, seat: number, now = 0): Ok {
  const lit = act(s, seat, { type: 'dock' }, now).state;
  return act(lit, seat, { type: 'name', crates: rightNames(lit) }, now + 1);
}

/** Seat `seat` lights the ovens and names every crate wrong. */
function lightOnly(s: GameState, seat: number, now = 0): Ok {
  const lit = act(s, seat, { type: 'dock' }, now).state;
  return act(lit, seat, { type: 'name', crates: allWrong(lit) }, now + 1);
}

function endTurn(s: GameState, seat: number, now = 0): Ok {
  return act(s, seat, { type: 'endTurn' }, now);
}

describe('R45 End of day', () => {
  it('R45 the voyage ends when the day ends, not when the baker bakes', () => {
    const s = arrange({ captains: 3, recipes: RECIPES.slice(0, 3), holds: [[...RECIPES[0]], [], []], gold: [3, 4, 5] });
    const baked = bake(s, 0, 100);
    expect(eventOf(baked.events, 'baked').seat).toBe(0);
    expect(baked.state.phase).toBe('turn');
    expect(baked.state.turn).toBe(1);
    expect(baked.state.result).toBeNull();
    const one = endTurn(baked.state, 1, 200);
    expect(one.state.phase).toBe('turn');
    expect(one.state.turn).toBe(2);
    expect(one.events.some((e) => e.type === 'voyageOver')).toBe(false);
    const { state, events } = endTurn(one.state, 2, 300);
    expect(events.some((e) => e.type === 'dawn')).toBe(false);
    const result = { winners: [0], bestBaker: 0, bestPhotographer: [], standings: [0, 2, 1] };
    expect(eventOf(events, 'voyageOver').result).toEqual(result);
    expect(state.phase).toBe('over');
    expect(state.day).toBe(1);
    expect(state.deadline).toBeNull();
    expect(state.result).toEqual(result);
    for (const viewer of [0, 1, 2, null]) {
      expect(viewFor(state, viewer).result).toEqual(result);
      expect(viewFor(state, viewer).phase).toBe('over');
    }
  });

  it('R45 every captain who baked that day wins; they bake together', () => {
    const s = arrange({
      captains: 3,
      recipes: RECIPES.slice(0, 3),
      holds: [[...RECIPES[0]], [], [...RECIPES[2]]],
      gold: [3, 4, 5],
    });
    let st = bake(s, 0, 100).state;
    st = endTurn(st, 1, 200).state;
    const { state, events } = bake(st, 2, 300);
    expect(eventOf(events, 'baked').seat).toBe(2);
    expect(state.phase).toBe('over');
    expect(state.result!.winners).toEqual([0, 2]);
    expect(state.result!.bestBaker).toBe(2); // same ingredients, more gold
    expect(state.result!.standings).toEqual([2, 0, 1]);
  });

  it('R45 lighting the ovens without baking that day does not win', () => {
    const s = arrange({
      captains: 3,
      recipes: RECIPES.slice(0, 3),
      holds: [[], [...RECIPES[1]], [...RECIPES[2]]],
      gold: [3, 4, 5],
    });
    let st = endTurn(s, 0, 100).state;
    st = bake(st, 1, 200).state;
    const { state } = lightOnly(st, 2, 300);
    expect(state.captains[2].ovensLitDay).toBe(1);
    expect(state.captains[2].baked).toBe(false);
    expect(state.result!.winners).toEqual([1]);
    expect(state.result!.standings).toEqual([1, 2, 0]);
  });

  it('R45 with nobody baked the next day dawns', () => {
    const s = arrange({ recipes: RECIPES.slice(0, 2) });
    const one = endTurn(s, 0, 100).state;
    const { state, events } = endTurn(one, 1, 200);
    expect(eventOf(events, 'dawn').day).toBe(2);
    expect(events.some((e) => e.type === 'voyageOver')).toBe(false);
    expect(state.day).toBe(2);
    expect(state.turn).toBe(0);
    expect(state.phase).toBe('turn');
    expect(state.result).toBeNull();
  });

  it('R45 baking at the last seat ends the voyage in the same action', () => {
    const s = arrange({ recipes: RECIPES.slice(0, 2), holds: [[], [...RECIPES[1]]] });
    const st = endTurn(s, 0, 100).state;
    const { state, events } = bake(st, 1, 200);
    const types = events.map((e) => e.type);
    expect(types.slice(-3)).toEqual(['baked', 'turnEnded', 'voyageOver']);
    expect(state.phase).toBe('over');
    expect(state.result!.winners).toEqual([1]);
    expect(state.goldByDay).toEqual([[state.captains[0].gold, state.captains[1].gold]]);
  });

  it('R45 once the voyage is over every action is refused with game-over and tick changes nothing', () => {
    const s = arrange({ recipes: RECIPES.slice(0, 2), holds: [[...RECIPES[0]], []] });
    const st = bake(s, 0, 100).state;
    const { state } = endTurn(st, 1, 200);
    expect(state.phase).toBe('over');
    expectRefused(state, 0, { type: 'endTurn' }, 'game-over', 300);
    expectRefused(state, 1, { type: 'sail', route: ['N'] }, 'game-over', 300);
    expectRefused(state, 0, { type: 'name', crates: [0, 1, 2, 3] }, 'game-over', 300);
    expectRefused(state, 0, { type: 'rewatch' }, 'game-over', 300);
    for (const seat of [0, 1]) expect(legalActions(state, seat)).toEqual([]);
    const before = JSON.stringify(state);
    const t = tick(state, 10_000_000);
    expect(t.ok).toBe(true);
    if (t.ok) {
      expect(t.events).toEqual([]);
      expect(JSON.stringify(t.state)).toBe(before);
    }
  });
});

describe('R46 Best Baker', () => {
  it('R46 the most ingredients (bench crates counted) wins Best Baker, ahead of gold and seat', () => {
    const s = arrange({
      recipes: RECIPES.slice(0, 2),
      gold: [10, 3],
      holds: [
        [...RECIPES[0], 'Cocoa'],
        [...RECIPES[1], 'Flour', 'Flour'],
      ],
    });
    const st = bake(s, 0, 100).state;
    const { state } = bake(st, 1, 200);
    expect(state.captains[0].bench.length + state.captains[0].hold.length).toBe(5);
    expect(state.captains[1].bench.length + state.captains[1].hold.length).toBe(6);
    expect(state.result).toMatchObject({ winners: [0, 1], bestBaker: 1, standings: [1, 0] });
  });

  it('R46 equal ingredients: the most gold wins Best Baker', () => {
    const s = arrange({ recipes: RECIPES.slice(0, 2), gold: [6, 7], holds: [[...RECIPES[0]], [...RECIPES[1]]] });
    const st = bake(s, 0, 100).state;
    const { state } = bake(st, 1, 200);
    expect(state.result).toMatchObject({ winners: [0, 1], bestBaker: 1, standings: [1, 0] });
  });

  it('R46 equal ingredients and gold: the earlier day of lit ovens wins, before the earlier seat', () => {
    const s = arrange({ recipes: RECIPES.slice(0, 2), gold: [5, 5], holds: [[...RECIPES[0]], [...RECIPES[1]]] });
    let st = endTurn(s, 0, 100).state; // seat 0 waits on its berth
    st = lightOnly(st, 1, 200).state; // seat 1 lights on day 1 but names wrong
    expect(st.day).toBe(2);
    st = bake(st, 0, 300).state; // seat 0 lights and bakes on day 2
    const { state } = act(st, 1, { type: 'name', crates: rightNames(st) }, 400); // seat 1 bakes on day 2
    expect(state.captains[0].ovensLitDay).toBe(2);
    expect(state.captains[1].ovensLitDay).toBe(1);
    expect(state.captains.map((c) => c.gold)).toEqual([5, 5]);
    expect(state.result).toMatchObject({ winners: [0, 1], bestBaker: 1, standings: [1, 0] });
  });

  it('R46 equal in everything, same day: the earlier seat wins Best Baker', () => {
    const s = arrange({
      captains: 3,
      recipes: RECIPES.slice(0, 3),
      gold: [5, 5, 5],
      holds: [[], [...RECIPES[1]], [...RECIPES[2]]],
    });
    let st = endTurn(s, 0, 100).state;
    st = bake(st, 1, 200).state;
    const { state } = bake(st, 2, 300);
    expect(state.result).toMatchObject({ winners: [1, 2], bestBaker: 1, standings: [1, 2, 0] });
  });

  it('R46 a lone winner is Best Baker even with the least gold', () => {
    const s = arrange({ recipes: RECIPES.slice(0, 2), gold: [0, 20], holds: [[...RECIPES[0]], [...RECIPES[1], 'Flour']] });
    const st = bake(s, 0, 100).state;
    const { state } = endTurn(st, 1, 200);
    expect(state.result).toMatchObject({ winners: [0], bestBaker: 0, standings: [0, 1] });
  });
});

describe('R47 Standings', () => {
  it('R47 winners first in Best Baker order, then by different own-recipe ingredients held, bench included', () => {
    const s = arrange({
      captains: 5,
      recipes: RECIPES,
      gold: [9, 0, 0, 0, 0],
      holds: [
        ['Flour', 'Flour', 'Flour', 'Sugar'], // 4 crates but 2 different recipe ingredients
        [...RECIPES[1]], // bakes
        [...RECIPES[2]], // lights the ovens, names wrong: 4 on the bench
        [...RECIPES[3], 'Sugar'], // bakes, one more ingredient than seat 1
        ['Flour', 'Butter', 'Cocoa', 'Coconut', 'Coconut'], // 3 different of its recipe; Coconut is not on it
      ],
    });
    let st = endTurn(s, 0, 100).state;
    st = bake(st, 1, 200).state;
    st = lightOnly(st, 2, 300).state;
    st = bake(st, 3, 400).state;
    const { state } = endTurn(st, 4, 500);
    expect(state.captains[2].hold).toEqual([]);
    expect(state.captains[2].bench).toHaveLength(4);
    expect(state.result).toMatchObject({ winners: [1, 3], bestBaker: 3, standings: [3, 1, 2, 4, 0] });
  });

  it('R47 equal recipe progress is ranked by gold, then by seat', () => {
    const s = arrange({
      captains: 5,
      recipes: RECIPES,
      gold: [2, 5, 2, 9, 2],
      options: { dayLimit: 1 },
      holds: [['Flour'], ['Cocoa'], ['Cocoa', 'Flour'], ['Flour', 'Sugar', 'Vanilla'], ['Butter']],
    });
    // own-recipe progress: seat 0 1 (Flour), seat 1 1 (Cocoa), seat 2 2 (Flour, Cocoa), seat 3 0 (none on its recipe), seat 4 1 (Butter)
    let st = s;
    for (const seat of [0, 1, 2, 3, 4]) st = endTurn(st, seat, 100 * (seat + 1)).state;
    expect(st.phase).toBe('over');
    expect(st.result).toMatchObject({ winners: [], bestBaker: null, standings: [2, 1, 0, 4, 3] });
  });
});

describe('R48 Long voyages', () => {
  it('R48 nobody baked by the end of the day limit: the voyage ends with no winner, ranked as R47', () => {
    const s = arrange({
      captains: 3,
      recipes: RECIPES.slice(0, 3),
      gold: [4, 4, 1],
      options: { dayLimit: 2 },
      holds: [['Flour'], ['Cocoa', 'Vanilla', 'Flour'], ['Flour', 'Cocoa']],
    });
    let st = s;
    for (const seat of [0, 1, 2]) st = endTurn(st, seat, 100 * (seat + 1)).state;
    expect(st.day).toBe(2);
    expect(st.phase).toBe('turn');
    expect(st.result).toBeNull();
    st = endTurn(st, 0, 1000).state;
    st = endTurn(st, 1, 1100).state;
    const { state, events } = endTurn(st, 2, 1200);
    const result = { winners: [], bestBaker: null, bestPhotographer: [], standings: [1, 2, 0] };
    expect(eventOf(events, 'voyageOver').result).toEqual(result);
    expect(events.some((e) => e.type === 'dawn')).toBe(false);
    expect(state.phase).toBe('over');
    expect(state.day).toBe(2);
    expect(state.result).toEqual(result);
    expect(viewFor(state, null).result).toEqual(result);
    expect(state.goldByDay).toHaveLength(2);
    expectRefused(state, 0, { type: 'endTurn' }, 'game-over', 1300);
  });

  it('R48 the default limit is day 40: day 39 ends in a dawn, day 40 ends the voyage', () => {
    const s39 = arrange({ day: 39, stormTomorrow: null, recipes: RECIPES.slice(0, 2) });
    expect(viewFor(s39, 0).dayLimit).toBe(40);
    const d39 = endTurn(endTurn(s39, 0, 100).state, 1, 200);
    expect(eventOf(d39.events, 'dawn').day).toBe(40);
    expect(d39.state.phase).toBe('turn');
    const d40 = endTurn(endTurn(d39.state, 0, 300).state, 1, 400);
    expect(d40.state.phase).toBe('over');
    expect(d40.state.day).toBe(40);
    expect(d40.state.result).toMatchObject({ winners: [], bestBaker: null });
  });

  it('R48 ovens lit but not baked by the limit is no win, but the bench counts in the standings', () => {
    const s = arrange({
      recipes: RECIPES.slice(0, 2),
      gold: [0, 9],
      options: { dayLimit: 1 },
      holds: [[...RECIPES[0]], ['Cocoa', 'Vanilla', 'Cinnamon']],
    });
    const st = lightOnly(s, 0, 100).state;
    const { state } = endTurn(st, 1, 200);
    expect(state.result).toMatchObject({ winners: [], bestBaker: null, standings: [0, 1] });
  });

  it('R48 baking on the last day still wins', () => {
    const s = arrange({ recipes: RECIPES.slice(0, 2), options: { dayLimit: 1 }, holds: [[], [...RECIPES[1]]] });
    const st = endTurn(s, 0, 100).state;
    const { state } = bake(st, 1, 200);
    expect(state.result).toMatchObject({ winners: [1], bestBaker: 1, standings: [1, 0] });
  });
});
