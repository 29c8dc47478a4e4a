// R20 the rim current: sailing onto an arc sweeps the ship to the far end, and the route ends there.
// Test board arcs (fixtures.testArcs): 4 arcs of 15 squares, clockwise from the north-west corner.
//   arc 0: (0,0)..(14,0), far end (14,0)     arc 1: (15,0)..(15,14), far end (15,14)
//   arc 2: (15,15)..(1,15), far end (1,15)   arc 3: (0,15)..(0,1), far end (0,1)
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor } from '../../shared/pastry/index';
import type { Action, Dir, GameEvent, GameState, Movement, Square } from '../../shared/pastry/index';
import { arrange, testArcs } from './fixtures';
import { act, eventOf, key, posOf } from './expectations';

type SailAction = Extract<Action, { type: 'sail' }>;

const FAR_ENDS: Square[] = [
  [14, 0],
  [15, 14],
  [1, 15],
  [0, 1],
];

/** Sails at time 1 and returns the new state and the sailed movement; fails the test if refused. */
function sail(s: GameState, route: Dir[], seat = 0): { state: GameState; move: Movement } {
  const r = act(s, seat, { type: 'sail', route }, 1);
  return { state: r.state, move: eventOf(r.events, 'sailed').move };
}

/** The rim squares, for telling them apart from open water. */
const onRim = ([x, y]: Square) => x === 0 || y === 0 || x === 15 || y === 15;

