// R50 and R51: turn, decision and naming timers, and what the engine does for a captain whose time runs out.
import { describe, expect, it } from 'vitest';
import { updateSeat, viewFor } from '../../shared/pastry/index';
import type { GameEvent, GameState, Ingredient } from '../../shared/pastry/index';
import { type Arrange, arrange } from './fixtures';
import { act, at, eventOf, ok, type Ok, rightNames } from './expectations';

const R0: Ingredient[] = ['Flour', 'Sugar', 'Butter', 'Eggs'];
const R1: Ingredient[] = ['Cocoa', 'Vanilla', 'Cinnamon', 'Coconut'];

type Broadsides = Extract<GameEvent, { type: 'broadsides' }>;

/** Events without the sea creatures that come and go on their own (R37). */
function play(events: GameEvent[]): GameEvent[] {
  return events.filter((e) => !['sightingStarted', 'creatureSurfaced', 'creatureDived'].includes(e.type));
}

/** Expects tick to change nothing at all: the very same state back and no events. */
function expectQuiet(s: GameState, now: number): void {
  const before = JSON.stringify(s);
  const r = at(s, now);
  expect(r.state).toBe(s);
  expect(r.events).toEqual([]);
  expect(JSON.stringify(s)).toBe(before);
}

/** Two ships side by side, east-west, with a north wind: neither has the wind behind it, one coin each (R30). */
function duel(seed = 'test', options: Arrange['options'] = {}, now = 0): GameState {
  return arrange({
    seed,
    now,
    options,
    wind: 'N',
    ships: [
      [5, 5],
      [6, 5],
    ],
    gold: [5, 5],
    holds: [
      ['Vanilla', 'Butter'],
      ['Cocoa', 'Flour'],
    ],
    recipes: [R0, R1],
  });
}

/** The first seed whose broadsides (seat 0 attacks at 1000, seat 1 fights at 2000) come out as wanted. */
function seedFor(want: (b: Broadsides) => boolean): string {
  for (let i = 0; i < 500; i++) {
    const seed = `coins-${i}`;
    const started = act(duel(seed), 0, { type: 'battle', target: 1 }, 1000).state;
    if (want(eventOf(act(started, 1, { type: 'fight' }, 2000).events, 'broadsides'))) return seed;
  }
  throw new Error('no seed gives those coins');
}

const BOTH_MISS = (b: Broadsides) => !b.attackerLands && !b.defenderLands;
const ATTACKER_WINS = (b: Broadsides) => b.winner === 0;
const DEFENDER_WINS = (b: Broadsides) => b.winner === 1;

/** Seat 0 on berth 0 with the whole recipe docks at `now`: the ovens light and the naming clock runs. */
function lit(now = 1000, more: Arrange = {}): Ok {
  const s = arrange({ now: 0, recipes: [R0, R1], holds: [[...R0], []], gold: [5, 5], ...more });
  return act(s, 0, { type: 'dock' }, now);
}

