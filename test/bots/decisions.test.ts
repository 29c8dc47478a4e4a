// Single bot decisions on the hand-drawn test board: docking, buying, sailing, battles, bribes and photographs (R15 to R39).
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor } from '../../shared/pastry/index';
import type { Action, GameState, Ingredient } from '../../shared/pastry/index';
import { botAction, photoDecision } from '../../shared/pastry/bots/index';
import { cellOf, chartFor, daysTo, daysWith, routeEnd } from '../../shared/pastry/bots/navigation';
import { arrange } from '../engine/fixtures';
import type { BotLevel } from '../../shared/table/step';

const RECIPE: Ingredient[] = ['Flour', 'Sugar', 'Butter', 'Cocoa'];
const OTHER: Ingredient[] = ['Eggs', 'Vanilla', 'Cinnamon', 'Coconut'];
const LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

/** The bot's action for `seat` in this state. */
function decide(s: GameState, seat: number, level: BotLevel, seed = 'd'): Action {
  const legal = legalActions(s, seat);
  const action = botAction(viewFor(s, seat), legal, level, seed);
  expect(legal).toContainEqual(action);
  return action;
}

/** Applies an action, failing the test if the engine refuses it. */
function play(s: GameState, seat: number, action: Action): GameState {
  const r = applyAction(s, seat, action, 0);
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
}

describe('R39: going home', () => {
  it('every level docks at a Tortuga berth holding the whole recipe, which lights the ovens', () => {
    for (const level of LEVELS) {
      let s = arrange({
        ships: [
          [7, 6],
          [8, 6],
        ],
        holds: [RECIPE, []],
        recipes: [RECIPE, OTHER],
      });
      for (let decision = 0; s.phase === 'turn' && s.turn === 0; decision++) s = play(s, 0, decide(s, 0, level, `d${decision}`));
      expect(s.board.berths).toContainEqual(s.captains[0].pos);
      expect(s.captains[0].ovensLitDay).toBe(1);
    }
  });

  it('a captain holding the whole recipe sails toward Tortuga', () => {
    const s = arrange({
      ships: [
        [7, 3],
        [8, 6],
      ],
      holds: [RECIPE, []],
      recipes: [RECIPE, OTHER],
      wind: 'S',
    });
    const action = decide(s, 0, 'hard');
    expect(action.type).toBe('sail');
    const end = routeEnd(viewFor(s, 0), 0, (action as Extract<Action, { type: 'sail' }>).route);
    expect(s.board.berths).toContainEqual(end);
  });
});

describe('R15 to R27: gathering the recipe', () => {
  it('sails to the dock of a missing ingredient within reach, docks there, and buys the crate', () => {
    let s = arrange({
      ships: [
        [6, 5],
        [8, 6],
      ],
      holds: [['Flour', 'Sugar', 'Butter'], []],
      recipes: [RECIPE, OTHER],
      wind: 'N',
      gold: [6, 4],
    });
    const sail = decide(s, 0, 'hard');
    expect(sail.type).toBe('sail');
    s = play(s, 0, sail);
    expect(s.captains[0].pos).toEqual([6, 2]);
    for (const level of ['normal', 'hard'] as BotLevel[]) {
      const dock = decide(s, 0, level);
      expect(dock).toEqual({ type: 'dock' });
      const docked = play(s, 0, dock);
      expect(docked.phase).toBe('buy');
      expect(decide(docked, 0, level)).toEqual({ type: 'buy' });
    }
  });

  it('a normal bot sails for that dock more often than anywhere else (its route noise blurs close calls)', () => {
    const s = arrange({
      ships: [
        [6, 5],
        [8, 6],
      ],
      holds: [['Flour', 'Sugar', 'Butter'], []],
      recipes: [RECIPE, OTHER],
      wind: 'N',
      gold: [6, 4],
    });
    const ends = new Map<string, number>();
    for (let decision = 0; decision < 100; decision++) {
      const action = decide(s, 0, 'normal', `d${decision}`);
      const end = action.type === 'sail' ? routeEnd(viewFor(s, 0), 0, action.route).join(',') : action.type;
      ends.set(end, (ends.get(end) ?? 0) + 1);
    }
    const [favourite] = [...ends].sort((a, b) => b[1] - a[1])[0];
    expect(favourite).toBe('6,2');
  });

  it('R25: declines a crate its recipe does not need', () => {
    let s = arrange({
      ships: [
        [6, 2],
        [8, 6],
      ],
      holds: [['Flour'], []],
      recipes: [['Flour', 'Sugar', 'Butter', 'Eggs'], OTHER],
      gold: [6, 4],
    });
    s = play(s, 0, { type: 'dock' });
    expect(s.phase).toBe('buy');
    expect(decide(s, 0, 'hard')).toEqual({ type: 'endTurn' });
  });

  it('R20: the charts know the rim current: a step into an arc ends the day on its far end', () => {
    const s = arrange();
    const chart = chartFor(viewFor(s, 0).board);
    const farEnd = daysTo(chart, [cellOf([14, 0])], false);
    expect(daysWith(farEnd, 'E', cellOf([3, 1]))).toBe(1); // one step north into the first arc sweeps to (14, 0)
    expect(daysWith(farEnd, 'E', cellOf([14, 0]))).toBe(0);
    expect(daysWith(farEnd, 'E', cellOf([13, 5]))).toBeGreaterThan(1);
  });
});

