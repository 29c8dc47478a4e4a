// Sailing, R15 to R19 and R21: routes, the day's allowance, land, the sea's edge, other ships, step-by-step legality, and legalActions' routes.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor } from '../../shared/pastry/index';
import type { Action, Dir, GameEvent, GameState, Ingredient, Square } from '../../shared/pastry/index';
import { arrange } from './fixtures';
import { testRandom } from './play';
import { act, key, type Ok, posOf, refused as refusedAt } from './expectations';

type SailAction = Extract<Action, { type: 'sail' }>;
type SailedEvent = Extract<GameEvent, { type: 'sailed' }>;

const times = (dir: Dir, n: number): Dir[] => Array.from({ length: n }, () => dir);
const FOUR: Ingredient[] = ['Flour', 'Sugar', 'Butter', 'Eggs'];

/** Sails seat's route at time 1; fails the test with the refusal if refused. */
function sail(s: GameState, route: Dir[], seat = 0): Ok {
  return act(s, seat, { type: 'sail', route }, 1);
}

/** This file's refusals happen at time 1. */
const refused = (s: GameState, seat: number, action: Action, code: string): void => refusedAt(s, seat, action, code, 1);

/** Every route of 0 to `max` steps. */
function allRoutes(max: number): Dir[][] {
  const out: Dir[][] = [[]];
  let layer: Dir[][] = [[]];
  for (let n = 0; n < max; n++) {
    layer = layer.flatMap((r) => (['N', 'E', 'S', 'W'] as Dir[]).map((d) => [...r, d]));
    out.push(...layer);
  }
  return out;
}

/** Brute force: every end square some legal route reaches, with the length of the shortest such route. */
function oracle(s: GameState, seat = 0): Map<string, number> {
  const best = new Map<string, number>();
  for (const route of allRoutes(4)) {
    const r = applyAction(s, seat, { type: 'sail', route }, 1);
    if (!r.ok) continue;
    const k = key(r.state.captains[seat].pos);
    if (!best.has(k) || best.get(k)! > route.length) best.set(k, route.length);
  }
  return best;
}

/** The sail actions legalActions lists for the seat. */
function legalSails(s: GameState, seat = 0): SailAction[] {
  return legalActions(s, seat).filter((a): a is SailAction => a.type === 'sail');
}

/** legalActions' routes agree with applyAction: one shortest accepted route per reachable end square, nothing more. */
function expectLegalRoutesMatchOracle(s: GameState, seat = 0): Map<string, Square> {
  const expected = oracle(s, seat);
  const listed = new Map<string, Square>();
  for (const { route } of legalSails(s, seat)) {
    const r = applyAction(s, seat, { type: 'sail', route }, 1);
    expect(r.ok, `legal route ${route.join('')} refused`).toBe(true);
    if (!r.ok) continue;
    const end = posOf(r.state, seat);
    expect(listed.has(key(end)), `two routes end on ${key(end)}`).toBe(false);
    listed.set(key(end), end);
    expect(route.length, `route ${route.join('')} to ${key(end)} is not shortest`).toBe(expected.get(key(end)));
  }
  expect([...listed.keys()].sort()).toEqual([...expected.keys()].sort());
  return listed;
}

