// The Merchant table's pure HUD helpers: prices and keys of actions (M8), the standings in words (M31), the chart's
// history by turn, and the show's timeline.
import { describe, expect, it } from 'vitest';
import type { MerchantAction, MerchantEvent, MerchantPlayerView } from '../../shared/merchant/types';
import { applyMerchantAction, createMerchantVoyage, merchantLegalActions, merchantViewFor } from '../../shared/merchant/index';
import { NUMBERS, startingCoins } from '../../shared/merchant/numbers';
import { firstAnchorHolder } from '../../shared/merchant/state';
import { actionForKey, actionLabel, keyLabel, keyOf, sameAction } from '../../client/games/merchant/hud/actionWords';
import { standingsWords } from '../../client/games/merchant/hud/standingsWords';
import { chartPoints } from '../../client/games/merchant/hud/history';
import { ShowClock } from '../../client/games/merchant/show/showClock';

const coins = (n: number) => (n === 0 ? 'free' : `${n} coin${n === 1 ? '' : 's'}`);

describe('M8 action labels carry the price from the numbers table', () => {
  it('names the ship and the price', () => {
    expect(actionLabel({ type: 'load', ship: 1 })).toBe(`Load Galleon · ${coins(NUMBERS.prices.load)}`);
    expect(actionLabel({ type: 'arm', ship: 0 })).toBe(`Arm Sloop · ${coins(NUMBERS.prices.arm)}`);
    expect(actionLabel({ type: 'buyLuxury', luxury: 'Tea' })).toBe(`Buy Tea · ${coins(NUMBERS.prices.buyLuxury)}`);
    expect(actionLabel({ type: 'buildHut' })).toBe(`Build Dock Hut · ${coins(NUMBERS.prices.buildHut)}`);
    expect(actionLabel({ type: 'launch', ship: 0 })).toBe('Launch Sloop · free');
    expect(actionLabel({ type: 'continue', ship: 0 })).toBe('Sail on');
  });
});

describe('every action has a key, and the key gives that action back', () => {
  const state = createMerchantVoyage({ seed: 'keys', captains: [{ name: 'A' }, { name: 'B' }] });
  const actionsView = merchantViewFor(state, state.actor);
  const own: MerchantAction[] = [
    ...[0, 1].flatMap((ship) => (['load', 'arm', 'launch', 'repair'] as const).map((type) => ({ type, ship }))),
    ...(['Silk', 'Spice', 'Tea', 'Porcelain', 'Rum'] as const).map((luxury) => ({ type: 'buyLuxury' as const, luxury })),
    { type: 'buildHut' },
    { type: 'pass' },
  ];
  it.each(own.map((a) => [JSON.stringify(a), a] as const))('%s', (_, action) => {
    const key = keyOf(action);
    expect(actionForKey(key.shift ? key.key.toUpperCase() : key.key, key.shift, actionsView)).toEqual(action);
  });
  it('all own keys differ', () => {
    expect(new Set(own.map((a) => keyLabel(keyOf(a)))).size).toBe(own.length);
  });
  it('Voyage answers: T, C, and while a delivery is asked digits for Luxuries (0 for none), about the asked ship', () => {
    const voyage: MerchantPlayerView = { ...actionsView, phase: 'voyage', asking: { seat: 0, ship: 1, ask: 'route', segment: 1 } };
    expect(actionForKey('t', false, voyage)).toEqual({ type: 'trade', ship: 1 });
    expect(actionForKey('c', false, voyage)).toEqual({ type: 'continue', ship: 1 });
    const deliver: MerchantPlayerView = { ...voyage, asking: { seat: 0, ship: 1, ask: 'deliver', segment: 1 } };
    expect(actionForKey('3', false, deliver)).toEqual({ type: 'deliver', ship: 1, luxury: 'Tea' });
    expect(actionForKey('0', false, deliver)).toEqual({ type: 'deliver', ship: 1, luxury: null });
    // any other key still names its action, so the player hears why it cannot go now instead of nothing
    expect(actionForKey('l', false, voyage)).toEqual({ type: 'load', ship: 0 });
    expect(actionForKey('x', false, voyage)).toBeNull();
  });
  it('a key matches the legal list whatever the order of its fields', () => {
    const legal = merchantLegalActions(state, state.actor!);
    const pass = actionForKey('p', false, actionsView)!;
    expect(legal.some((a) => sameAction(a, pass))).toBe(true);
    expect(sameAction({ luxury: 'Tea', ship: 0, type: 'deliver' } as MerchantAction, { type: 'deliver', ship: 0, luxury: 'Tea' })).toBe(true);
    expect(sameAction({ type: 'load', ship: 0 }, { type: 'load', ship: 1 })).toBe(false);
  });
});

