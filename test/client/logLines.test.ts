// R25 and R29 in the log: a dock without a purchase says why, a fight without a bribe says so, and leaving a room leaves its notices behind.
import { describe, expect, it } from 'vitest';
import { applyAction, viewFor, type GameEvent, type GameState } from '../../shared/pastry/index';
import { arrivingLines, noPurchaseLine } from '../../client/games/pastry/hud/words';
import { LEFT_ROOM } from '../../client/shell/store';
import { arrange } from '../engine/fixtures';

const docked = (seat: number): GameEvent => ({ type: 'docked', seat, coin: 'tails', gold: 1 });

describe('R25 docking without buying', () => {
  const base = arrange();
  const island = base.board.islands[0];
  const at = (gold: number, crates = 3) => viewFor(arrange({ ships: [island.dock, [0, 0]], gold: [gold, 5], crates: base.board.islands.map(() => crates) }), 0);
  const names = ['Anne', 'Bo'];

  it('says the crate costs more than your purse holds', () => {
    const view = at(0);
    const price = view.board.islands[0].price!;
    expect(noPurchaseLine(docked(0), view, names, 0)).toBe(`You can't afford ${island.ingredient} here: a crate costs ${price} gold and you have 0.`);
    expect(noPurchaseLine(docked(0), view, names, 1)).toBe(`Anne can't afford ${island.ingredient} here (${price} gold).`);
  });

  it('says nothing when the purchase is offered, and says a sold-out island is sold out', () => {
    expect(noPurchaseLine(docked(0), at(20), names, 0)).toBeNull();
    expect(noPurchaseLine(docked(0), at(20, 0), names, 0)).toBe(`${island.ingredient} Island is sold out: nothing to buy.`);
  });
});

describe('R23 a crate passed up at the buy prompt', () => {
  const step = (state: GameState, seat: number, action: Parameters<typeof applyAction>[2]) => {
    const result = applyAction(state, seat, action, 0);
    if (!result.ok) throw new Error(result.error.message);
    return result;
  };
  const island = arrange().board.islands[0];
  const atThePrompt = () => step(arrange({ ships: [island.dock, [12, 12]], gold: [9, 9] }), 0, { type: 'dock' }).state;

  it('is logged when the turn ends there without a purchase, for you and for a rival, from the events alone (as a reload tells them)', () => {
    const before = atThePrompt();
    expect(before.phase).toBe('buy');
    const ended = step(structuredClone(before), 0, { type: 'endTurn' });
    const lines = (you: number) => arrivingLines(ended.events, undefined, viewFor(ended.state, you), ['Anne', 'Bo'], you);
    expect(lines(0)[0]).toBe(`You sailed on without buying at ${island.ingredient} Island.`);
    expect(lines(1)[0]).toBe(`Anne sailed on without buying at ${island.ingredient} Island.`);
    expect(arrivingLines(ended.events, undefined, null, ['Anne', 'Bo'], 0)[0]).toBe(lines(0)[0]); // no view: the story so far
  });

  it('is not logged after a purchase, nor when the dock offered none', () => {
    const before = atThePrompt();
    const bought = step(structuredClone(before), 0, { type: 'buy' });
    expect(arrivingLines(bought.events, undefined, viewFor(bought.state, 0), ['Anne', 'Bo'], 0).join(' ')).not.toContain('without buying');
    const broke = arrange({ ships: [island.dock, [12, 12]], gold: [0, 9] });
    const flipped = step(structuredClone(broke), 0, { type: 'dock' }); // the step began at the turn, not at a buy prompt
    expect(arrivingLines(flipped.events, undefined, viewFor(flipped.state, 0), ['Anne', 'Bo'], 0).join(' ')).not.toContain('without buying');
  });
});

describe('leaving a room', () => {
  it('drops its notices, so "Invite link copied." never follows you to the lobby', () => {
    expect(LEFT_ROOM.toasts).toEqual([]);
  });
});

describe('R29 a defender who offers no bribe', () => {
  const started: GameEvent = { type: 'battleStarted', attacker: 0, defender: 1 };
  const broadsides: GameEvent = { type: 'broadsides', attacker: 0, defender: 1, attackerCoins: ['heads'], defenderCoins: ['tails'], attackerLands: true, defenderLands: false, winner: 0 };

  it('is said to fight before the broadsides, whether the two came together or apart', () => {
    expect(arrivingLines([started, broadsides], undefined, null, ['Anne', 'Morgan'], 0)[1]).toMatch(/^Morgan offers no bribe and fights! Your broadside lands/);
    expect(arrivingLines([broadsides], started, null, ['Anne', 'Morgan'], 1)[0]).toMatch(/^You offer no bribe and fight! /);
  });

  it('is not said after a bribe was offered and refused', () => {
    const refused: GameEvent = { type: 'bribeAnswered', attacker: 0, defender: 1, offer: { gold: 1 }, accept: false };
    expect(arrivingLines([broadsides], refused, null, ['Anne', 'Morgan'], 0)[0]).not.toContain('no bribe');
  });
});
