// R14: the storm push at dawn, on the hand-drawn test board (far ends (14,0), (15,14), (1,15), (0,1)).
import { describe, expect, it } from 'vitest';
import { applyAction, viewFor } from '../../shared/pastry/index';
import type { Dir, GameEvent, GameState, Ingredient, Movement, Square } from '../../shared/pastry/index';
import { arrange, testArcs, totalCrates } from './fixtures';
import { endDay, key } from './expectations';

/** Arranges ships on the test board with a storm warned for tomorrow, then plays to that dawn. */
function storm(dir: Dir, ships: Square[]): { before: GameState; after: GameState; moves: Movement[]; events: GameEvent[] } {
  const before = arrange({ captains: ships.length, ships, day: 5, wind: 'N', tomorrow: 'N', stormTomorrow: dir });
  const { state, events } = endDay(before);
  const blew = events.find((e) => e.type === 'stormBlew');
  if (blew?.type !== 'stormBlew') throw new Error('no storm blew');
  expect(blew.dir).toBe(dir);
  expect(state.wind.stormToday).toBe(dir);
  return { before, after: state, moves: blew.moves, events };
}

const positions = (s: GameState): Square[] => s.captains.map((c) => c.pos);

describe('R14 storm push', () => {
  it('R14 the storm pushes every ship 2 squares in its direction, whichever direction', () => {
    const cases: [Dir, Square[]][] = [
      [
        'N',
        [
          [10, 3],
          [5, 8],
        ],
      ],
      [
        'E',
        [
          [12, 5],
          [7, 10],
        ],
      ],
      [
        'S',
        [
          [10, 7],
          [5, 12],
        ],
      ],
      [
        'W',
        [
          [8, 5],
          [3, 10],
        ],
      ],
    ];
    for (const [dir, expected] of cases) {
      const { after, moves } = storm(dir, [
        [10, 5],
        [5, 10],
      ]);
      expect(positions(after)).toEqual(expected);
      expect(moves).toHaveLength(2);
      expect(moves.map((m) => m.path.length)).toEqual([2, 2]);
      expect(moves.every((m) => m.swept === null)).toBe(true);
      expect(viewFor(after, null).captains.map((c) => c.pos)).toEqual(expected);
      expect(viewFor(after, null).wind.storm).toBe(dir);
    }
  });

  it("R14 the push comes before anyone acts: seat 0's turn starts on the pushed square", () => {
    const { after, events } = storm('E', [
      [4, 5],
      [10, 5],
    ]);
    const order = events.map((e) => e.type);
    expect(order.indexOf('stormBlew')).toBeLessThan(order.lastIndexOf('turnStarted'));
    expect(after.turn).toBe(0);
    expect(after.phase).toBe('turn');
    expect(after.captains[0].pos).toEqual([6, 5]);
    // and the pushed ship sails from there: two squares east lands on (8,5)
    const r = applyAction(after, 0, { type: 'sail', route: ['E', 'E'] }, 0);
    expect(r.ok && r.state.captains[0].pos).toEqual([8, 5]);
  });

  it('R14 frontmost first: a ship directly behind another moves with it, whatever the seats', () => {
    // seat 1 in front
    let r = storm('E', [
      [4, 5],
      [5, 5],
    ]);
    expect(positions(r.after)).toEqual([
      [6, 5],
      [7, 5],
    ]);
    // seat 0 in front
    r = storm('E', [
      [5, 5],
      [4, 5],
    ]);
    expect(positions(r.after)).toEqual([
      [7, 5],
      [6, 5],
    ]);
    // a column of three, pushed west
    r = storm('W', [
      [11, 4],
      [9, 4],
      [10, 4],
    ]);
    expect(positions(r.after)).toEqual([
      [9, 4],
      [7, 4],
      [8, 4],
    ]);
    // a column of three, pushed north, the back ship on the lowest seat
    r = storm('N', [
      [5, 7],
      [5, 6],
      [5, 5],
    ]);
    expect(positions(r.after)).toEqual([
      [5, 5],
      [5, 4],
      [5, 3],
    ]);
    expect(r.moves.every((m) => m.path.length === 2)).toBe(true);
  });

  it('R14 one square at a time: a ship follows one that stops short after a single square', () => {
    // seat 1 reaches (9,10) and stops at the reef (10,10); seat 0 follows it to (8,10)
    const { after, moves } = storm('E', [
      [6, 10],
      [8, 10],
    ]);
    expect(positions(after)).toEqual([
      [8, 10],
      [9, 10],
    ]);
    expect(moves.find((m) => m.seat === 0)!.path).toEqual([
      [7, 10],
      [8, 10],
    ]);
    expect(moves.find((m) => m.seat === 1)!.path).toEqual([[9, 10]]);
  });

  it('R14 a ship stops short when the next square is land', () => {
    // reef at (10,10): one square then stop
    let r = storm('S', [
      [10, 8],
      [5, 5],
    ]);
    expect(r.after.captains[0].pos).toEqual([10, 9]);
    expect(r.moves.find((m) => m.seat === 0)!.path).toEqual([[10, 9]]);
    // already against the reef: no movement at all, and no movement reported
    r = storm('S', [
      [10, 9],
      [5, 5],
    ]);
    expect(r.after.captains[0].pos).toEqual([10, 9]);
    expect(r.moves.some((m) => m.seat === 0)).toBe(false);
    // Cocoa's land (7,2) stops a ship pushed north from (7,4) after one square
    r = storm('N', [
      [7, 4],
      [5, 5],
    ]);
    expect(r.after.captains[0].pos).toEqual([7, 3]);
    // Tortuga stops a ship on a berth
    r = storm('S', [
      [7, 6],
      [8, 6],
    ]);
    expect(positions(r.after)).toEqual([
      [7, 6],
      [8, 6],
    ]);
    expect(r.moves).toEqual([]);
  });

  it('R14 when the front ship is blocked by land, the one behind stops short behind it', () => {
    // pushed west against the reef (10,10)
    let r = storm('W', [
      [11, 10],
      [13, 10],
    ]);
    expect(positions(r.after)).toEqual([
      [11, 10],
      [12, 10],
    ]);
    r = storm('W', [
      [11, 10],
      [12, 10],
    ]);
    expect(positions(r.after)).toEqual([
      [11, 10],
      [12, 10],
    ]);
    expect(r.moves).toEqual([]);
    // the same with the seats the other way round
    r = storm('W', [
      [13, 10],
      [11, 10],
    ]);
    expect(positions(r.after)).toEqual([
      [12, 10],
      [11, 10],
    ]);
  });

  it("R14 a ship pushed onto the rim is swept to the arc's far end and its push ends", () => {
    // two squares: (5,1) then the rim (5,0) of the first arc, swept to its far end (14,0)
    let r = storm('N', [
      [5, 2],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([14, 0]);
    const m = r.moves.find((x) => x.seat === 0)!;
    expect(m.path).toEqual([
      [5, 1],
      [5, 0],
    ]);
    expect(m.swept).toEqual({ arc: 0, to: [14, 0] });
    // from next to the rim: the first square sweeps it
    r = storm('N', [
      [5, 1],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([14, 0]);
    expect(r.moves.find((x) => x.seat === 0)!.path).toEqual([[5, 0]]);
    // west onto the fourth arc: far end (0,1)
    r = storm('W', [
      [1, 10],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([0, 1]);
    expect(r.moves.find((x) => x.seat === 0)!.swept).toEqual({ arc: 3, to: [0, 1] });
    // the track records the rim square and the far end
    expect(r.after.tracks[0].slice(-2)).toEqual([
      [0, 10],
      [0, 1],
    ]);
  });

  it('R14 the push ends at the far end even when a second square would be free', () => {
    // seat 1 on the far end (15,14) of the second arc, seat 0 just before it on the same arc.
    // Pushed south: seat 1 (frontmost) enters the third arc and is swept to its far end (1,15);
    // seat 0 steps onto (15,14), is swept to that arc's far end, which it already is, and stops there.
    const { after, moves } = storm('S', [
      [15, 13],
      [15, 14],
    ]);
    expect(positions(after)).toEqual([
      [15, 14],
      [1, 15],
    ]);
    expect(moves.find((x) => x.seat === 0)).toEqual({ seat: 0, path: [[15, 14]], swept: { arc: 1, to: [15, 14] } });
    expect(moves.find((x) => x.seat === 1)).toEqual({ seat: 1, path: [[15, 15]], swept: { arc: 2, to: [1, 15] } });
  });

  it('R14 a ship swept to an occupied far end stops on the nearest free square before it', () => {
    // seat 1 sits on the far end (14,0); north of it is off the sea, so it stays
    const { after } = storm('N', [
      [5, 1],
      [14, 0],
    ]);
    expect(positions(after)).toEqual([
      [13, 0],
      [14, 0],
    ]);
  });

  it('R14 two ships swept into the same arc at once share nothing: one on the far end, one just before', () => {
    const { after } = storm('N', [
      [3, 1],
      [8, 1],
    ]);
    expect(positions(after).map(key).sort()).toEqual(['13,0', '14,0']);
  });

  it('R14 a ship stops short at the edge of the sea (the rim pushed outward)', () => {
    let r = storm('W', [
      [0, 1],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([0, 1]);
    expect(r.moves.some((m) => m.seat === 0)).toBe(false);
    r = storm('E', [
      [15, 14],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([15, 14]);
    r = storm('S', [
      [1, 15],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([1, 15]);
  });

  it('R14 a dock is just water: ships are pushed off docks and berths, and onto them', () => {
    // off the Flour dock (3,4)
    let r = storm('S', [
      [3, 4],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([3, 6]);
    // onto the Cinnamon dock (2,8) from (2,10)
    r = storm('N', [
      [2, 10],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([2, 8]);
    // onto the Butter dock (3,11) from (3,10): Butter's land (3,12) stops it there
    r = storm('S', [
      [3, 10],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([3, 11]);
    // across the Vanilla dock (13,8): from (14,8) west over it to (12,8)
    r = storm('W', [
      [14, 8],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([12, 8]);
    expect(r.moves.find((m) => m.seat === 0)!.path).toEqual([
      [13, 8],
      [12, 8],
    ]);
    // off a berth (7,6) north, and onto a berth (9,7) from (9,5)
    r = storm('N', [
      [7, 6],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([7, 4]);
    r = storm('S', [
      [9, 5],
      [9, 12],
    ]);
    expect(r.after.captains[0].pos).toEqual([9, 7]);
  });

  it('R14 a ship whose ovens are lit is not moved, but it blocks the others', () => {
    const recipe: Ingredient[] = ['Flour', 'Sugar', 'Eggs', 'Cocoa'];
    // seat 1 on the berth (9,8) with its whole recipe; seat 0 two squares south of it
    const s = arrange({
      captains: 2,
      ships: [
        [9, 10],
        [9, 8],
      ],
      holds: [[], [...recipe]],
      recipes: [['Butter', 'Eggs', 'Vanilla', 'Coconut'], recipe],
      crates: [2, 2, 3, 2, 2, 3, 3, 3],
      day: 5,
      wind: 'N',
      tomorrow: 'N',
      stormTomorrow: 'N',
    });
    expect(totalCrates(s)).toBe(24);
    const ended = applyAction(s, 0, { type: 'endTurn' }, 0);
    if (!ended.ok) throw new Error(ended.error.code);
    const lit = applyAction(ended.state, 1, { type: 'dock' }, 0);
    if (!lit.ok) throw new Error(lit.error.code);
    expect(lit.state.captains[1].ovensLitDay).toBe(5);
    expect(lit.state.phase).toBe('bake');
    // name the crates so that not all are right (the voyage must go on to dawn)
    const c = lit.state.captains[1];
    const perms: number[][] = [];
    const permute = (rest: number[], acc: number[]) => {
      if (!rest.length) perms.push(acc);
      rest.forEach((x, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...acc, x]));
    };
    permute([0, 1, 2, 3], []);
    const wrong = perms.find((p) => p.some((pos, slot) => c.benchOrder[pos] !== c.recipe.ingredients[slot]))!;
    const named = applyAction(lit.state, 1, { type: 'name', crates: wrong }, 10_000);
    if (!named.ok) throw new Error(named.error.code);
    const blew = named.events.find((e) => e.type === 'stormBlew');
    expect(blew).toBeDefined();
    const after = named.state;
    expect(after.day).toBe(6);
    expect(after.captains[1].pos).toEqual([9, 8]); // would be (9,6) if pushed
    expect(after.captains[0].pos).toEqual([9, 9]); // stops short behind the lit ship
    expect(blew!.type === 'stormBlew' && blew!.moves.map((m) => m.seat)).toEqual([0]);
    expect(totalCrates(after)).toBe(24);
  });

  it('R14 a lit ship out in open water stays put while the unlit one is pushed', () => {
    const s = arrange({
      captains: 2,
      ships: [
        [5, 5],
        [10, 4],
      ],
      day: 5,
      stormTomorrow: 'E',
    });
    s.captains[1].ovensLitDay = 3;
    s.captains[1].baked = true; // its bake-off is over, so its turn is a plain turn
    const { state } = endDay(s);
    expect(positions(state)).toEqual([
      [7, 5],
      [10, 4],
    ]);
  });

  it('R14 without a warned storm nobody is pushed at dawn', () => {
    const s = arrange({
      captains: 2,
      ships: [
        [5, 5],
        [10, 4],
      ],
      day: 5,
      stormTomorrow: null,
    });
    const { state, events } = endDay(s);
    expect(events.some((e) => e.type === 'stormBlew')).toBe(false);
    expect(positions(state)).toEqual([
      [5, 5],
      [10, 4],
    ]);
    expect(state.wind.stormToday).toBeNull();
    expect(viewFor(state, 0).wind.storm).toBeNull();
  });

  it('R14 random fleets: never two ships on a square or on land; each ship moves straight up to 2 or is swept', () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const base = arrange({ captains: 6, day: 5 });
    const land = new Set(base.board.land.map(key));
    const arcs = testArcs();
    const farEnds = new Set(arcs.map((a) => key(a.squares.at(-1)!)));
    const arcSquares = new Set(arcs.flatMap((a) => a.squares.map(key)));
    const dirs: Dir[] = ['N', 'E', 'S', 'W'];
    const vec: Record<Dir, Square> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
    let swept = 0;
    let shortStops = 0;
    for (let round = 0; round < 300; round++) {
      const s = structuredClone(base);
      const used = new Set<string>();
      for (const c of s.captains) {
        let sq: Square;
        do sq = [1 + rand(14), 1 + rand(14)];
        while (land.has(key(sq)) || used.has(key(sq)));
        used.add(key(sq));
        c.pos = sq;
      }
      const lit = rand(3) === 0 ? rand(6) : -1;
      if (lit >= 0) {
        s.captains[lit].ovensLitDay = 4;
        s.captains[lit].baked = true;
      }
      const dir = dirs[rand(4)];
      s.wind.stormTomorrowDir = dir;
      const { state } = endDay(s);
      const after = positions(state).map(key);
      expect(new Set(after).size).toBe(6);
      for (const sq of after) expect(land.has(sq)).toBe(false);
      const [dx, dy] = vec[dir];
      s.captains.forEach((c, seat) => {
        const to = state.captains[seat].pos;
        if (seat === lit) {
          expect(to).toEqual(c.pos);
          return;
        }
        if (arcSquares.has(key(to))) {
          // swept: it ends on a far end or on the arc squares just before a taken far end
          swept++;
          const arc = arcs.find((a) => a.squares.some((q) => key(q) === key(to)))!;
          const at = arc.squares.findIndex((q) => key(q) === key(to));
          for (const later of arc.squares.slice(at + 1)) expect(after).toContain(key(later));
          return;
        }
        const k = dx !== 0 ? (to[0] - c.pos[0]) / dx : (to[1] - c.pos[1]) / dy;
        expect([0, 1, 2]).toContain(k);
        expect(to).toEqual([c.pos[0] + dx * k, c.pos[1] + dy * k]);
        if (k < 2) {
          // stopped short: the next square is land or holds a ship (the sea's edge is rim, handled above)
          shortStops++;
          const next: Square = [to[0] + dx, to[1] + dy];
          expect(land.has(key(next)) || after.includes(key(next))).toBe(true);
        }
      });
      expect(farEnds.size).toBe(4);
    }
    expect(swept).toBeGreaterThan(50);
    expect(shortStops).toBeGreaterThan(50);
  });
});