describe('M31 standings in words', () => {
  const base = merchantViewFor(createMerchantVoyage({ seed: 'ends', captains: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }] }), 0);
  const over = (figures: [number, number, number][], standings: number[], anchor = 0): MerchantPlayerView => ({
    ...base,
    phase: 'over',
    anchor,
    merchants: base.merchants.map((m, i) => ({ ...m, prestige: figures[i][0], coins: figures[i][1], luxuries: { Silk: figures[i][2], Spice: 0, Tea: 0, Porcelain: 0, Rum: 0 } })),
    result: { winners: [standings[0]], standings },
  });
  it('explains each tie-break in turn', () => {
    const lines = standingsWords(
      over(
        [
          [10, 5, 1],
          [10, 5, 0],
          [10, 7, 0],
        ],
        [2, 0, 1],
      ),
    );
    expect(lines.map((l) => l.seat)).toEqual([2, 0, 1]);
    expect(lines[0].why).toBe('tied with Ana on 10 Prestige; more coins (7 to 5)');
    expect(lines[1].why).toBe('tied with Bo on Prestige and coins; more Luxuries (1 to 0)');
    expect(lines[2].why).toBeNull();
  });
  it('more Prestige, and the last tie-break: the lots the engine drew (M31 amended: a lot, not turn order)', () => {
    const lines = standingsWords(
      over(
        [
          [12, 5, 0],
          [9, 5, 0],
          [9, 5, 0],
        ],
        [0, 2, 1],
        1,
      ),
    );
    expect(lines[0].why).toBe('more Prestige than Cy (12 to 9)');
    expect(lines[1].why).toBe('tied with Bo on Prestige, coins and Luxuries; the lots drawn put them ahead');
  });
  it('M31 at 2 merchants the last tie-break is the Anchor at the end, not a lot', () => {
    const two = {
      ...base,
      phase: 'over' as const,
      anchor: 1,
      merchants: base.merchants.slice(0, 2).map((m) => ({ ...m, prestige: 9, coins: 5, luxuries: { Silk: 0, Spice: 0, Tea: 0, Porcelain: 0, Rum: 0 } })),
      result: { winners: [1], standings: [1, 0] },
    };
    expect(standingsWords(two)[0].why).toBe('tied with Ana on Prestige, coins and Luxuries; holds the Anchor at the end');
  });
});