describe('R15 sailing is free and optional', () => {
  it('R15 a route of orthogonal steps moves the ship square by square and reports the path', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    const { state, events } = sail(s, ['E', 'S', 'E']);
    expect(posOf(state)).toEqual([7, 6]);
    const sailed = events.find((e): e is SailedEvent => e.type === 'sailed')!;
    expect(sailed).toEqual({
      type: 'sailed',
      seat: 0,
      route: ['E', 'S', 'E'],
      move: {
        seat: 0,
        path: [
          [6, 5],
          [6, 6],
          [7, 6],
        ],
        swept: null,
      },
    });
    expect(state.tracks[0]).toEqual([
      [5, 5],
      [6, 5],
      [6, 6],
      [7, 6],
    ]);
    expect(state.sailed).toBe(true);
  });

  it('R15 a route of 0 steps is allowed: the ship stays and the sail is used', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    const { state, events } = sail(s, []);
    expect(posOf(state)).toEqual([5, 5]);
    expect(state.sailed).toBe(true);
    expect(state.phase).toBe('turn');
    expect(state.turn).toBe(0);
    expect(events.filter((e) => e.type === 'sailed')).toHaveLength(1);
    expect(legalSails(state)).toEqual([]);
  });

  it('R15 sailing is optional: a captain may act without sailing', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    const r = applyAction(s, 0, { type: 'endTurn' }, 1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.turn).toBe(1);
    expect(posOf(r.state)).toEqual([5, 5]);
  });

  it('R15 sailing comes first: after sailing the captain still acts in the same turn', () => {
    const s = arrange({ wind: 'E', ships: [[3, 6]], crates: [0, 3, 3, 3, 3, 3, 3, 3] });
    const { state } = sail(s, ['N', 'N']);
    expect(posOf(state)).toEqual([3, 4]);
    expect(state.phase).toBe('turn');
    expect(state.turn).toBe(0);
    const types = legalActions(state, 0).map((a) => a.type);
    expect(types).toContain('dock');
    expect(types).toContain('endTurn');
    expect(types).not.toContain('sail');
    const docked = applyAction(state, 0, { type: 'dock' }, 2);
    expect(docked.ok).toBe(true);
  });

  it('R15 at most once a turn: a second sail is refused with already-sailed and changes nothing', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    const { state } = sail(s, ['E']);
    refused(state, 0, { type: 'sail', route: ['E'] }, 'already-sailed');
    refused(state, 0, { type: 'sail', route: [] }, 'already-sailed');
    expect(legalActions(state, 0).some((a) => a.type === 'sail')).toBe(false);
  });

  it('R15 before acting: sailing after Dock (in the buy phase) is refused with wrong-phase', () => {
    const s = arrange({ wind: 'E', ships: [[3, 4]], gold: [10] });
    const docked = applyAction(s, 0, { type: 'dock' }, 1);
    expect(docked.ok).toBe(true);
    if (!docked.ok) return;
    expect(docked.state.phase).toBe('buy');
    refused(docked.state, 0, { type: 'sail', route: ['S'] }, 'wrong-phase');
    expect(legalActions(docked.state, 0).some((a) => a.type === 'sail')).toBe(false);
  });

  it('R15 the next captain may sail again: the sail is reset each turn', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [5, 10],
      ],
    });
    const first = sail(s, ['E']);
    const ended = applyAction(first.state, 0, { type: 'endTurn' }, 2);
    expect(ended.ok).toBe(true);
    if (!ended.ok) return;
    expect(ended.state.sailed).toBe(false);
    expect(legalSails(ended.state, 1).length).toBeGreaterThan(1);
    const second = sail(ended.state, ['E'], 1);
    expect(posOf(second.state, 1)).toEqual([6, 10]);
  });

  it('R15 only the captain whose turn it is may sail: not-your-turn, nothing changes', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [5, 10],
      ],
    });
    refused(s, 1, { type: 'sail', route: ['E'] }, 'not-your-turn');
    expect(legalActions(s, 1)).toEqual([]);
  });

  it('R15 steps must be N, E, S or W: anything else is bad-action', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    refused(s, 0, { type: 'sail', route: ['NE'] } as unknown as Action, 'bad-action');
    refused(s, 0, { type: 'sail', route: 'EE' } as unknown as Action, 'bad-action');
    refused(s, 0, { type: 'sail' } as unknown as Action, 'bad-action');
  });

  it('R15 legalActions lists one shortest legal route to each reachable end square, and each is accepted', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [6, 5],
      ],
    });
    const ends = expectLegalRoutesMatchOracle(s);
    expect(ends.has('5,5')).toBe(true); // the 0-step route
    expect(ends.has('9,5')).toBe(true); // 4 downwind, through the ship on (6,5)
    expect(legalSails(s).find((a) => a.route.length === 0)).toEqual({ type: 'sail', route: [] });
  });

  it('R15 legalActions agrees with applyAction near land, Tortuga, ships and the current, light and heavy', () => {
    const cases: Parameters<typeof arrange>[0][] = [
      {
        wind: 'N',
        ships: [
          [3, 6],
          [3, 5],
        ],
      },
      {
        wind: 'S',
        ships: [
          [7, 6],
          [8, 6],
          [9, 7],
          [6, 7],
        ],
        captains: 4,
      },
      {
        wind: 'W',
        ships: [
          [2, 2],
          [14, 0],
        ],
        holds: [FOUR],
      },
      { wind: 'E', ships: [[11, 10]], holds: [[...FOUR, 'Cocoa']] },
      {
        wind: 'N',
        ships: [
          [14, 0],
          [13, 1],
        ],
      },
      {
        wind: 'S',
        ships: [
          [1, 14],
          [1, 15],
          [0, 14],
        ],
        captains: 3,
      },
    ];
    for (const c of cases) expectLegalRoutesMatchOracle(arrange(c));
  });
});