describe('R50 Timers', () => {
  it('R50 a turn has 45 s: the deadline is exact in the state, every view and the turnStarted event', () => {
    const s = arrange({ now: 1000 });
    expect(s.deadline).toBe(46_000);
    for (const viewer of [0, 1, null]) expect(viewFor(s, viewer).deadline).toBe(46_000);
    const { state, events } = act(s, 0, { type: 'endTurn' }, 5000);
    expect(eventOf(events, 'turnStarted')).toEqual({ type: 'turnStarted', seat: 1, deadline: 50_000 });
    expect(state.deadline).toBe(50_000);
    // sailing does not restart the clock
    const sailed = act(arrange({ now: 1000, wind: 'N' }), 0, { type: 'sail', route: ['N'] }, 9000).state;
    expect(sailed.deadline).toBe(46_000);
  });

  it('R50 a bribe decision has 20 s for each side', () => {
    const started = act(duel('test', {}, 0), 0, { type: 'battle', target: 1 }, 2000).state;
    expect(started.phase).toBe('bribe');
    expect(started.deadline).toBe(22_000);
    expect(viewFor(started, 0).deadline).toBe(22_000);
    const offered = act(started, 1, { type: 'bribe', offer: { gold: 2 } }, 7000).state;
    expect(offered.phase).toBe('answer');
    expect(offered.deadline).toBe(27_000);
  });

  it('R50 the slip and spoils decisions have 20 s too', () => {
    const slipSeed = seedFor(BOTH_MISS);
    const s1 = act(act(duel(slipSeed), 0, { type: 'battle', target: 1 }, 1000).state, 1, { type: 'fight' }, 2000).state;
    expect(s1.phase).toBe('slip');
    expect(s1.deadline).toBe(22_000);
    const spoilsSeed = seedFor(ATTACKER_WINS);
    const s2 = act(act(duel(spoilsSeed), 0, { type: 'battle', target: 1 }, 1000).state, 1, { type: 'fight' }, 2500).state;
    expect(s2.phase).toBe('spoils');
    expect(s2.deadline).toBe(22_500);
  });

  it('R50 naming has 60 s after the shuffle ends, which is 3 s + 0.5 s per swap after it starts', () => {
    const { state, events } = lit(1000);
    const shuffle = eventOf(events, 'shuffle');
    expect(shuffle.endsAt).toBe(1000 + 3000 + 500 * 10);
    expect(state.deadline).toBe(9000 + 60_000);
    expect(viewFor(state, 1).deadline).toBe(69_000);
    // the next day's bake-off runs its own clock from the moment that turn starts
    const right = rightNames(state);
    const crates = [right[0], right[1], right[3], right[2]];
    const named = act(state, 0, { type: 'name', crates }, 10_000).state;
    expect(named.deadline).toBe(55_000);
    const next = act(named, 1, { type: 'endTurn' }, 12_000);
    const reshuffle = eventOf(next.events, 'shuffle');
    expect(reshuffle.swaps).toHaveLength(6);
    expect(reshuffle.endsAt).toBe(12_000 + 3000 + 500 * 6);
    expect(next.state.deadline).toBe(12_000 + 6000 + 60_000);
    expect(eventOf(next.events, 'turnStarted').deadline).toBe(78_000);
  });

  it('R50 the timers are options', () => {
    const options = { turnMs: 10_000, decisionMs: 5000, namingMs: 30_000 };
    expect(arrange({ now: 100, options }).deadline).toBe(10_100);
    const started = act(duel('test', options), 0, { type: 'battle', target: 1 }, 1000).state;
    expect(started.deadline).toBe(6000);
    const { state } = lit(1000, { options });
    expect(state.deadline).toBe(9000 + 30_000);
  });

  it('R50 a timer of 0 is switched off: no deadline, and tick never times out', () => {
    const off = { turnMs: 0, decisionMs: 0, namingMs: 0 };
    const s = arrange({ options: off });
    expect(s.deadline).toBeNull();
    expect(viewFor(s, 0).deadline).toBeNull();
    expectQuiet(s, 1e12);
    const started = act(duel('test', off), 0, { type: 'battle', target: 1 }, 1000).state;
    expect(started.deadline).toBeNull();
    expectQuiet(started, 1e12);
    const { state } = lit(1000, { options: off });
    expect(state.deadline).toBeNull();
    expectQuiet(state, 1e12);
  });

  it('R50 tick before a deadline changes nothing', () => {
    const s = arrange({ now: 1000 });
    expectQuiet(s, 45_999);
    const started = act(duel(), 0, { type: 'battle', target: 1 }, 1000).state;
    expectQuiet(started, 20_999);
    const offered = act(started, 1, { type: 'bribe', offer: { ingredient: 'Cocoa' } }, 3000).state;
    expectQuiet(offered, 22_999);
    const { state } = lit(1000);
    expectQuiet(state, 68_999);
    const rewatched = act(state, 0, { type: 'rewatch' }, 30_000).state;
    expect(rewatched.deadline).toBe(77_000);
    expectQuiet(rewatched, 76_999);
  });
});