describe('the chart gathers one point per turn', () => {
  const state = createMerchantVoyage({ seed: 'chart', captains: [{ name: 'A' }, { name: 'B' }] });
  const view = merchantViewFor(state, null);
  const started = (round: number, turn: 'A' | 'B', coins: number[]): MerchantEvent => ({ type: 'turnStarted', round, turn, anchor: 0, coins, prestige: [round, 0] });
  it('takes each turn as it started, the latest telling of a turn, and the end from the final view', () => {
    const story = [started(1, 'A', [4, 4]), { type: 'passed', seat: 0 } as const, started(1, 'B', [5, 3])];
    expect(chartPoints(story, view).map((p) => [p.key, p.coins])).toEqual([
      ['1A', [4, 4]],
      ['1B', [5, 3]],
    ]);
    expect(chartPoints([...story, started(1, 'B', [6, 3])], view).map((p) => p.coins)).toEqual([
      [4, 4],
      [6, 3],
    ]);
    const over = { ...view, phase: 'over' as const, merchants: view.merchants.map((m) => ({ ...m, coins: 9, prestige: 7 })) };
    expect(chartPoints(story, over).map((p) => p.label)).toEqual(['1A', '1B', 'End']);
    expect(chartPoints(story, over)[2]).toMatchObject({ coins: [9, 9], prestige: [7, 7] });
  });

  it('takes the first turn, which starts before any event, from the first view the table saw in it', () => {
    const later = [started(1, 'B', [5, 3])];
    expect(chartPoints(later, view, view).map((p) => [p.key, p.coins])).toEqual([
      ['1A', view.merchants.map((m) => m.coins)],
      ['1B', [5, 3]],
    ]);
  });

  it('charts the first turn for a table opened after it, from the opening purses (M7) counted from the first Anchor (M23)', () => {
    // the turn told is 1B with seat 0 holding the Anchor, so seat 1 held it in 1A
    const later = [started(1, 'B', [5, 3])];
    const opened = chartPoints(later, view, { ...view, turn: 'B' });
    expect(opened.map((p) => p.key)).toEqual(['1A', '1B']);
    expect(opened[0]).toMatchObject({ prestige: [0, 0], coins: [startingCoins(0, 1, 2), startingCoins(1, 1, 2)] });
    expect(chartPoints([], view, null)).toEqual([]); // nothing told and nothing seen: no point to guess from
  });

  it('finds the first Anchor from any later turn, however many times it has passed left', () => {
    for (const count of [2, 3, 4])
      for (let first = 0; first < count; first++)
        for (let passes = 0; passes < 12; passes++) {
          const round = Math.floor(passes / 2) + 1;
          expect(firstAnchorHolder((first + passes) % count, round, passes % 2 === 0 ? 'A' : 'B', count)).toBe(first);
        }
  });

  it('reads the turns from the engine: each turnStarted carries every purse and Prestige as the turn starts', () => {
    // every merchant passes until the next turn starts (a turn with no ship out has no Voyage)
    let s = state;
    let next: MerchantEvent | undefined;
    for (let step = 0; !next && step < 20; step++) {
      const seat = merchantViewFor(s, null).actor!;
      const result = applyMerchantAction(s, seat, merchantLegalActions(s, seat).find((a) => a.type === 'pass')!, step);
      if (!result.ok) throw new Error(result.error.message);
      s = result.state;
      next = result.events.find((e) => e.type === 'turnStarted');
    }
    expect(next).toMatchObject({ type: 'turnStarted', round: 1, turn: 'B', coins: s.merchants.map((m) => m.coins), prestige: s.merchants.map((m) => m.prestige) });
    // a table opened in 1B charts 1A as the game really began
    expect(chartPoints([next!], merchantViewFor(s, null))[0]).toMatchObject({ key: '1A', coins: state.merchants.map((m) => m.coins), prestige: state.merchants.map((m) => m.prestige) });
  });
});

describe('the show plays batches one after another', () => {
  it('queues a batch after the one still playing, and reads what plays when', () => {
    const clock = new ShowClock();
    const end = clock.add(
      [
        { type: 'voyageStarted', ms: 0 },
        { type: 'pirateRevealed', segment: 1, card: 2, sum: 2, ms: 1000 },
      ],
      0,
    );
    expect(end).toBe(1000);
    expect(clock.add([{ type: 'traded', seat: 0, ship: 0, segment: 1, coins: 2, prestige: 1, ms: 500 }], 400)).toBe(1500);
    expect(clock.at(500)?.event.type).toBe('pirateRevealed');
    expect(clock.at(1200)?.event.type).toBe('traded');
    expect(clock.at(1600)).toBeNull();
    expect(clock.playing(1499)).toBe(true);
    expect(clock.startedSince(2, 1000).map((i) => i.event.type)).toEqual(['traded']);
  });
});

describe('M6 the discards label', () => {
  it('names each strength once with its count, so ten cards still fit beside the rock', async () => {
    const { discardWords } = await import('../../client/games/merchant/scene/PirateDeck');
    expect(discardWords([3, 0, 1, 0, 3, 2])).toBe('0 ×2 · 1 · 2 · 3 ×2');
    expect(discardWords([])).toBe('');
  });
});