describe('R16 allowance', () => {
  it('R16 the base allowance is 4: 4 downwind or crosswind steps sail, 5 are route-too-long', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    expect(posOf(sail(s, times('E', 4)).state)).toEqual([9, 5]);
    expect(posOf(sail(s, times('N', 4)).state)).toEqual([5, 1]);
    expect(posOf(sail(s, times('S', 4)).state)).toEqual([5, 9]);
    expect(posOf(sail(s, ['E', 'N', 'E', 'S']).state)).toEqual([7, 5]);
    refused(s, 0, { type: 'sail', route: times('E', 5) }, 'route-too-long');
    refused(s, 0, { type: 'sail', route: ['N', 'E', 'E', 'E', 'S'] }, 'route-too-long');
    refused(s, 0, { type: 'sail', route: times('S', 16) }, 'route-too-long');
  });

  it('R16 the allowance does not depend on the direction the wind blows', () => {
    for (const [wind, down, up] of [
      ['N', 'N', 'S'],
      ['E', 'E', 'W'],
      ['S', 'S', 'N'],
      ['W', 'W', 'E'],
    ] as [Dir, Dir, Dir][]) {
      const s = arrange({ wind, ships: [[5, 5]] });
      expect(applyAction(s, 0, { type: 'sail', route: times(down, 4) }, 1).ok, `wind ${wind} 4 downwind`).toBe(true);
      expect(applyAction(s, 0, { type: 'sail', route: times(up, 2) }, 1).ok, `wind ${wind} 2 upwind`).toBe(true);
      refused(s, 0, { type: 'sail', route: times(up, 3) }, 'upwind-too-far');
      refused(s, 0, { type: 'sail', route: times(down, 5) }, 'route-too-long');
    }
  });

  it('R16 upwind: 2 steps against the wind sail, 3 are upwind-too-far', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    expect(posOf(sail(s, ['W', 'W']).state)).toEqual([3, 5]);
    expect(posOf(sail(s, ['W']).state)).toEqual([4, 5]);
    refused(s, 0, { type: 'sail', route: ['W', 'W', 'W'] }, 'upwind-too-far');
  });

  it('R16 one upwind step limits the whole route to 2', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    expect(posOf(sail(s, ['N', 'W']).state)).toEqual([4, 4]);
    expect(posOf(sail(s, ['E', 'W']).state)).toEqual([5, 5]);
    refused(s, 0, { type: 'sail', route: ['E', 'E', 'W'] }, 'upwind-too-far');
    refused(s, 0, { type: 'sail', route: ['N', 'N', 'N', 'W'] }, 'upwind-too-far');
    refused(s, 0, { type: 'sail', route: ['W', 'N', 'N'] }, 'upwind-too-far');
    refused(s, 0, { type: 'sail', route: ['S', 'W', 'S'] }, 'upwind-too-far');
  });

  it('R16 a 5-step route with an upwind step breaks the upwind limit first', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    refused(s, 0, { type: 'sail', route: ['N', 'N', 'N', 'N', 'W'] }, 'upwind-too-far');
  });

  it('R16 a heavy ship (4 ingredients) gets 3, or 1 upwind', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]], holds: [FOUR] });
    expect(posOf(sail(s, times('E', 3)).state)).toEqual([8, 5]);
    expect(posOf(sail(s, ['N', 'E', 'S']).state)).toEqual([6, 5]);
    expect(posOf(sail(s, ['W']).state)).toEqual([4, 5]);
    refused(s, 0, { type: 'sail', route: times('E', 4) }, 'route-too-long');
    refused(s, 0, { type: 'sail', route: times('N', 4) }, 'route-too-long');
    refused(s, 0, { type: 'sail', route: ['W', 'W'] }, 'upwind-too-far');
    refused(s, 0, { type: 'sail', route: ['N', 'W'] }, 'upwind-too-far');
  });

  it('R16 heaviness counts ingredients, duplicates included; 3 is not heavy and 5 is', () => {
    const three = arrange({ wind: 'E', ships: [[5, 5]], holds: [['Flour', 'Sugar', 'Butter']] });
    expect(posOf(sail(three, times('E', 4)).state)).toEqual([9, 5]);
    expect(posOf(sail(three, ['W', 'W']).state)).toEqual([3, 5]);
    const dup = arrange({ wind: 'E', ships: [[5, 5]], holds: [['Flour', 'Flour', 'Flour', 'Flour']] });
    refused(dup, 0, { type: 'sail', route: times('E', 4) }, 'route-too-long');
    const five = arrange({ wind: 'E', ships: [[5, 5]], holds: [[...FOUR, 'Cocoa']] });
    refused(five, 0, { type: 'sail', route: times('E', 4) }, 'route-too-long');
    refused(five, 0, { type: 'sail', route: ['W', 'W'] }, 'upwind-too-far');
    expect(posOf(sail(five, times('E', 3)).state)).toEqual([8, 5]);
  });

  it("R16 the view shows each ship's allowance and heaviness", () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [5, 10],
      ],
      holds: [FOUR, ['Flour', 'Sugar', 'Butter']],
    });
    const view = viewFor(s, null);
    expect(view.captains[0].heavy).toBe(true);
    expect(view.captains[0].allowance).toEqual({ full: 3, upwind: 1 });
    expect(view.captains[1].heavy).toBe(false);
    expect(view.captains[1].allowance).toEqual({ full: 4, upwind: 2 });
  });

  it('R16 legalActions lists no square beyond the allowance', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    const ends = new Set(legalSails(s).map(({ route }) => key(posOf(sail(s, route).state))));
    for (const sq of ['9,5', '5,1', '5,9', '3,5', '4,4', '4,6', '6,2', '7,3']) expect(ends.has(sq), sq).toBe(true);
    for (const sq of ['10,5', '2,5', '3,4', '3,6', '5,0', '9,6', '8,2', '4,3']) expect(ends.has(sq), sq).toBe(false);
    for (const { route } of legalSails(s)) {
      expect(route.length).toBeLessThanOrEqual(route.includes('W') ? 2 : 4);
    }
  });

  it('R16 legalActions for a heavy ship keeps to 3, or 1 upwind', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]], holds: [FOUR] });
    const ends = new Set(legalSails(s).map(({ route }) => key(posOf(sail(s, route).state))));
    for (const sq of ['8,5', '5,2', '5,8', '4,5', '6,3']) expect(ends.has(sq), sq).toBe(true);
    for (const sq of ['9,5', '5,1', '3,5', '4,4', '4,6']) expect(ends.has(sq), sq).toBe(false);
    for (const { route } of legalSails(s)) expect(route.length).toBeLessThanOrEqual(route.includes('W') ? 1 : 3);
    expectLegalRoutesMatchOracle(s);
  });
});