describe('R20 the rim current', () => {
  it('R20 the view shows the arcs clockwise, each ending at its far end', () => {
    const view = viewFor(arrange(), null);
    expect(view.board.arcs).toEqual(testArcs());
    expect(view.board.arcs.map((a) => a.squares[a.squares.length - 1])).toEqual(FAR_ENDS);
    expect(view.board.arcs[0].squares.slice(0, 3)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });

  it('R20 sailing onto an arc sweeps the ship to the far end at once', () => {
    const s = arrange({ wind: 'E', ships: [[5, 1]] });
    const { state, move } = sail(s, ['N']);
    expect(posOf(state)).toEqual([14, 0]);
    expect(move).toEqual({ seat: 0, path: [[5, 0]], swept: { arc: 0, to: [14, 0] } });
    expect(state.tracks[0]).toEqual([
      [5, 1],
      [5, 0],
      [14, 0],
    ]);
  });

  it('R20 every arc sweeps clockwise to its own far end', () => {
    const cases: [Square, Dir, number][] = [
      [[5, 1], 'N', 0],
      [[14, 5], 'E', 1],
      [[5, 14], 'S', 2],
      [[1, 5], 'W', 3],
      [[14, 1], 'E', 1], // (15,1) is arc 1 just below the corner
      [[1, 14], 'S', 2], // (1,15) is arc 2's far end itself
    ];
    for (const [from, dir, arc] of cases) {
      const { state, move } = sail(arrange({ wind: 'N', ships: [from] }), [dir]);
      expect(move.swept, `${key(from)} ${dir}`).toEqual({ arc, to: FAR_ENDS[arc] });
      expect(posOf(state), `${key(from)} ${dir}`).toEqual(FAR_ENDS[arc]);
    }
  });

  it('R20 sailing straight onto a far end is a sweep that stays there', () => {
    const { state, move } = sail(arrange({ wind: 'E', ships: [[14, 1]] }), ['N']);
    expect(move).toEqual({ seat: 0, path: [[14, 0]], swept: { arc: 0, to: [14, 0] } });
    expect(posOf(state)).toEqual([14, 0]);
  });

  it('R20 the route ends at the sweep: steps after it are not sailed', () => {
    const s = arrange({ wind: 'E', ships: [[5, 2]] });
    const { state, move } = sail(s, ['N', 'N', 'E', 'E']);
    // had E, E been sailed from (14,0) the ship would have entered arc 1 and gone on to (15,14)
    expect(posOf(state)).toEqual([14, 0]);
    expect(move.path).toEqual([
      [5, 1],
      [5, 0],
    ]);
    expect(move.swept).toEqual({ arc: 0, to: [14, 0] });
    expect(state.tracks[0]).toEqual([
      [5, 2],
      [5, 1],
      [5, 0],
      [14, 0],
    ]);
  });

  it('R20 steps after the sweep are not checked either: a route that would then leave the sea is legal', () => {
    const s = arrange({ wind: 'E', ships: [[5, 1]] });
    const { state, move } = sail(s, ['N', 'N', 'N']);
    expect(posOf(state)).toEqual([14, 0]);
    expect(move.path).toEqual([[5, 0]]);
  });

  it('R20 the whole route still counts against the allowance, even the steps the sweep cuts off', () => {
    const s = arrange({ wind: 'E', ships: [[5, 1]] });
    const before = JSON.stringify(s);
    const long = applyAction(s, 0, { type: 'sail', route: ['N', 'E', 'E', 'E', 'E'] }, 1);
    expect(long.ok ? 'ok' : long.error.code).toBe('route-too-long');
    const upwind = applyAction(s, 0, { type: 'sail', route: ['N', 'W', 'W'] }, 1);
    expect(upwind.ok ? 'ok' : upwind.error.code).toBe('upwind-too-far');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('R20 when the far end holds a ship, the swept ship stops on the nearest free square before it', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 1],
        [14, 0],
      ],
    });
    const { state, move } = sail(s, ['N']);
    expect(posOf(state)).toEqual([13, 0]);
    expect(posOf(state, 1)).toEqual([14, 0]);
    expect(move.swept).toEqual({ arc: 0, to: [13, 0] });
  });

  it('R20 with the last two squares taken it stops two before the far end', () => {
    const s = arrange({
      wind: 'E',
      captains: 3,
      ships: [
        [5, 1],
        [14, 0],
        [13, 0],
      ],
    });
    const { state, move } = sail(s, ['N']);
    expect(posOf(state)).toEqual([12, 0]);
    expect(move.swept).toEqual({ arc: 0, to: [12, 0] });
    expect(new Set(state.captains.map((c) => key(c.pos))).size).toBe(3);
  });

  it('R20 a ship on another square of the arc does not stop the sweep (entered square held by a ship)', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 1],
        [5, 0],
      ],
    });
    const { state } = sail(s, ['N']);
    expect(posOf(state)).toEqual([14, 0]);
    expect(posOf(state, 1)).toEqual([5, 0]);
  });

  it('R20 a ship on a far end that steps onto another square of the same arc is swept again', () => {
    const fromTop = sail(arrange({ wind: 'N', ships: [[14, 0]] }), ['W']);
    expect(fromTop.move).toEqual({ seat: 0, path: [[13, 0]], swept: { arc: 0, to: [14, 0] } });
    expect(posOf(fromTop.state)).toEqual([14, 0]);
    const fromEast = sail(arrange({ wind: 'E', ships: [[15, 14]] }), ['N']);
    expect(fromEast.move).toEqual({ seat: 0, path: [[15, 13]], swept: { arc: 1, to: [15, 14] } });
    expect(posOf(fromEast.state)).toEqual([15, 14]);
  });

  it('R20 a ship on a far end that steps onto the next arc rides that arc to its far end', () => {
    const east = sail(arrange({ wind: 'N', ships: [[14, 0]] }), ['E']);
    expect(east.move.swept).toEqual({ arc: 1, to: [15, 14] });
    expect(posOf(east.state)).toEqual([15, 14]);
    const corner = sail(arrange({ wind: 'E', ships: [[0, 1]] }), ['N']);
    expect(corner.move).toEqual({ seat: 0, path: [[0, 0]], swept: { arc: 0, to: [14, 0] } });
    expect(posOf(corner.state)).toEqual([14, 0]);
  });

  it('R20 a ship leaving the rim inward is not swept, and coming back onto the far end it stays there', () => {
    const s = arrange({ wind: 'E', ships: [[14, 0]] });
    const off = sail(s, ['S']);
    expect(off.move).toEqual({ seat: 0, path: [[14, 1]], swept: null });
    expect(posOf(off.state)).toEqual([14, 1]);
    const back = sail(s, ['S', 'N']);
    expect(back.move.swept).toEqual({ arc: 0, to: [14, 0] });
    expect(posOf(back.state)).toEqual([14, 0]);
  });

  it('R20 a ship stopped short of a taken far end, stepping along the arc, is swept back to its own square', () => {
    const s = arrange({
      wind: 'N',
      ships: [
        [13, 0],
        [14, 0],
      ],
    });
    const { state, move } = sail(s, ['W']);
    expect(move.path).toEqual([[12, 0]]);
    expect(move.swept).toEqual({ arc: 0, to: [13, 0] });
    expect(posOf(state)).toEqual([13, 0]);
  });

  it('R20 legalActions: a route onto the current ends at the far end, never on another rim square', () => {
    const s = arrange({ wind: 'E', ships: [[5, 2]] });
    const sails = legalActions(s, 0).filter((a): a is SailAction => a.type === 'sail');
    const ends = sails.map(({ route }) => ({ route, end: posOf(sail(s, route).state) }));
    const rimEnds = ends.filter(({ end }) => onRim(end)).map(({ end }) => key(end));
    expect(rimEnds).toEqual(['14,0']);
    expect(ends.find(({ end }) => key(end) === '14,0')!.route).toHaveLength(2);
  });

  it('R20 legalActions: with the far end taken, the route into the current ends on the square before it', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 2],
        [14, 0],
      ],
    });
    const sails = legalActions(s, 0).filter((a): a is SailAction => a.type === 'sail');
    const rimEnds = sails.map(({ route }) => key(posOf(sail(s, route).state))).filter((k) => onRim(k.split(',').map(Number) as Square));
    expect(rimEnds).toEqual(['13,0']);
  });

  it('R20 legalActions from a far end: stepping along the same arc leads back to where the ship is', () => {
    const s = arrange({ wind: 'N', ships: [[14, 0]] });
    const sails = legalActions(s, 0).filter((a): a is SailAction => a.type === 'sail');
    const ends = sails.map(({ route }) => key(posOf(sail(s, route).state)));
    expect(ends.filter((k) => k === '14,0')).toHaveLength(1); // the 0-step route, no duplicate via (13,0)
    expect(sails.find(({ route }) => route.length === 0)).toBeDefined();
    expect(ends).toContain('15,14');
    expect(ends).not.toContain('13,0');
    expect(ends).not.toContain('15,0');
  });

  it('R20 a storm pushing a ship onto the rim sweeps it to the far end, and its push ends there', () => {
    const s = arrange({
      wind: 'E',
      ships: [
        [5, 1],
        [5, 10],
      ],
      stormTomorrow: 'N',
    });
    const first = applyAction(s, 0, { type: 'endTurn' }, 1);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = applyAction(first.state, 1, { type: 'endTurn' }, 2);
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    const blew = second.events.find((e): e is Extract<GameEvent, { type: 'stormBlew' }> => e.type === 'stormBlew');
    expect(blew?.dir).toBe('N');
    const move = blew!.moves.find((m) => m.seat === 0)!;
    expect(move.path).toEqual([[5, 0]]);
    expect(move.swept).toEqual({ arc: 0, to: [14, 0] });
    expect(posOf(second.state)).toEqual([14, 0]);
    expect(posOf(second.state, 1)).toEqual([5, 8]);
  });
});
