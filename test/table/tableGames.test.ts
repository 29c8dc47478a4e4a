// Each game's table rules: when its clock holds and when quick play may seat a newcomer.
import { describe, expect, it } from 'vitest';
import { games } from '../../shared/games';
import { merchantTable } from '../../server/games/merchant/table';
import { pastryTable } from '../../server/games/pastry/table';
import type { MerchantState } from '../../shared/merchant/index';
import type { GameEvent, GameState } from '../../shared/pastry/index';
import { playBotGame } from './botGame';

describe('Merchant Voyages at the table', () => {
  const game = playBotGame(games.merchant, 'table-merchant', 3);
  const views = game.steps.map((s) => games.merchant.viewFor(s.before as MerchantState, null));

  it('holds the clock only while a person is to move', () => {
    const view = views[0];
    expect(merchantTable.holdsTheClock(view, () => false)).toBe(true);
    expect(merchantTable.holdsTheClock(view, () => true)).toBe(false);
  });

  it('takes newcomers from quick play until the last round, never once the game is over', () => {
    expect(merchantTable.takesNewcomers(views[0])).toBe(true);
    const last = views.find((v) => merchantTable.takesNewcomers(v) === false)!;
    expect(last.round).toBeGreaterThan(1);
    expect(views.filter((v) => v.round >= last.round).every((v) => !merchantTable.takesNewcomers(v))).toBe(true);
    expect(merchantTable.takesNewcomers(games.merchant.viewFor(game.final as MerchantState, null))).toBe(false);
  });
});

describe('Pastry Pirates at the table', () => {
  const game = playBotGame(games.pastry, 'table-pastry', 3);

  it('R37 a bot photographs its own creature as a move beside its turn, and sightings never move play on', () => {
    const events = game.steps.flatMap((s) => s.events) as GameEvent[];
    const surfaced = events.find((e): e is Extract<GameEvent, { type: 'creatureSurfaced' }> => e.type === 'creatureSurfaced')!;
    expect(pastryTable.sideMove!.prompt(surfaced)).toEqual({ seat: surfaced.seat, point: surfaced.id });
    expect(pastryTable.sideMove!.prompt({ type: 'dawn' } as never)).toBeNull();
    expect(pastryTable.besidePlay.has('creatureSurfaced')).toBe(true);
    expect(pastryTable.besidePlay.has('sailed')).toBe(false);
  });

  it('R41 a bot waits out the shuffle: the bake-off view says until when', () => {
    const baking = game.steps.map((s) => games.pastry.viewFor(s.before as GameState, null)).find((v) => v.bake)!;
    expect(pastryTable.botWaitsUntil!(baking)).toBe(baking.bake!.endsAt);
  });
});