describe('R17 obstacles', () => {
  it('R17 a route may not enter an island: blocked-by-land', () => {
    const s = arrange({ wind: 'E', ships: [[3, 5]] });
    refused(s, 0, { type: 'sail', route: ['N', 'N'] }, 'blocked-by-land');
    expect(posOf(sail(s, ['N']).state)).toEqual([3, 4]);
  });

  it('R17 Tortuga and reefs are land too', () => {
    const s = arrange({ wind: 'E', ships: [[7, 5]] });
    refused(s, 0, { type: 'sail', route: ['S', 'S'] }, 'blocked-by-land');
    const reef = arrange({ wind: 'E', ships: [[10, 8]] });
    refused(reef, 0, { type: 'sail', route: ['S', 'S'] }, 'blocked-by-land');
    expect(posOf(sail(reef, ['S']).state)).toEqual([10, 9]);
  });

  it('R17 a route may not hop over land and come back out', () => {
    const s = arrange({ wind: 'E', ships: [[3, 6]] });
    refused(s, 0, { type: 'sail', route: ['N', 'N', 'N', 'N'] }, 'blocked-by-land');
    refused(s, 0, { type: 'sail', route: ['N', 'N', 'N', 'E'] }, 'blocked-by-land');
    const t = arrange({ wind: 'N', ships: [[6, 7]] });
    refused(t, 0, { type: 'sail', route: ['E', 'E', 'E'] }, 'blocked-by-land');
  });

  it('R17 a route may not leave the sea: a ship on the rim stepping outward is off-the-sea', () => {
    refused(arrange({ wind: 'E', ships: [[14, 0]] }), 0, { type: 'sail', route: ['N'] }, 'off-the-sea');
    refused(arrange({ wind: 'N', ships: [[15, 14]] }), 0, { type: 'sail', route: ['E'] }, 'off-the-sea');
    refused(arrange({ wind: 'E', ships: [[1, 15]] }), 0, { type: 'sail', route: ['S'] }, 'off-the-sea');
    refused(arrange({ wind: 'N', ships: [[0, 1]] }), 0, { type: 'sail', route: ['W', 'E'] }, 'off-the-sea');
  });

  it('R17 legalActions never lists a route through land', () => {
    const s = arrange({ wind: 'E', ships: [[3, 4]] }); // (3,2) lies 2 steps north through land, 4 around with an upwind step
    const land = new Set(s.board.land.map(key));
    for (const { route } of legalSails(s)) {
      let at = posOf(s);
      for (const d of route) {
        at = d === 'N' ? [at[0], at[1] - 1] : d === 'S' ? [at[0], at[1] + 1] : d === 'E' ? [at[0] + 1, at[1]] : [at[0] - 1, at[1]];
        expect(land.has(key(at)), `${route.join('')} crosses land at ${key(at)}`).toBe(false);
      }
    }
    const ends = new Map(legalSails(s).map(({ route }) => [key(posOf(sail(s, route).state)), route]));
    expect(ends.has('3,2')).toBe(false);
    expect(ends.get('4,2')).toEqual(['E', 'N', 'N']);
    expect(ends.get('3,5')).toEqual(['S']);
  });
});