describe('R28 to R33: battles', () => {
  it('attacks with the wind behind it and a lighter hold when the target holds what it needs', () => {
    for (const level of ['normal', 'hard'] as BotLevel[]) {
      const s = arrange({
        ships: [
          [5, 5],
          [5, 6],
        ],
        holds: [['Flour'], ['Cocoa', 'Eggs', 'Vanilla']],
        recipes: [RECIPE, OTHER],
        wind: 'S',
        gold: [5, 4],
      });
      s.sailed = true;
      expect(decide(s, 0, level)).toEqual({ type: 'battle', target: 1 });
    }
  });

  it('does not waste powder on a heavier hold upwind of it that holds nothing it needs', () => {
    for (const level of LEVELS) {
      const s = arrange({
        ships: [
          [5, 5],
          [5, 6],
        ],
        holds: [['Flour', 'Sugar'], ['Eggs']],
        recipes: [RECIPE, OTHER],
        wind: 'N',
        gold: [5, 4],
      });
      s.sailed = true;
      expect(decide(s, 0, level).type).toBe('endTurn');
    }
  });

  it('R33: the winner takes the ingredient its recipe lacks', () => {
    const s = arrange({
      ships: [
        [5, 5],
        [5, 6],
      ],
      holds: [['Flour'], ['Eggs', 'Cocoa', 'Vanilla']],
      recipes: [RECIPE, OTHER],
    });
    s.phase = 'spoils';
    s.battle = { attacker: 0, defender: 1, offer: null, winner: 0 };
    expect(decide(s, 0, 'normal')).toEqual({ type: 'take', ingredient: 'Cocoa' });
  });
});

describe('R29: bribes', () => {
  /** Seat 0 (empty hold, wind behind it) has just attacked seat 1. */
  function attacked(defenderHold: Ingredient[]): GameState {
    const s = arrange({
      ships: [
        [5, 5],
        [5, 6],
      ],
      holds: [['Sugar'], defenderHold],
      recipes: [RECIPE, OTHER],
      wind: 'S',
      gold: [5, 6],
    });
    return play(s, 0, { type: 'battle', target: 1 });
  }

  it('a defender likely to lose buys the attacker off with a spare ingredient rather than risk its recipe', () => {
    const s = attacked(['Eggs', 'Vanilla', 'Cinnamon', 'Flour']);
    expect(decide(s, 1, 'hard')).toEqual({ type: 'bribe', offer: { ingredient: 'Flour' } });
  });

  it('the attacker accepts an ingredient its recipe lacks and refuses a coin when the battle is worth more', () => {
    const s = attacked(['Eggs', 'Vanilla', 'Cinnamon', 'Cocoa']);
    const cocoa = play(s, 1, { type: 'bribe', offer: { ingredient: 'Cocoa' } });
    expect(decide(cocoa, 0, 'hard')).toEqual({ type: 'answer', accept: true });
    const coin = play(s, 1, { type: 'bribe', offer: { gold: 1 } });
    expect(decide(coin, 0, 'hard')).toEqual({ type: 'answer', accept: false });
  });
});

describe('R37: photographs', () => {
  /** How often a level takes its photograph over many sightings. */
  function photoRate(level: BotLevel): number {
    const s = arrange();
    s.sightings = [{ id: 'sighting-1-abcdef', seat: 0, creature: 'Dolphin', points: 1, surfaceAt: 0, up: true }];
    const legal = legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'photo', sighting: 'sighting-1-abcdef' });
    let taken = 0;
    for (let i = 0; i < 400; i++) if (photoDecision(viewFor(s, 0), legal, level, `photo-${i}`)) taken++;
    return taken / 400;
  }

  it('takes photographs with a level-dependent chance', () => {
    const easy = photoRate('easy');
    const hard = photoRate('hard');
    expect(easy).toBeGreaterThan(0.3);
    expect(easy).toBeLessThan(0.5);
    expect(hard).toBeGreaterThan(0.85);
    expect(photoRate('normal')).toBeGreaterThan(easy);
  });

  it('has nothing to photograph without a surfaced creature of its own', () => {
    const s = arrange();
    expect(photoDecision(viewFor(s, 0), legalActions(s, 0), 'hard', 'none')).toBeNull();
  });
});
