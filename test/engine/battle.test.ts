// R28 to R35: who can fight, bribes, broadsides with the wind behind, outcomes, slip, spoils, one battle, beyond reach.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor } from '../../shared/pastry/index';
import type { Action, Dir, GameEvent, GameState, Square } from '../../shared/pastry/index';
import { type Arrange, arrange, totalCrates } from './fixtures';
import { act, eventOf, type Ok, refused } from './expectations';

type Broadsides = Extract<GameEvent, { type: 'broadsides' }>;

/** The broadsides event of a fought battle. */
const broadsidesOf = (events: GameEvent[]): Broadsides => eventOf(events, 'broadsides');

/** Two ships side by side, east-west, under a north wind (perpendicular: one coin each); seat 0 to move. */
function duel(a: Arrange = {}): GameState {
  return arrange({
    ships: [
      [5, 5],
      [6, 5],
    ],
    holds: [[], ['Flour']],
    gold: [3, 3],
    wind: 'N',
    ...a,
  });
}

const BATTLE: Action = { type: 'battle', target: 1 };
const FIGHT: Action = { type: 'fight' };

type Fought = { seed: string; start: GameState; loaded: GameState; after: Ok; b: Broadsides };

/** Seat 0 battles seat 1 who fights, on seed 'b'+i for the first i whose broadsides satisfy `want`. */
function findFight(want: (b: Broadsides) => boolean, a: Arrange = {}, limit = 400): Fought {
  for (let i = 0; i < limit; i++) {
    const seed = `b${i}`;
    const start = duel({ ...a, seed });
    const loaded = act(start, 0, BATTLE).state;
    const after = act(loaded, 1, FIGHT);
    const b = broadsidesOf(after.events);
    if (want(b)) return { seed, start, loaded, after, b };
  }
  throw new Error('no seed gives the wanted broadsides');
}

const attackerOnly = (b: Broadsides) => b.attackerLands && !b.defenderLands;
const defenderOnly = (b: Broadsides) => !b.attackerLands && b.defenderLands;
const bothLand = (b: Broadsides) => b.attackerLands && b.defenderLands;
const bothMiss = (b: Broadsides) => !b.attackerLands && !b.defenderLands;

/** The eight neighbours of a square, with the compass name of the step. */
const NEIGHBOURS: [string, number, number][] = [
  ['N', 0, -1],
  ['NE', 1, -1],
  ['E', 1, 0],
  ['SE', 1, 1],
  ['S', 0, 1],
  ['SW', -1, 1],
  ['W', -1, 0],
  ['NW', -1, -1],
];