describe('R18 other ships', () => {
  it('R18 a route may pass through a ship', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [6, 5],
      ],
    });
    const { state, events } = sail(s, ['E', 'E']);
    expect(posOf(state)).toEqual([7, 5]);
    expect(posOf(state, 1)).toEqual([6, 5]);
    const sailed = events.find((e): e is SailedEvent => e.type === 'sailed')!;
    expect(sailed.move.path).toEqual([
      [6, 5],
      [7, 5],
    ]);
  });

  it('R18 a route may pass through several ships', () => {
    const s = arrange({
      wind: 'E',
      captains: 4,
      ships: [
        [5, 5],
        [6, 5],
        [7, 5],
        [8, 5],
      ],
    });
    expect(posOf(sail(s, times('E', 4)).state)).toEqual([9, 5]);
  });

  it('R18 a route may not end on a ship: ends-on-ship', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [6, 5],
      ],
    });
    refused(s, 0, { type: 'sail', route: ['E'] }, 'ends-on-ship');
    refused(s, 0, { type: 'sail', route: ['N', 'E', 'S'] }, 'ends-on-ship');
    refused(s, 0, { type: 'sail', route: ['E', 'E', 'W'] }, 'upwind-too-far');
    const cross = arrange({
      wind: 'N',
      ships: [
        [5, 5],
        [6, 5],
      ],
    });
    refused(cross, 0, { type: 'sail', route: ['E', 'E', 'W'] }, 'ends-on-ship');
  });

  it('R18 returning to its own square is not ending on a ship', () => {
    const s = arrange({
      wind: 'N',
      ships: [
        [5, 5],
        [6, 5],
      ],
    });
    expect(posOf(sail(s, ['E', 'W']).state)).toEqual([5, 5]);
  });

  it('R18 legalActions hands out the same routes while no ship, hold or wind changed, and finds them again when one did', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [12, 12],
      ],
    });
    const first = legalSails(s);
    expect(legalSails(s)[0].route).toBe(first[0].route); // the same frozen route: a clock's step asks again
    expect(Object.isFrozen(first[0].route)).toBe(true);
    s.captains[1].pos = [6, 5]; // another ship moves beside this one: no route may end there now
    expect(expectLegalRoutesMatchOracle(s).has('6,5')).toBe(false);
    s.captains[0].hold = [...FOUR]; // heavy (R16): shorter routes
    expectLegalRoutesMatchOracle(s);
    s.wind.today = 'W';
    expectLegalRoutesMatchOracle(s);
  });

  it('R16 route lists found afresh share one frozen route, and one sail action, for the same steps (no allocation a route)', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [12, 12],
      ],
    });
    const before = new Map(legalSails(s).map((sail) => [sail.route.join(''), sail]));
    s.captains[1].pos = [12, 11]; // a far ship moves: the list is found again, with the same steps
    const after = legalSails(s);
    expect(after.length).toBe(before.size);
    for (const sail of after) {
      expect(sail.route).toBe(before.get(sail.route.join(''))!.route);
      expect(sail).toBe(before.get(sail.route.join('')));
    }
  });

  it('R18 legalActions routes pass ships but never end on one', () => {
    const s = arrange({
      wind: 'E',
      captains: 3,
      ships: [
        [5, 5],
        [6, 5],
        [5, 4],
      ],
    });
    const ends = new Set(legalSails(s).map(({ route }) => key(posOf(sail(s, route).state))));
    expect(ends.has('6,5')).toBe(false);
    expect(ends.has('5,4')).toBe(false);
    expect(ends.has('7,5')).toBe(true);
    expect(ends.has('5,3')).toBe(true);
    const toSeven = legalSails(s).find(({ route }) => key(posOf(sail(s, route).state)) === '7,5')!;
    expect(toSeven.route).toHaveLength(2);
  });
});