describe('R51 Timeouts', () => {
  it('R51 a turn times out as End turn with no sighting', () => {
    const s = arrange({ now: 0 });
    const { state, events } = at(s, 45_000);
    expect(events).toEqual([
      { type: 'timeout', seat: 0, phase: 'turn' },
      { type: 'turnEnded', seat: 0 },
      { type: 'turnStarted', seat: 1, deadline: 90_000 },
    ]);
    expect(state.sightings).toEqual([]);
    expect(state.captains[0].photos).toEqual([]);
    expect(state.captains[0].missedTurns).toBe(1);
    expect(state.turn).toBe(1);
    expect(state.captains[0].gold).toBe(s.captains[0].gold);
  });

  it('R51 a turn that timed out after a dock flip buys nothing', () => {
    const s = arrange({
      now: 0,
      ships: [
        [3, 4],
        [8, 6],
      ],
      gold: [5, 5],
    });
    const docked = act(s, 0, { type: 'dock' }, 1000).state;
    expect(docked.phase).toBe('buy');
    expect(docked.deadline).toBe(45_000);
    const { state, events } = at(docked, 45_000);
    expect(events.map((e) => e.type)).toEqual(['timeout', 'passedUp', 'turnEnded', 'turnStarted']);
    expect(eventOf(events, 'timeout').phase).toBe('buy');
    expect(state.captains[0].hold).toEqual([]);
    expect(state.crates[0]).toBe(3);
    expect(state.captains[0].gold).toBe(docked.captains[0].gold);
    expect(state.sightings).toEqual([]);
  });

  it('R51 a defender who does not decide fights', () => {
    const started = act(duel(), 0, { type: 'battle', target: 1 }, 1000).state;
    const { state, events } = at(started, 21_000);
    expect(events[0]).toEqual({ type: 'timeout', seat: 1, phase: 'bribe' });
    expect(events[1].type).toBe('broadsides');
    expect(events.some((e) => e.type === 'bribeOffered')).toBe(false);
    expect(state.captains[1].gold).toBe(5);
    expect(state.captains[1].missedTurns).toBe(0); // a decision is not a turn
    expect(state.captains[0].missedTurns).toBe(0);
  });

  it('R51 an attacker who does not answer says no', () => {
    const started = act(duel(), 0, { type: 'battle', target: 1 }, 1000).state;
    const offered = act(started, 1, { type: 'bribe', offer: { gold: 2 } }, 5000).state;
    const { state, events } = at(offered, 25_000);
    expect(events.slice(0, 2)).toEqual([
      { type: 'timeout', seat: 0, phase: 'answer' },
      { type: 'bribeAnswered', attacker: 0, defender: 1, offer: { gold: 2 }, accept: false },
    ]);
    expect(events[2].type).toBe('broadsides');
    expect(state.captains[1].gold).toBe(5);
    expect(state.captains[0].gold).toBe(4); // only the powder
  });

  it('R51 a defender who does not choose a slip stays put', () => {
    const seed = seedFor(BOTH_MISS);
    const missed = act(act(duel(seed), 0, { type: 'battle', target: 1 }, 1000).state, 1, { type: 'fight' }, 2000).state;
    expect(missed.phase).toBe('slip');
    expectQuiet(missed, 21_999);
    const { state, events } = at(missed, 22_000);
    expect(events).toEqual([
      { type: 'timeout', seat: 1, phase: 'slip' },
      { type: 'slipped', seat: 1, dir: null, move: null },
      { type: 'turnEnded', seat: 0 },
      { type: 'turnStarted', seat: 1, deadline: 67_000 },
    ]);
    expect(state.captains[1].pos).toEqual([6, 5]);
  });

  it("R51 a winner who does not choose spoils takes the first ingredient of the loser's hold", () => {
    const seed = seedFor(ATTACKER_WINS);
    const won = act(act(duel(seed), 0, { type: 'battle', target: 1 }, 1000).state, 1, { type: 'fight' }, 2000).state;
    expect(won.phase).toBe('spoils');
    const { state, events } = at(won, 22_000);
    expect(events.slice(0, 2)).toEqual([
      { type: 'timeout', seat: 0, phase: 'spoils' },
      { type: 'spoilsTaken', winner: 0, loser: 1, ingredient: 'Cocoa' },
    ]);
    expect(state.captains[1].hold).toEqual(['Flour']);
    expect(state.captains[0].hold).toEqual(['Vanilla', 'Butter', 'Cocoa']);
    expect(state.turn).toBe(1);
  });

  it("R51 a defending winner who does not choose takes the first ingredient of the attacker's hold", () => {
    const seed = seedFor(DEFENDER_WINS);
    const won = act(act(duel(seed), 0, { type: 'battle', target: 1 }, 1000).state, 1, { type: 'fight' }, 2000).state;
    expect(won.phase).toBe('spoils');
    const { state, events } = at(won, 22_000);
    expect(events.slice(0, 2)).toEqual([
      { type: 'timeout', seat: 1, phase: 'spoils' },
      { type: 'spoilsTaken', winner: 1, loser: 0, ingredient: 'Vanilla' },
    ]);
    expect(state.captains[0].hold).toEqual(['Butter']);
    expect(state.captains[1].hold).toEqual(['Cocoa', 'Flour', 'Vanilla']);
  });

  it("R51 a baker's unnamed slots count as wrong and the turn ends", () => {
    const { state: lit0 } = lit(1000);
    const { state, events } = at(lit0, 69_000);
    expect(events).toEqual([
      { type: 'timeout', seat: 0, phase: 'bake' },
      { type: 'named', seat: 0, crates: [], correct: [], locked: [null, null, null, null] },
      { type: 'turnEnded', seat: 0 },
      { type: 'turnStarted', seat: 1, deadline: 114_000 },
    ]);
    expect(state.captains[0].benchLocked).toEqual([null, null, null, null]);
    expect(state.captains[0].baked).toBe(false);
    expect(state.bakedToday).toEqual([]);
    expect(state.captains[0].missedTurns).toBe(1);
    // all four go back into the next shuffle
    const next = act(state, 1, { type: 'endTurn' }, 70_000);
    expect(eventOf(next.events, 'shuffle').swaps).toHaveLength(10);
    expect(next.state.deadline).toBe(70_000 + 8000 + 60_000);
  });

  it('R51 a baker timing out keeps the crates already locked', () => {
    const { state: lit0 } = lit(1000);
    const right = rightNames(lit0);
    const named = act(lit0, 0, { type: 'name', crates: [right[0], right[1], right[3], right[2]] }, 2000).state;
    const day2 = act(named, 1, { type: 'endTurn' }, 3000).state;
    expect(day2.deadline).toBe(3000 + 6000 + 60_000);
    const { state, events } = at(day2, 69_000);
    expect(eventOf(events, 'named')).toEqual({ type: 'named', seat: 0, crates: [], correct: [], locked: [right[0], right[1], null, null] });
    expect(state.captains[0].benchLocked).toEqual([right[0], right[1], null, null]);
  });

  it('R51 three missed turns in a row hand the captain to a bot', () => {
    let s = arrange({ now: 0 });
    s = at(s, 45_000).state;
    s = act(s, 1, { type: 'endTurn' }, 46_000).state;
    expect(s.deadline).toBe(91_000);
    s = at(s, 91_000).state;
    expect(s.captains[0].missedTurns).toBe(2);
    expect(s.captains[0].auto).toBe(false);
    s = act(s, 1, { type: 'endTurn' }, 92_000).state;
    const third = at(s, 137_000);
    expect(play(third.events)).toEqual([
      { type: 'timeout', seat: 0, phase: 'turn' },
      { type: 'handedToBot', seat: 0 },
      { type: 'turnEnded', seat: 0 },
      { type: 'turnStarted', seat: 1, deadline: 182_000 },
    ]);
    expect(third.state.captains[0].auto).toBe(true);
    expect(third.state.captains[0].missedTurns).toBe(3);
    expect(viewFor(third.state, 1).captains[0]).toMatchObject({ bot: true, auto: true, missedTurns: 3 });
    expect(third.state.captains[1].auto).toBe(false);
    // a fourth miss does not hand them over again
    const s4 = act(third.state, 1, { type: 'endTurn' }, 138_000).state;
    const fourth = at(s4, s4.deadline!);
    expect(fourth.events.some((e) => e.type === 'handedToBot')).toBe(false);
    expect(fourth.state.captains[0].missedTurns).toBe(4);
  });

  it("R51 the captain's own action resets the count of missed turns", () => {
    let s = arrange({ now: 0 });
    s = at(s, 45_000).state;
    s = act(s, 1, { type: 'endTurn' }, 46_000).state;
    s = at(s, 91_000).state;
    s = act(s, 1, { type: 'endTurn' }, 92_000).state;
    expect(s.captains[0].missedTurns).toBe(2);
    s = act(s, 0, { type: 'endTurn' }, 93_000).state; // back in time
    expect(s.captains[0].missedTurns).toBe(0);
    s = act(s, 1, { type: 'endTurn' }, 94_000).state;
    s = at(s, s.deadline!).state;
    s = act(s, 1, { type: 'endTurn' }, s.deadline! - 1000).state;
    const r = at(s, s.deadline!);
    expect(r.events.some((e) => e.type === 'handedToBot')).toBe(false);
    expect(r.state.captains[0].missedTurns).toBe(2);
    expect(r.state.captains[0].auto).toBe(false);
  });

  it('R51 missed bake-offs count as missed turns', () => {
    let s = lit(1000).state;
    expect(s.captains[0].missedTurns).toBe(0);
    const handed: GameEvent[] = [];
    for (let miss = 1; miss <= 3; miss++) {
      const r = at(s, s.deadline!);
      expect(eventOf(r.events, 'timeout')).toEqual({ type: 'timeout', seat: 0, phase: 'bake' });
      handed.push(...r.events.filter((e) => e.type === 'handedToBot'));
      expect(r.state.captains[0].missedTurns).toBe(miss);
      expect(r.state.captains[0].auto).toBe(miss === 3);
      s = act(r.state, 1, { type: 'endTurn' }, s.deadline! + 1000).state;
      expect(s.phase).toBe('bake');
    }
    expect(handed).toEqual([{ type: 'handedToBot', seat: 0 }]);
  });

  it('R51 a seat played by a bot from the start is not handed over', () => {
    let s = arrange({ now: 0 });
    s.captains[0].bot = 'easy';
    for (let miss = 0; miss < 3; miss++) {
      const r = at(s, s.deadline!);
      expect(r.events.some((e) => e.type === 'handedToBot')).toBe(false);
      s = act(r.state, 1, { type: 'endTurn' }, s.deadline! + 1000).state;
    }
    expect(s.captains[0].missedTurns).toBe(3);
    expect(s.captains[0].auto).toBe(false);
  });

  it('R51 a captain who comes back takes the seat back with a clean count', () => {
    let s = arrange({ now: 0 });
    for (let miss = 0; miss < 3; miss++) {
      s = at(s, s.deadline!).state;
      s = act(s, 1, { type: 'endTurn' }, s.deadline! - 44_000).state;
    }
    expect(s.captains[0].auto).toBe(true);
    const back = ok(updateSeat(s, 0, { auto: false })).state;
    expect(back.captains[0].auto).toBe(false);
    expect(back.captains[0].missedTurns).toBe(0);
    expect(viewFor(back, null).captains[0].bot).toBe(false);
  });
});