describe('R28 Who can fight', () => {
  it('R28 a ship may battle any of the 8 adjacent ships, diagonals included', () => {
    for (const [name, dx, dy] of NEIGHBOURS) {
      const s = duel({
        ships: [
          [5, 5],
          [5 + dx, 5 + dy],
        ],
      });
      const r = applyAction(s, 0, BATTLE, 0);
      expect(r.ok, `neighbour ${name}`).toBe(true);
      if (r.ok) {
        expect(r.state.phase).toBe('bribe');
        expect(r.state.battle).toEqual({ attacker: 0, defender: 1, offer: null, winner: null });
      }
    }
  });

  it('R28 a ship two squares away, straight or knight-wise, is not adjacent', () => {
    for (const pos of [
      [7, 5],
      [5, 7],
      [3, 3],
      [7, 6],
      [6, 7],
      [5, 3],
    ] as Square[]) {
      refused(duel({ ships: [[5, 5], pos] }), 0, BATTLE, 'not-adjacent');
    }
  });

  it('R28 a ship that sailed next to the target may battle it in the same turn', () => {
    const s = duel({
      ships: [
        [5, 5],
        [8, 5],
      ],
    });
    refused(s, 0, BATTLE, 'not-adjacent');
    const sailed = act(s, 0, { type: 'sail', route: ['E', 'E'] }).state;
    expect(sailed.captains[0].pos).toEqual([7, 5]);
    expect(act(sailed, 0, BATTLE).state.phase).toBe('bribe');
  });

  it('R28 the attacker pays 1 gold for powder at once, before the defender decides', () => {
    const s = duel({ gold: [3, 5] });
    const r = act(s, 0, BATTLE);
    expect(r.state.captains[0].gold).toBe(2);
    expect(r.state.captains[1].gold).toBe(5);
    expect(r.events).toContainEqual({ type: 'battleStarted', attacker: 0, defender: 1 });
    expect(viewFor(r.state, 0).actor).toBe(1);
    expect(viewFor(r.state, null).phase).toBe('bribe');
    // the powder is gone for good: not handed to the defender, not refunded by an accepted bribe
    const offered = act(r.state, 1, { type: 'bribe', offer: { gold: 2 } }).state;
    const done = act(offered, 0, { type: 'answer', accept: true }).state;
    expect(done.captains[0].gold).toBe(3 - 1 + 2);
    expect(done.captains[1].gold).toBe(5 - 2);
  });

  it('R28 an attacker with exactly 1 gold may fight and is left with 0', () => {
    const r = act(duel({ gold: [1, 3] }), 0, BATTLE);
    expect(r.state.captains[0].gold).toBe(0);
  });

  it('R28 an attacker with no gold cannot afford powder', () => {
    const s = duel({ gold: [0, 3] });
    refused(s, 0, BATTLE, 'cannot-afford');
    expect(legalActions(s, 0).some((a) => a.type === 'battle')).toBe(false);
  });

  it('R28 a target with an empty hold cannot be attacked', () => {
    const s = duel({ holds: [['Sugar'], []] });
    refused(s, 0, BATTLE, 'empty-hold');
    expect(legalActions(s, 0).some((a) => a.type === 'battle')).toBe(false);
  });

  it("R28 the attacker's own hold may be empty", () => {
    const r = act(duel({ holds: [[], ['Flour']] }), 0, BATTLE);
    expect(r.state.phase).toBe('bribe');
  });

  it('R28 a captain cannot battle their own ship or a seat that does not exist', () => {
    const s = duel();
    refused(s, 0, { type: 'battle', target: 0 }, 'bad-target');
    refused(s, 0, { type: 'battle', target: 4 }, 'bad-target');
    refused(s, 0, { type: 'battle', target: 9 } as Action, 'bad-action');
  });

  it('R28 only the captain whose turn it is may battle, and only before acting', () => {
    const s = duel();
    refused(s, 1, { type: 'battle', target: 0 }, 'not-your-turn');
    // seat 0 docks at the Flour dock: the act is taken, a battle is no longer possible
    const docked = duel({
      ships: [
        [3, 4],
        [4, 4],
      ],
      gold: [5, 3],
    });
    const r = act(docked, 0, { type: 'dock' });
    expect(r.state.phase).toBe('buy');
    refused(r.state, 0, BATTLE, 'wrong-phase');
  });

  it('R28 legalActions offers exactly the targets the engine accepts', () => {
    const s = arrange({
      captains: 4,
      wind: 'N',
      ships: [
        [5, 5],
        [6, 6],
        [4, 5],
        [9, 9],
      ],
      holds: [[], ['Flour'], [], ['Eggs']],
      gold: [2, 2, 2, 2],
    });
    const targets = legalActions(s, 0)
      .filter((a) => a.type === 'battle')
      .map((a) => (a as { target: number }).target);
    expect(targets).toEqual([1]); // seat 2 is adjacent but empty, seat 3 is far
    for (const t of [1, 2, 3]) expect(applyAction(s, 0, { type: 'battle', target: t }, 0).ok).toBe(targets.includes(t));
  });
});