describe('R19 one ship a square', () => {
  it('R19 a route may not end on a ship sitting on a berth', () => {
    const s = arrange({ wind: 'E' }); // seat 0 on (7,6), seat 1 on (8,6)
    refused(s, 0, { type: 'sail', route: ['E'] }, 'ends-on-ship');
    refused(s, 0, { type: 'sail', route: ['N', 'E', 'S'] }, 'ends-on-ship');
  });

  it('R19 a route may not end on a ship sitting on an island dock', () => {
    const s = arrange({
      wind: 'W',
      ships: [
        [4, 4],
        [3, 4],
      ],
    });
    refused(s, 0, { type: 'sail', route: ['W'] }, 'ends-on-ship');
    refused(s, 0, { type: 'sail', route: ['S', 'W', 'N'] }, 'ends-on-ship');
  });

  it('R19 random legal sailing of 6 ships never puts two on one square', () => {
    const pick = testRandom(19);
    let s = arrange({ captains: 6, wind: 'E', stormTomorrow: null });
    let sails = 0;
    for (let i = 0; i < 300 && s.phase !== 'over'; i++) {
      const seat = s.turn;
      if (s.phase === 'turn' && !s.sailed) {
        const options = legalSails(s, seat);
        const { route } = options[Math.floor(pick() * options.length)];
        s = sail(s, route, seat).state;
        sails++;
        expect(new Set(s.captains.map((c) => key(c.pos))).size).toBe(6);
      }
      const r = applyAction(s, seat, { type: 'endTurn' }, 1);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      s = r.state;
    }
    expect(sails).toBeGreaterThan(100);
  });
});

describe('R21 route legality is checked step by step', () => {
  const cases: { name: string; s: () => GameState; route: Dir[]; code: string }[] = [
    { name: 'too long', s: () => arrange({ wind: 'E', ships: [[5, 5]] }), route: times('E', 5), code: 'route-too-long' },
    { name: 'too long heavy', s: () => arrange({ wind: 'E', ships: [[5, 5]], holds: [FOUR] }), route: times('S', 4), code: 'route-too-long' },
    { name: 'upwind', s: () => arrange({ wind: 'E', ships: [[5, 5]] }), route: ['W', 'W', 'W'], code: 'upwind-too-far' },
    { name: 'upwind heavy', s: () => arrange({ wind: 'E', ships: [[5, 5]], holds: [FOUR] }), route: ['N', 'W'], code: 'upwind-too-far' },
    { name: 'island', s: () => arrange({ wind: 'E', ships: [[3, 5]] }), route: ['N', 'N'], code: 'blocked-by-land' },
    { name: 'Tortuga', s: () => arrange({ wind: 'E', ships: [[7, 5]] }), route: ['S', 'S'], code: 'blocked-by-land' },
    { name: 'off the sea', s: () => arrange({ wind: 'E', ships: [[14, 0]] }), route: ['N'], code: 'off-the-sea' },
    {
      name: 'on a ship',
      s: () =>
        arrange({
          wind: 'E',
          ships: [
            [5, 5],
            [6, 5],
          ],
        }),
      route: ['E'],
      code: 'ends-on-ship',
    },
  ];
  for (const c of cases) {
    it(`R21 an illegal route (${c.name}) is refused with ${c.code} and changes nothing`, () => {
      const s = c.s();
      const copy = JSON.parse(JSON.stringify(s)) as GameState;
      refused(s, 0, { type: 'sail', route: c.route }, c.code);
      expect(s).toEqual(copy);
      expect(s.sailed).toBe(false);
      // the refused sail is not used up: a legal one still goes
      expect(applyAction(s, 0, { type: 'sail', route: [] }, 1).ok).toBe(true);
    });
  }

  it('R21 the first broken step decides the error: passing a ship into land is blocked-by-land', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [3, 6],
        [3, 5],
      ],
    });
    refused(s, 0, { type: 'sail', route: ['N', 'N', 'N'] }, 'blocked-by-land');
  });

  it('R21 leaving the sea is reported before anything after it', () => {
    const s = arrange({
      wind: 'N',
      ships: [
        [0, 1],
        [1, 1],
      ],
    });
    refused(s, 0, { type: 'sail', route: ['W', 'E', 'E'] }, 'off-the-sea');
  });

  it('R21 a route that passes a legal prefix and then breaks moves nothing at all', () => {
    const s = arrange({ wind: 'E', ships: [[3, 7]] });
    const before = JSON.stringify(s);
    const r = applyAction(s, 0, { type: 'sail', route: ['N', 'N', 'N', 'N'] }, 1);
    expect(r).toEqual({ ok: false, error: { code: 'blocked-by-land', message: expect.any(String) } });
    expect(JSON.stringify(s)).toBe(before);
    expect(s.tracks[0]).toEqual([[3, 7]]);
  });

  it('R21 a legal sail returns a new state and leaves the input untouched', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    const before = JSON.stringify(s);
    const { state } = sail(s, ['E', 'E']);
    expect(JSON.stringify(s)).toBe(before);
    expect(state).not.toBe(s);
    expect(posOf(s)).toEqual([5, 5]);
    expect(posOf(state)).toEqual([7, 5]);
  });
});

