// R41 to R43 for bots: following the engine's swap sequence, rewatching when unsure, naming the crates back.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor } from '../../shared/pastry/index';
import type { GameEvent, GameState, Ingredient } from '../../shared/pastry/index';
import { botAction } from '../../shared/pastry/bots/index';
import { cratesToName, trackShuffle } from '../../shared/pastry/bots/bake';
import { diceFor } from '../../shared/table/dice';
import { LEVELS } from '../../shared/pastry/bots/level';
import { arrange } from '../engine/fixtures';
import type { BotLevel } from '../../shared/table/step';

const RECIPE: Ingredient[] = ['Flour', 'Sugar', 'Butter', 'Eggs'];

/** A captain on a Tortuga berth with the whole recipe who has just docked: ovens lit, shuffle under way (R39 to R41). */
function litOvens(seed: string, gold = 5): GameState {
  const s = arrange({
    seed,
    ships: [
      [7, 6],
      [8, 6],
    ],
    holds: [RECIPE, []],
    recipes: [RECIPE, ['Cocoa', 'Vanilla', 'Cinnamon', 'Coconut']],
    gold: [gold, 4],
  });
  const r = applyAction(s, 0, { type: 'dock' }, 0);
  if (!r.ok || r.state.phase !== 'bake') throw new Error('the ovens did not light');
  return r.state;
}

/** Lets the bot play one bake-off turn: rewatches as it chooses, then names; returns the naming event and the rewatches paid. */
function bakeTurn(state: GameState, level: BotLevel, seed: string): { named: Extract<GameEvent, { type: 'named' }>; rewatches: number } {
  let s = state;
  for (let decision = 0; decision < 10; decision++) {
    const action = botAction(viewFor(s, 0), legalActions(s, 0), level, `${seed}:${decision}`);
    expect(['rewatch', 'name']).toContain(action.type);
    const r = applyAction(s, 0, action, decision);
    if (!r.ok) throw new Error(r.error.code);
    if (action.type === 'name') {
      return { named: r.events.find((e) => e.type === 'named') as Extract<GameEvent, { type: 'named' }>, rewatches: decision };
    }
    s = r.state;
  }
  throw new Error('the bot never named the crates');
}

/** Share of shuffles named wrongly at a level, and rewatches paid, over `count` shuffles. */
function errorRate(level: BotLevel, count: number): { errors: number; rewatches: number } {
  let errors = 0;
  let rewatches = 0;
  for (let i = 0; i < count; i++) {
    const turn = bakeTurn(litOvens(`shuffle-${i}`), level, `${level}-${i}`);
    if (turn.named.correct.some((ok) => !ok)) errors++;
    rewatches += turn.rewatches;
  }
  return { errors: errors / count, rewatches };
}

describe('R41, R42: the bot tracks the swap sequence itself', () => {
  it("with no slips, the tracked bench is exactly the engine's hidden order", () => {
    const perfect = { ...LEVELS.hard, swapSlip: 0 };
    for (let i = 0; i < 20; i++) {
      const s = litOvens(`exact-${i}`);
      const memory = trackShuffle(viewFor(s, 0).bake!, perfect, diceFor(`exact-${i}`));
      expect(memory.contents).toEqual(s.captains[0].benchOrder);
      expect(memory.unsure).toBe(false);
      expect(cratesToName(viewFor(s, 0).bake!, RECIPE, memory.contents)).toEqual(RECIPE.map((x) => s.captains[0].benchOrder.indexOf(x)));
    }
  });

  it('hard names correctly across 100 shuffles with at most 5% errors', () => {
    expect(errorRate('hard', 100).errors).toBeLessThanOrEqual(0.05);
  });

  it('easy errs more often than hard, normal sits between (the level sets how reliably it tracks)', () => {
    const easy = errorRate('easy', 100).errors;
    const normal = errorRate('normal', 100).errors;
    const hard = errorRate('hard', 100).errors;
    expect(easy).toBeGreaterThan(normal);
    expect(normal).toBeGreaterThanOrEqual(hard);
    expect(easy).toBeGreaterThan(0.1);
  });

  it('R42: a second attempt names only the open slots, keeping the locked crates out', () => {
    const s = litOvens('relock');
    const bake = viewFor(s, 0).bake!;
    const locked = { ...bake, locked: [2, null, null, 0] };
    const crates = cratesToName(locked, RECIPE, ['Eggs', 'Butter', 'Flour', 'Sugar']);
    expect(crates).toEqual([3, 1]);
  });
});

describe('R43: rewatching when unsure', () => {
  it('a bot that lost track pays 1 gold to watch again and then names', () => {
    const { rewatches } = errorRate('easy', 100);
    expect(rewatches).toBeGreaterThan(0);
  });

  it('a bot with an empty purse cannot rewatch and names at once', () => {
    for (let i = 0; i < 30; i++) {
      const s = litOvens(`broke-${i}`, 0);
      expect(legalActions(s, 0).some((a) => a.type === 'rewatch')).toBe(false);
      expect(botAction(viewFor(s, 0), legalActions(s, 0), 'easy', `broke-${i}`).type).toBe('name');
    }
  });
});