describe('R29 Bribe', () => {
  it('R29 the defender decides first: fight, or a bribe; the attacker cannot act for them', () => {
    const loaded = act(duel(), 0, BATTLE).state;
    refused(loaded, 0, FIGHT, 'not-your-turn');
    refused(loaded, 0, { type: 'bribe', offer: { gold: 1 } }, 'not-your-turn');
    refused(loaded, 1, { type: 'answer', accept: true }, 'wrong-phase');
    refused(loaded, 1, { type: 'endTurn' }, 'wrong-phase');
    refused(loaded, 1, { type: 'sail', route: ['E'] }, 'wrong-phase');
  });

  it('R29 legalActions for the defender: fight, each ingredient once, and every gold amount 1..purse', () => {
    const loaded = act(duel({ holds: [[], ['Flour', 'Sugar', 'Flour']], gold: [3, 3] }), 0, BATTLE).state;
    expect(legalActions(loaded, 1)).toEqual([
      { type: 'fight' },
      { type: 'bribe', offer: { ingredient: 'Flour' } },
      { type: 'bribe', offer: { ingredient: 'Sugar' } },
      { type: 'bribe', offer: { gold: 1 } },
      { type: 'bribe', offer: { gold: 2 } },
      { type: 'bribe', offer: { gold: 3 } },
    ]);
    expect(legalActions(loaded, 0)).toEqual([]);
  });

  it('R29 fighting runs the broadsides at once', () => {
    const loaded = act(duel(), 0, BATTLE).state;
    const r = act(loaded, 1, FIGHT);
    const b = broadsidesOf(r.events);
    expect(b.attacker).toBe(0);
    expect(b.defender).toBe(1);
    expect(r.events.some((e) => e.type === 'bribeOffered')).toBe(false);
  });

  it('R29 an ingredient bribe, accepted, moves that ingredient and there is no battle', () => {
    const s = duel({ holds: [['Eggs'], ['Flour', 'Sugar']], gold: [3, 4] });
    const loaded = act(s, 0, BATTLE).state;
    const offered = act(loaded, 1, { type: 'bribe', offer: { ingredient: 'Sugar' } });
    expect(offered.state.phase).toBe('answer');
    expect(viewFor(offered.state, 1).actor).toBe(0);
    expect(offered.events).toContainEqual({ type: 'bribeOffered', attacker: 0, defender: 1, offer: { ingredient: 'Sugar' } });
    const r = act(offered.state, 0, { type: 'answer', accept: true });
    expect(r.state.captains[0].hold).toEqual(['Eggs', 'Sugar']);
    expect(r.state.captains[1].hold).toEqual(['Flour']);
    expect(r.state.captains[0].gold).toBe(2);
    expect(r.state.captains[1].gold).toBe(4);
    expect(r.events.some((e) => e.type === 'broadsides')).toBe(false);
    expect(r.events).toContainEqual({ type: 'bribeAnswered', attacker: 0, defender: 1, offer: { ingredient: 'Sugar' }, accept: true });
    expect(totalCrates(r.state)).toBe(totalCrates(s));
    expect(r.state.captains.map((c) => c.pos)).toEqual([
      [5, 5],
      [6, 5],
    ]);
  });

  it('R29 a gold bribe of the whole purse, accepted, moves the gold', () => {
    const loaded = act(duel({ gold: [3, 4] }), 0, BATTLE).state;
    const offered = act(loaded, 1, { type: 'bribe', offer: { gold: 4 } }).state;
    const r = act(offered, 0, { type: 'answer', accept: true });
    expect(r.state.captains[0].gold).toBe(2 + 4);
    expect(r.state.captains[1].gold).toBe(0);
    expect(r.state.captains[1].hold).toEqual(['Flour']);
  });

  it('R29 a refused bribe stays with the defender and the battle runs', () => {
    const s = duel({ holds: [[], ['Flour', 'Sugar']], gold: [3, 4] });
    const loaded = act(s, 0, BATTLE).state;
    const offered = act(loaded, 1, { type: 'bribe', offer: { gold: 3 } }).state;
    const r = act(offered, 0, { type: 'answer', accept: false });
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(['bribeAnswered', 'broadsides']);
    expect(r.events[0]).toEqual({ type: 'bribeAnswered', attacker: 0, defender: 1, offer: { gold: 3 }, accept: false });
    expect(r.state.captains[1].gold).toBe(4);
    expect(r.state.captains[0].gold).toBe(2);
  });

  it('R29 an ingredient not in the hold cannot be offered', () => {
    const loaded = act(duel({ holds: [[], ['Flour']] }), 0, BATTLE).state;
    refused(loaded, 1, { type: 'bribe', offer: { ingredient: 'Cocoa' } }, 'not-in-hold');
  });

  it('R29 a gold bribe must be 1 to the whole purse, in whole gold', () => {
    const loaded = act(duel({ gold: [3, 4] }), 0, BATTLE).state;
    refused(loaded, 1, { type: 'bribe', offer: { gold: 5 } }, 'cannot-afford');
    refused(loaded, 1, { type: 'bribe', offer: { gold: 0 } }, ['bad-offer', 'bad-action']);
    refused(loaded, 1, { type: 'bribe', offer: { gold: -2 } }, ['bad-offer', 'bad-action']);
    refused(loaded, 1, { type: 'bribe', offer: { gold: 1.5 } }, ['bad-offer', 'bad-action']);
    const broke = act(duel({ gold: [3, 0] }), 0, BATTLE).state;
    refused(broke, 1, { type: 'bribe', offer: { gold: 1 } }, 'cannot-afford');
    expect(legalActions(broke, 1).filter((a) => a.type === 'bribe')).toEqual([{ type: 'bribe', offer: { ingredient: 'Flour' } }]);
  });

  it('R29 no haggling: one offer, one answer, and only the attacker answers', () => {
    const loaded = act(duel({ holds: [[], ['Flour', 'Sugar']] }), 0, BATTLE).state;
    const offered = act(loaded, 1, { type: 'bribe', offer: { ingredient: 'Flour' } }).state;
    refused(offered, 1, { type: 'bribe', offer: { ingredient: 'Sugar' } }, 'not-your-turn');
    refused(offered, 1, { type: 'answer', accept: true }, 'not-your-turn');
    refused(offered, 0, FIGHT, 'wrong-phase');
    expect(legalActions(offered, 0)).toEqual([
      { type: 'answer', accept: true },
      { type: 'answer', accept: false },
    ]);
    const r = act(offered, 0, { type: 'answer', accept: false });
    expect(['bribe', 'answer']).not.toContain(r.state.phase);
  });
});