describe('R15 take back (amended 2026-12-01)', () => {
  it('R15 take back returns the ship and its track to where the turn began, and the captain may sail again', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]] });
    const sailed = sail(s, ['E', 'S', 'E']);
    expect(legalActions(sailed.state, 0)).toContainEqual({ type: 'takeBack' });
    const back = act(sailed.state, 0, { type: 'takeBack' }, 2);
    expect(posOf(back.state)).toEqual([5, 5]);
    expect(back.state.tracks[0]).toEqual([[5, 5]]);
    expect(back.state.sailed).toBe(false);
    expect(back.events).toEqual([
      {
        type: 'tookBack',
        seat: 0,
        path: [
          [6, 6],
          [6, 5],
          [5, 5],
        ],
      },
    ]);
    expect(legalSails(back.state).length).toBeGreaterThan(0);
    expect(legalActions(back.state, 0)).not.toContainEqual({ type: 'takeBack' });
    const again = sail(back.state, ['N']);
    expect(posOf(again.state)).toEqual([5, 4]);
    expect(again.state.tracks[0]).toEqual([
      [5, 5],
      [5, 4],
    ]);
  });

  it('R15 take back after a sweep along the rim returns the ship to its starting square', () => {
    const s = arrange({ wind: 'E', ships: [[5, 1]] });
    const swept = sail(s, ['N']);
    expect(posOf(swept.state)).toEqual([14, 0]);
    const back = act(swept.state, 0, { type: 'takeBack' }, 2);
    expect(posOf(back.state)).toEqual([5, 1]);
    expect(back.state.tracks[0]).toEqual([[5, 1]]);
    expect(back.events).toEqual([
      {
        type: 'tookBack',
        seat: 0,
        path: [
          [5, 0],
          [5, 1],
        ],
      },
    ]);
  });

  it('R15 take back is refused before sailing, after acting and for another seat, and changes nothing', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 5],
        [5, 10],
      ],
    });
    refused(s, 0, { type: 'takeBack' }, 'nothing-to-take-back');
    const sailed = sail(s, ['E']);
    refused(sailed.state, 1, { type: 'takeBack' }, 'not-your-turn');
    const ended = act(sailed.state, 0, { type: 'endTurn' }, 2);
    refused(ended.state, 1, { type: 'takeBack' }, 'nothing-to-take-back');
    expect(legalActions(ended.state, 1)).not.toContainEqual({ type: 'takeBack' });
  });

  it('R15 the turn timer keeps running through a take back', () => {
    const s = arrange({ wind: 'E', ships: [[5, 5]], options: { turnMs: 60_000 } });
    const sailed = sail(s, ['E']);
    const back = act(sailed.state, 0, { type: 'takeBack' }, 2);
    expect(back.state.deadline).toBe(s.deadline);
  });
});
