// R25 and R29 in the log: a dock without a purchase says why, a fight without a bribe says so, and leaving a room leaves its notices behind.
import { describe, expect, it } from 'vitest';
import { applyAction, type GameEvent, type GameState } from '../../shared/pastry/index';
import { arrivingLines, storySoFar } from '../../client/games/pastry/hud/words';
import { LEFT_ROOM } from '../../client/shell/store';
import { arrange } from '../engine/fixtures';

describe('R25 docking without buying', () => {
  const island = arrange().board.islands[0];
  const names = ['Anne', 'Bo'];
  /** Seat 0 docks at the first island with 0 gold (so even heads cannot pay a 4-gold crate) or at a sold-out one. */
  const dockAt = (crates: number) => {
    const result = applyAction(arrange({ ships: [island.dock, [12, 12]], gold: [0, 5], crates: arrange().board.islands.map((_, i) => (i ? 3 : crates)) }), 0, { type: 'dock' }, 0);
    if (!result.ok) throw new Error(result.error.message);
    return result.events;
  };
  const story = (events: GameEvent[], you: number) =>
    storySoFar(
      events,
      names.map((name, seat) => ({ at: 0, seat, name, hand: 'person' as const, mine: seat === you })),
    );

  it('says the crate costs more than your purse holds, from the events alone: live and in the story a reload tells', () => {
    const events = dockAt(1);
    const gold = (events.find((e) => e.type === 'docked') as Extract<GameEvent, { type: 'docked' }>).gold;
    const yours = `You can't afford ${island.ingredient} here: a crate costs 4 gold and you have ${gold}.`;
    const anne = `Anne can't afford ${island.ingredient} here (4 gold).`;
    expect(arrivingLines(events, undefined, names, 0)).toContain(yours);
    expect(arrivingLines(events, undefined, names, 1)).toContain(anne);
    expect(story(events, 0)).toContain(yours);
    expect(story(events, 1)).toContain(anne);
  });

  it('says a sold-out island is sold out, live and in the story a reload tells', () => {
    const line = `${island.ingredient} Island is sold out: nothing to buy.`;
    expect(arrivingLines(dockAt(0), undefined, names, 0)).toContain(line);
    expect(story(dockAt(0), 1)).toContain(line);
  });

  it('says nothing of the sort when the purchase is offered', () => {
    const result = applyAction(arrange({ ships: [island.dock, [12, 12]], gold: [20, 5] }), 0, { type: 'dock' }, 0);
    if (!result.ok) throw new Error(result.error.message);
    expect(arrivingLines(result.events, undefined, names, 0).join(' ')).not.toMatch(/afford|sold out/);
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
    const lines = (you: number) => arrivingLines(ended.events, undefined, ['Anne', 'Bo'], you);
    expect(lines(0)[0]).toBe(`You docked at ${island.ingredient} Island without buying.`);
    expect(lines(1)[0]).toBe(`Anne docked at ${island.ingredient} Island without buying.`);
  });

  it('is not logged after a purchase, nor when the dock offered none', () => {
    const before = atThePrompt();
    const bought = step(structuredClone(before), 0, { type: 'buy' });
    expect(arrivingLines(bought.events, undefined, ['Anne', 'Bo'], 0).join(' ')).not.toContain('without buying');
    const broke = arrange({ ships: [island.dock, [12, 12]], gold: [0, 9] });
    const flipped = step(structuredClone(broke), 0, { type: 'dock' }); // the step began at the turn, not at a buy prompt
    expect(arrivingLines(flipped.events, undefined, ['Anne', 'Bo'], 0).join(' ')).not.toContain('without buying');
  });
});

describe('the story so far a reload tells', () => {
  const sailed = (seat: number): GameEvent => ({
    type: 'sailed',
    seat,
    route: ['N'],
    move: {
      seat,
      path: [
        [1, 1],
        [1, 2],
      ],
      swept: null,
    },
  });
  const moves: GameEvent[] = [sailed(0), { type: 'docked', seat: 1, coin: 'heads', gold: 3 }, { type: 'bought', seat: 1, ingredient: 'Sugar', price: 2 }, sailed(1)];
  const names = ['Morgan', 'Tess'];

  it('words your seat as "you", as live play did, by the eras the room marks as yours (not by the seat the page holds as it arrives)', () => {
    const live = arrivingLines(moves, undefined, names, 1).filter((line) => line !== null);
    expect(live.filter((line) => line.startsWith('You '))).toHaveLength(3);
    const eras = [
      { at: 0, seat: 0, name: 'Morgan', hand: 'bot' as const, mine: false },
      { at: 0, seat: 1, name: 'Tess', hand: 'person' as const, mine: true },
    ];
    expect(storySoFar(moves, eras)).toEqual(live);
  });

  it('words nobody as "you" for a spectator, whose eras are none of them theirs', () => {
    const eras = names.map((name, seat) => ({ at: 0, seat, name, hand: 'person' as const, mine: false }));
    expect(storySoFar(moves, eras)).toEqual(arrivingLines(moves, undefined, names, null).filter((line) => line !== null));
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
    expect(arrivingLines([started, broadsides], undefined, ['Anne', 'Morgan'], 0)[1]).toMatch(/^Morgan offers no bribe and fights! Your broadside lands/);
    expect(arrivingLines([broadsides], started, ['Anne', 'Morgan'], 1)[0]).toMatch(/^You offer no bribe and fight! /);
  });

  it('is not said after a bribe was offered and refused', () => {
    const refused: GameEvent = { type: 'bribeAnswered', attacker: 0, defender: 1, offer: { gold: 1 }, accept: false };
    expect(arrivingLines([broadsides], refused, ['Anne', 'Morgan'], 0)[0]).not.toContain('no bribe');
  });
});