describe('R30 Broadsides', () => {
  it('R30 wind east: the ship with the target to its east, north-east or south-east flips 2 coins', () => {
    const expected: Record<string, [number, number]> = {
      N: [1, 1],
      NE: [2, 1],
      E: [2, 1],
      SE: [2, 1],
      S: [1, 1],
      SW: [1, 2],
      W: [1, 2],
      NW: [1, 2],
    };
    for (const [name, dx, dy] of NEIGHBOURS) {
      const s = duel({
        wind: 'E',
        ships: [
          [5, 5],
          [5 + dx, 5 + dy],
        ],
        seed: `g-${name}`,
      });
      const b = broadsidesOf(act(act(s, 0, BATTLE).state, 1, FIGHT).events);
      expect([b.attackerCoins.length, b.defenderCoins.length], `defender to the ${name}`).toEqual(expected[name]);
    }
  });

  it('R30 wind south: the ship with the target to its south (straight or diagonal) flips 2 coins', () => {
    const expected: Record<string, [number, number]> = {
      N: [1, 2],
      NE: [1, 2],
      E: [1, 1],
      SE: [2, 1],
      S: [2, 1],
      SW: [2, 1],
      W: [1, 1],
      NW: [1, 2],
    };
    for (const [name, dx, dy] of NEIGHBOURS) {
      const s = duel({
        wind: 'S',
        ships: [
          [5, 5],
          [5 + dx, 5 + dy],
        ],
        seed: `g-${name}`,
      });
      const b = broadsidesOf(act(act(s, 0, BATTLE).state, 1, FIGHT).events);
      expect([b.attackerCoins.length, b.defenderCoins.length], `defender to the ${name}`).toEqual(expected[name]);
    }
  });

  it('R30 every wind and every neighbour: 2 coins exactly for a positive component along the wind, never both', () => {
    const along: Record<Dir, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
    for (const wind of ['N', 'E', 'S', 'W'] as Dir[]) {
      for (const [name, dx, dy] of NEIGHBOURS) {
        const s = duel({
          wind,
          ships: [
            [5, 5],
            [5 + dx, 5 + dy],
          ],
          seed: `w-${wind}-${name}`,
        });
        const b = broadsidesOf(act(act(s, 0, BATTLE).state, 1, FIGHT).events);
        const component = dx * along[wind][0] + dy * along[wind][1];
        expect(b.attackerCoins.length, `${wind} ${name}`).toBe(component > 0 ? 2 : 1);
        expect(b.defenderCoins.length, `${wind} ${name}`).toBe(component < 0 ? 2 : 1);
        expect(b.attackerCoins.length + b.defenderCoins.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('R30 the wind behind also counts for the defender and after a refused bribe', () => {
    // the step from the attacker (6,5) to the defender (5,5) points west: a west wind is behind the attacker
    const s = duel({
      wind: 'W',
      ships: [
        [6, 5],
        [5, 5],
      ],
    });
    const offered = act(act(s, 0, BATTLE).state, 1, { type: 'bribe', offer: { gold: 1 } }).state;
    const b = broadsidesOf(act(offered, 0, { type: 'answer', accept: false }).events);
    expect([b.attackerCoins.length, b.defenderCoins.length]).toEqual([2, 1]);
    // and an east wind is behind the defender, whose step to the attacker points east
    const t = duel({
      wind: 'E',
      ships: [
        [6, 5],
        [5, 5],
      ],
    });
    const c = broadsidesOf(act(act(t, 0, BATTLE).state, 1, FIGHT).events);
    expect([c.attackerCoins.length, c.defenderCoins.length]).toEqual([1, 2]);
  });

  it('R30 a shot lands exactly when one of its coins is heads', () => {
    for (let i = 0; i < 120; i++) {
      const s = duel({ wind: 'E', seed: `l${i}` }); // attacker 2 coins, defender 1
      const b = broadsidesOf(act(act(s, 0, BATTLE).state, 1, FIGHT).events);
      for (const c of [...b.attackerCoins, ...b.defenderCoins]) expect(['heads', 'tails']).toContain(c);
      expect(b.attackerLands).toBe(b.attackerCoins.includes('heads'));
      expect(b.defenderLands).toBe(b.defenderCoins.includes('heads'));
    }
  });

  it('R30 statistically: 2 coins land about 3/4 of the time, 1 coin about 1/2, and the two coins are independent', () => {
    const n = 600;
    let attackerHits = 0;
    let defenderHits = 0;
    const pairs = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const s = duel({ wind: 'E', seed: `stat${i}` });
      const b = broadsidesOf(act(act(s, 0, BATTLE).state, 1, FIGHT).events);
      expect(b.attackerCoins).toHaveLength(2);
      expect(b.defenderCoins).toHaveLength(1);
      if (b.attackerLands) attackerHits++;
      if (b.defenderLands) defenderHits++;
      const key = b.attackerCoins.join('+');
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    expect(attackerHits / n).toBeGreaterThan(0.68);
    expect(attackerHits / n).toBeLessThan(0.82);
    expect(defenderHits / n).toBeGreaterThan(0.42);
    expect(defenderHits / n).toBeLessThan(0.58);
    for (const key of ['heads+heads', 'heads+tails', 'tails+heads', 'tails+tails']) {
      expect(pairs.get(key) ?? 0, key).toBeGreaterThan(n / 4 - 60);
      expect(pairs.get(key) ?? 0, key).toBeLessThan(n / 4 + 60);
    }
  });

  it('R30 the coins come from the voyage stream: the same seed and battle give the same coins', () => {
    const one = act(act(duel({ seed: 'same' }), 0, BATTLE).state, 1, FIGHT);
    const two = act(act(duel({ seed: 'same' }), 0, BATTLE).state, 1, FIGHT);
    expect(two.events).toEqual(one.events);
    expect(two.state).toEqual(one.state);
  });
});

describe('R31 Outcome', () => {
  it("R31 only the attacker's shot lands: the attacker wins and takes spoils", () => {
    const f = findFight(attackerOnly, { holds: [['Eggs', 'Eggs', 'Eggs'], ['Flour']] });
    expect(f.b.winner).toBe(0);
    expect(f.after.state.phase).toBe('spoils');
    expect(f.after.state.battle?.winner).toBe(0);
    expect(viewFor(f.after.state, 1).actor).toBe(0);
  });

  it("R31 only the defender's shot lands: the defender wins, even with the heavier hold", () => {
    const f = findFight(defenderOnly, { holds: [['Eggs'], ['Flour', 'Sugar', 'Cocoa']] });
    expect(f.b.winner).toBe(1);
    expect(f.after.state.phase).toBe('spoils');
    expect(viewFor(f.after.state, 0).actor).toBe(1);
  });

  it('R31 both land: the attacker with the lighter hold wins', () => {
    const f = findFight(bothLand, { holds: [['Eggs'], ['Flour', 'Sugar']] });
    expect(f.b.winner).toBe(0);
    expect(f.after.state.phase).toBe('spoils');
  });

  it('R31 both land: the defender with the lighter hold wins', () => {
    const f = findFight(bothLand, { holds: [['Eggs', 'Eggs', 'Cocoa'], ['Flour']] });
    expect(f.b.winner).toBe(1);
    expect(f.after.state.phase).toBe('spoils');
    expect(viewFor(f.after.state, null).actor).toBe(1);
  });

  it('R31 both land with an empty attacker hold: the empty hold is lighter and wins', () => {
    const f = findFight(bothLand, { holds: [[], ['Flour']] });
    expect(f.b.winner).toBe(0);
  });

  it('R31 both land with equal holds: no winner, no spoils, no slip, the turn passes', () => {
    const f = findFight(bothLand, {
      holds: [
        ['Eggs', 'Cocoa'],
        ['Flour', 'Sugar'],
      ],
    });
    expect(f.b.winner).toBeNull();
    expect(f.after.state.phase).toBe('turn');
    expect(f.after.state.turn).toBe(1);
    expect(f.after.state.battle).toBeNull();
    expect(f.after.events.some((e) => e.type === 'spoilsTaken' || e.type === 'slipped')).toBe(false);
    expect(f.after.state.captains.map((c) => c.hold)).toEqual([
      ['Eggs', 'Cocoa'],
      ['Flour', 'Sugar'],
    ]);
  });

  it('R31 both miss: nobody wins and the defender may slip or stay', () => {
    const f = findFight(bothMiss, { holds: [['Eggs'], ['Flour', 'Sugar']] });
    expect(f.b.winner).toBeNull();
    expect(f.after.state.phase).toBe('slip');
    expect(viewFor(f.after.state, 0).actor).toBe(1);
    expect(f.after.state.captains.map((c) => c.hold)).toEqual([['Eggs'], ['Flour', 'Sugar']]);
  });

  it('R31 over many seeds and hold sizes, the winner always follows the coins the engine reports', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 240; i++) {
      const aSize = i % 3;
      const dSize = 1 + ((i >> 2) % 3);
      const holds = [Array(aSize).fill('Eggs'), Array(dSize).fill('Flour')];
      const s = duel({ seed: `o${i}`, holds, wind: i % 2 ? 'E' : 'N' });
      const r = act(act(s, 0, BATTLE).state, 1, FIGHT);
      const b = broadsidesOf(r.events);
      let expected: number | null = null;
      if (b.attackerLands && !b.defenderLands) expected = 0;
      else if (!b.attackerLands && b.defenderLands) expected = 1;
      else if (b.attackerLands && b.defenderLands && aSize !== dSize) expected = aSize < dSize ? 0 : 1;
      expect(b.winner, `seed o${i}`).toBe(expected);
      const loserHold = expected === 0 ? dSize : aSize;
      const phase = bothMiss(b) ? 'slip' : expected !== null && loserHold > 0 ? 'spoils' : 'turn';
      expect(r.state.phase, `seed o${i}`).toBe(phase);
      seen.add(`${b.attackerLands}/${b.defenderLands}`);
    }
    expect(seen.size).toBe(4);
  });
});

describe('R32 Slip', () => {
  /** A both-miss battle on the given arrangement, waiting for the defender's slip. */
  function missed(a: Arrange): GameState {
    const f = findFight(bothMiss, a);
    expect(f.after.state.phase).toBe('slip');
    return f.after.state;
  }

  it('R32 the defender slips one free orthogonal step onto empty water and the turn passes', () => {
    const s = missed({});
    const r = act(s, 1, { type: 'slip', dir: 'E' });
    expect(r.state.captains[1].pos).toEqual([7, 5]);
    expect(r.state.captains[0].pos).toEqual([5, 5]);
    expect(r.events).toContainEqual({ type: 'slipped', seat: 1, dir: 'E', move: { seat: 1, path: [[7, 5]], swept: null } });
    expect(r.state.phase).toBe('turn');
    expect(r.state.turn).toBe(1);
    expect(r.state.captains[1].gold).toBe(3); // free
  });

  it('R32 the defender may stay', () => {
    const s = missed({});
    const r = act(s, 1, { type: 'slip', dir: null });
    expect(r.state.captains[1].pos).toEqual([6, 5]);
    expect(r.events).toContainEqual({ type: 'slipped', seat: 1, dir: null, move: null });
    expect(r.state.turn).toBe(1);
    expect(r.state.phase).toBe('turn');
  });

  it('R32 a slip may not end on a ship, on land or off the sea', () => {
    refused(missed({}), 1, { type: 'slip', dir: 'W' }, 'ends-on-ship');
    refused(
      missed({
        ships: [
          [6, 3],
          [7, 3],
        ],
      }),
      1,
      { type: 'slip', dir: 'N' },
      'blocked-by-land',
    ); // Cocoa at (7,2)
    refused(
      missed({
        ships: [
          [1, 5],
          [0, 5],
        ],
      }),
      1,
      { type: 'slip', dir: 'W' },
      'off-the-sea',
    );
    refused(
      missed({
        ships: [
          [6, 9],
          [6, 8],
        ],
      }),
      1,
      { type: 'slip', dir: 'E' },
      'blocked-by-land',
    ); // Tortuga
  });

  it('R32 legalActions in the slip phase: stay, or each free step', () => {
    const s = missed({
      ships: [
        [6, 3],
        [7, 3],
      ],
    }); // W is the attacker, N is land
    expect(legalActions(s, 1)).toEqual([
      { type: 'slip', dir: null },
      { type: 'slip', dir: 'E' },
      { type: 'slip', dir: 'S' },
    ]);
    expect(legalActions(s, 0)).toEqual([]);
  });

  it('R32 only the defender slips, and only after both shots missed', () => {
    const s = missed({});
    refused(s, 0, { type: 'slip', dir: 'N' }, 'not-your-turn');
    refused(duel(), 0, { type: 'slip', dir: 'N' }, 'wrong-phase');
    const loaded = act(duel(), 0, BATTLE).state;
    refused(loaded, 1, { type: 'slip', dir: 'E' }, 'wrong-phase');
    const won = findFight(attackerOnly).after.state;
    refused(won, 1, { type: 'slip', dir: 'E' }, 'not-your-turn');
  });

  it("R32 a slip may enter the current and is swept to the arc's far end", () => {
    // (0,5) lies on the west arc of the test board, far end (0,1)
    const s = missed({
      ships: [
        [2, 5],
        [1, 5],
      ],
    });
    const r = act(s, 1, { type: 'slip', dir: 'W' });
    expect(r.state.captains[1].pos).toEqual([0, 1]);
    const slipped = r.events.find((e) => e.type === 'slipped');
    expect(slipped).toEqual({ type: 'slipped', seat: 1, dir: 'W', move: { seat: 1, path: [[0, 5]], swept: { arc: 3, to: [0, 1] } } });
    expect(r.state.turn).toBe(1);
  });

  it('R32 swept by a slip onto a far end that holds a ship: it stops on the nearest free square before it', () => {
    const s = missed({
      captains: 3,
      ships: [
        [2, 5],
        [1, 5],
        [0, 1],
      ],
      holds: [[], ['Flour'], []],
      gold: [3, 3, 3],
    });
    const r = act(s, 1, { type: 'slip', dir: 'W' });
    expect(r.state.captains[1].pos).toEqual([0, 2]);
    expect(r.state.captains[2].pos).toEqual([0, 1]);
    expect(r.state.turn).toBe(1);
  });
});

describe('R33 Spoils', () => {
  it('R33 the winner takes the ingredient of their choice from the loser; nobody moves', () => {
    const f = findFight(attackerOnly, { holds: [['Eggs'], ['Flour', 'Sugar', 'Cocoa']] });
    expect(legalActions(f.after.state, 0)).toEqual([
      { type: 'take', ingredient: 'Flour' },
      { type: 'take', ingredient: 'Sugar' },
      { type: 'take', ingredient: 'Cocoa' },
    ]);
    const r = act(f.after.state, 0, { type: 'take', ingredient: 'Sugar' });
    expect(r.state.captains[0].hold).toEqual(['Eggs', 'Sugar']);
    expect(r.state.captains[1].hold).toEqual(['Flour', 'Cocoa']);
    expect(r.state.captains.map((c) => c.pos)).toEqual([
      [5, 5],
      [6, 5],
    ]);
    expect(r.events).toContainEqual({ type: 'spoilsTaken', winner: 0, loser: 1, ingredient: 'Sugar' });
    expect(totalCrates(r.state)).toBe(totalCrates(f.start));
    expect(r.state.phase).toBe('turn');
    expect(r.state.turn).toBe(1);
  });

  it("R33 a winning defender takes from the attacker's hold", () => {
    const f = findFight(defenderOnly, { holds: [['Eggs', 'Eggs'], ['Flour']] });
    refused(f.after.state, 0, { type: 'take', ingredient: 'Flour' }, 'not-your-turn');
    const r = act(f.after.state, 1, { type: 'take', ingredient: 'Eggs' });
    expect(r.state.captains[0].hold).toEqual(['Eggs']);
    expect(r.state.captains[1].hold).toEqual(['Flour', 'Eggs']);
    expect(r.events).toContainEqual({ type: 'spoilsTaken', winner: 1, loser: 0, ingredient: 'Eggs' });
  });

  it("R33 only an ingredient in the loser's hold can be taken (not one of the winner's own)", () => {
    const f = findFight(attackerOnly, { holds: [['Eggs'], ['Flour']] });
    refused(f.after.state, 0, { type: 'take', ingredient: 'Eggs' }, 'not-in-hold');
    refused(f.after.state, 0, { type: 'take', ingredient: 'Vanilla' }, 'not-in-hold');
    refused(f.after.state, 0, { type: 'endTurn' }, 'wrong-phase');
  });

  it('R33 a winner facing an empty hold takes nothing and the turn passes', () => {
    const f = findFight(defenderOnly, { holds: [[], ['Flour']] });
    expect(f.b.winner).toBe(1);
    expect(f.after.events).toContainEqual({ type: 'spoilsTaken', winner: 1, loser: 0, ingredient: null });
    expect(f.after.state.phase).toBe('turn');
    expect(f.after.state.turn).toBe(1);
    expect(f.after.state.captains.map((c) => c.hold)).toEqual([[], ['Flour']]);
  });
});

describe('R34 One battle', () => {
  /** Every way a battle can end, from seat 0's attack on seat 1. */
  function endings(): [string, Ok][] {
    const out: [string, Ok][] = [];
    const loaded = act(duel({ holds: [['Eggs'], ['Flour', 'Sugar']] }), 0, BATTLE).state;
    const ing = act(loaded, 1, { type: 'bribe', offer: { ingredient: 'Flour' } }).state;
    out.push(['accepted bribe', act(ing, 0, { type: 'answer', accept: true })]);
    const won = findFight(attackerOnly, { holds: [['Eggs'], ['Flour', 'Sugar']] });
    out.push(['spoils', act(won.after.state, 0, { type: 'take', ingredient: 'Flour' })]);
    const miss = findFight(bothMiss, { holds: [['Eggs'], ['Flour', 'Sugar']] });
    out.push(['slip', act(miss.after.state, 1, { type: 'slip', dir: 'S' })]);
    out.push(['stay', act(miss.after.state, 1, { type: 'slip', dir: null })]);
    out.push(['equal holds', findFight(bothLand, { holds: [['Eggs'], ['Flour']] }).after]);
    return out;
  }

  it("R34 however the battle ends, the attacker's turn is over and the next seat is to move", () => {
    for (const [name, r] of endings()) {
      expect(r.state.phase, name).toBe('turn');
      expect(r.state.turn, name).toBe(1);
      expect(r.state.battle, name).toBeNull();
      expect(r.state.day, name).toBe(1);
      expect(r.events, name).toContainEqual({ type: 'turnEnded', seat: 0 });
      expect(r.events.filter((e) => e.type === 'broadsides').length, name).toBeLessThanOrEqual(1);
      refused(r.state, 0, BATTLE, 'not-your-turn');
      refused(r.state, 0, { type: 'sail', route: ['N'] }, 'not-your-turn');
    }
  });

  it('R34 there is no second firing after both miss or both land', () => {
    const miss = findFight(bothMiss);
    refused(miss.after.state, 1, FIGHT, 'wrong-phase');
    refused(miss.after.state, 0, BATTLE, 'not-your-turn');
    const equal = findFight(bothLand, { holds: [['Eggs'], ['Flour']] });
    expect(equal.after.events.filter((e) => e.type === 'broadsides')).toHaveLength(1);
    refused(equal.after.state, 0, BATTLE, 'not-your-turn');
  });

  it('R34 with three captains, the attacker cannot fight a second ship in the same turn', () => {
    const s = arrange({
      captains: 3,
      wind: 'N',
      ships: [
        [5, 5],
        [6, 5],
        [4, 5],
      ],
      holds: [[], ['Flour'], ['Sugar']],
      gold: [5, 3, 3],
    });
    const loaded = act(s, 0, BATTLE).state;
    refused(loaded, 0, { type: 'battle', target: 2 }, 'not-your-turn');
    const done = act(act(loaded, 1, { type: 'bribe', offer: { gold: 1 } }).state, 0, { type: 'answer', accept: true }).state;
    expect(done.turn).toBe(1);
    refused(done, 0, { type: 'battle', target: 2 }, 'not-your-turn');
    expect(done.captains[0].gold).toBe(5 - 1 + 1);
  });

  it('R34 a battle by the last seat ends the day', () => {
    const s = duel({ holds: [['Flour'], []], gold: [3, 3] });
    const ended = act(s, 0, { type: 'endTurn' }).state;
    expect(ended.turn).toBe(1);
    const loaded = act(ended, 1, { type: 'battle', target: 0 }).state;
    const r = act(act(loaded, 0, { type: 'bribe', offer: { gold: 1 } }).state, 1, { type: 'answer', accept: true });
    expect(r.state.day).toBe(2);
    expect(r.state.turn).toBe(0);
    expect(r.state.phase).toBe('turn');
  });

  it('R34 a battle is the act: it starts no sighting', () => {
    for (const [name, r] of endings()) {
      expect(
        r.events.some((e) => e.type === 'sightingStarted'),
        name,
      ).toBe(false);
      expect(r.state.sightings, name).toEqual([]);
    }
  });
});

describe('R35 Beyond reach', () => {
  it('R35 a ship whose ovens are lit cannot be attacked', () => {
    const s = duel();
    s.captains[1].ovensLitDay = 1;
    refused(s, 0, BATTLE, 'beyond-reach');
    expect(legalActions(s, 0).some((a) => a.type === 'battle')).toBe(false);
  });

  it('R35 a captain whose ovens are lit cannot attack', () => {
    const s = duel();
    s.captains[0].ovensLitDay = 1;
    refused(s, 0, BATTLE, 'beyond-reach');
    expect(legalActions(s, 0).some((a) => a.type === 'battle')).toBe(false);
  });

  it('R35 beyond reach costs no powder, and other ships stay in reach', () => {
    const s = arrange({
      captains: 3,
      wind: 'N',
      ships: [
        [5, 5],
        [6, 5],
        [4, 5],
      ],
      holds: [[], ['Flour'], ['Sugar']],
      gold: [3, 3, 3],
    });
    s.captains[1].ovensLitDay = 1;
    refused(s, 0, BATTLE, 'beyond-reach');
    const targets = legalActions(s, 0).filter((a) => a.type === 'battle');
    expect(targets).toEqual([{ type: 'battle', target: 2 }]);
    expect(act(s, 0, { type: 'battle', target: 2 }).state.captains[0].gold).toBe(2);
  });
});
