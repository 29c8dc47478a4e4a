// M12 to M14 and M8 for bots: push-your-luck against the unseen cards, Luxury planning against Demand, and always a legal choice.
import { describe, expect, it } from 'vitest';
import type { MerchantAction, MerchantState } from '../../shared/merchant/index';
import { merchantBotAction } from '../../shared/merchant/bots/index';
import { MERCHANT_LEVELS } from '../../shared/merchant/bots/level';
import { cardsBelieved, tripTerms, unseenCards, worthEntering } from '../../shared/merchant/bots/odds';
import { printedStrength } from '../../shared/merchant/bots/actions';
import { NUMBERS } from '../../shared/merchant/numbers';
import { planAfter, planOf } from '../../shared/merchant/bots/plan';
import { act, arrange, loaded, merchant, playActions } from './fixtures';
import { playMerchantBotGame } from '../sim/merchant';
import type { BotLevel } from '../../shared/table/step';

const launch = (ship: number): MerchantAction => ({ type: 'launch', ship });
const decide = (s: MerchantState, level: BotLevel, seed = 'd') => merchantBotAction(merchant.viewFor(s, s.actor), merchant.legalActions(s, s.actor!), level, seed);

/** The Galleon (Strength 2) has survived segment 1's 0; `deck` and `discards` decide what is still unseen. */
function galleonAsked(deck: number[], discards: number[], more: Parameters<typeof arrange>[0] = {}): MerchantState {
  const s = arrange({
    anchor: 0,
    ships: loaded([
      [0, 1],
      [0, 0],
    ]),
    deck: [0, ...deck],
    discards,
    luxuries: [{}, {}],
    ...more,
  });
  return playActions(s, { 0: [launch(1)] }).state;
}

describe('M12 push-your-luck bots', () => {
  it('M12 the unseen cards are the ten minus the revealed and the discards, all public', () => {
    const s = galleonAsked([3, 3, 2], [0, 1, 1, 1, 2, 2]);
    expect(unseenCards(merchant.viewFor(s, 0)).sort()).toEqual([2, 3, 3]);
  });
  it('M6 once the unseen cards run out, a bot reckons the next card from the reshuffled discards, not as no Pirate at all', () => {
    // the Galleon (Strength 2) survived a 0; the deck holds one card; its lookahead meets segment 3 with nothing left unseen
    const view = merchant.viewFor(galleonAsked([1], [0, 1, 1, 2, 2, 2, 3, 3]), 0);
    const terms = tripTerms(view, 0, 1, 2, MERCHANT_LEVELS.hard);
    // at sum 1, only the reshuffled 0 and the two 1s (3 of the 8 discards) let it trade in segment 3
    expect(worthEntering(terms, 3, 1, [])).toBeCloseTo((3 * terms.tradeAt(3) + 5 * terms.failure(3)) / 8, 9);
  });
  it('M12 hard counts cards: it continues when only low cards are unseen, and trades when only high ones are', () => {
    const safe = galleonAsked([0, 1, 1], [1, 2, 2, 2, 3, 3]);
    const deadly = galleonAsked([3, 3, 2], [0, 1, 1, 1, 2, 2]);
    expect(decide(safe, 'hard')).toEqual({ type: 'continue', ship: 1 });
    expect(decide(deadly, 'hard')).toEqual({ type: 'trade', ship: 1 });
  });
  it("M6 normal and easy do not count cards, as a casual player does not: they reckon from the whole deck less this Voyage's revealed cards", () => {
    const safe = merchant.viewFor(galleonAsked([0, 1, 1], [1, 2, 2, 2, 3, 3]), 0);
    const whole = [0, 1, 1, 1, 2, 2, 2, 3, 3]; // the ten less the 0 revealed in segment 1
    expect(cardsBelieved(safe, MERCHANT_LEVELS.normal).sort()).toEqual(whole);
    expect(cardsBelieved(safe, MERCHANT_LEVELS.easy).sort()).toEqual(whole);
    expect(cardsBelieved(safe, MERCHANT_LEVELS.hard).sort()).toEqual([0, 1, 1]);
    // so the same table of unseen cards, safe or deadly, makes a normal Galleon choose alike
    const deadly = galleonAsked([3, 3, 2], [0, 1, 1, 1, 2, 2]);
    expect(decide(galleonAsked([0, 1, 1], [1, 2, 2, 2, 3, 3]), 'normal')).toEqual(decide(deadly, 'normal'));
  });
  it('M12 the revealed sum counts: with a 2 already revealed, the same unseen cards make a Galleon trade', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [0, 1],
        [0, 0],
      ]),
      deck: [2, 0, 0, 1],
      discards: [0, 1, 1, 2, 2, 3, 3].slice(0, 6),
      luxuries: [{}, {}],
    });
    const asked = playActions(s, { 0: [launch(1)] }).state;
    expect(decide(asked, 'normal')).toEqual({ type: 'trade', ship: 1 });
  });
  it("M13 the next segment's worth counts: a Luxury matching its Demand makes a bot push on where it would otherwise trade", () => {
    // the armed Galleon (Strength 3) survived a 2 in segment 1: from the whole deck, 5 of the 9 other cards let it trade in segment 2
    // (its owner's Dock Hut makes a turn-back cheap); segment 1 pays its Prestige for sure, segment 2 as much again with the Rum delivered
    const demand = [['Tea'], ['Rum', 'Rum'], ['Silk', 'Silk']] as never;
    const asked = (luxuries: NonNullable<Parameters<typeof arrange>[0]>['luxuries']) =>
      playActions(
        arrange({
          anchor: 0,
          ships: loaded(
            [
              [0, 1],
              [0, 0],
            ],
            { cannons: 1 },
          ),
          deck: [2, 0, 1, 3, 3],
          discards: [0, 1, 1, 2, 2],
          hut: [true, false],
          demand,
          luxuries,
        }),
        { 0: [launch(1)] },
      ).state;
    const plain = asked([{}, {}]);
    const luxury = asked([{ Rum: 1 }, {}]);
    expect(decide(plain, 'normal')).toEqual({ type: 'trade', ship: 1 });
    expect(decide(luxury, 'normal')).toEqual({ type: 'continue', ship: 1 });
  });
  it('M12 hard looks to the far segment, normal only to the next: the levels differ in what they weigh', () => {
    expect([MERCHANT_LEVELS.easy.weighsOdds, MERCHANT_LEVELS.normal.lookahead, MERCHANT_LEVELS.hard.lookahead]).toEqual([false, 0, 2]);
  });
});

describe('M14 M8 planning bots', () => {
  it("M4 a bot reads a ship's printed Strength from its card: a Sloop with more Damage than Strength (0 now) is printed as its card says", () => {
    const ship = merchant.viewFor(arrange({ ships: [[{ damage: NUMBERS.ships[0].strength + 1 }, { damage: 1, cannons: 2 }], []] }), 0).merchants[0].ships;
    expect(ship.map((sh) => sh.strength)).toEqual([0, NUMBERS.ships[1].strength + 1]);
    expect(ship.map(printedStrength)).toEqual([NUMBERS.ships[0].strength, NUMBERS.ships[1].strength]);
  });
  it('M14 every level delivers a matching Luxury when asked', () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      deck: [0],
      luxuries: [{ Tea: 1 }, {}],
      demand: [['Tea'], ['Rum', 'Rum'], ['Silk', 'Silk']],
    });
    const asked = act(playActions(s, { 0: [launch(0)] }).state, 0, { type: 'trade', ship: 0 }).state;
    for (const level of ['easy', 'normal', 'hard'] as const) expect(decide(asked, level)).toEqual({ type: 'deliver', ship: 0, luxury: 'Tea' });
  });
  it("M8 hard buys, late in the game, a Luxury that a Demand tile within its launched Galleon's reach wants", () => {
    const s = arrange({
      anchor: 0,
      coins: [9, 4],
      ships: [
        [
          { at: 'home', segment: 1, facing: 'left', spacesHome: 2 },
          { cargo: 2, cannons: 2 },
        ],
        [],
      ],
      luxuries: [{}, {}],
      demand: [['Tea'], ['Spice', 'Rum'], ['Porcelain', 'Porcelain']],
      deck: [0, 0, 1], // only weak Pirates are left unseen: the Galleon can count on the far segment
    });
    const late = act({ ...s, round: 5 }, 0, launch(1)).state;
    const choice = decide(late, 'hard');
    expect(choice.type === 'buyLuxury' && ['Spice', 'Rum', 'Porcelain'].includes(choice.luxury)).toBe(true);
  });
  it('M8 M31 hard, on its last action of the game, launches a loaded ship: Cargo left at the dock scores nothing', () => {
    const s = arrange({
      anchor: 0,
      coins: [9, 4],
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      luxuries: [{}, {}],
    });
    const last = act({ ...s, round: 5, turn: 'B' }, 0, { type: 'pass' }).state;
    expect(decide(last, 'hard')).toEqual(launch(0));
  });
  it('M8 the hard bot reads M8 as the engine does: what its plan allows is exactly what legalActions lists', () => {
    const s = arrange({
      anchor: 0,
      coins: [3, 4],
      ships: [
        [
          { cargo: 2, damage: 1 },
          { cargo: 1, cannons: 2 },
        ],
        [],
      ],
      hut: [false, false],
    });
    const view = merchant.viewFor(s, 0);
    const allowed = merchant.legalActions(s, 0).map((a) => JSON.stringify(a));
    const shapes = [0, 1]
      .flatMap((ship) => (['load', 'arm', 'launch', 'repair'] as const).map((type) => ({ type, ship }) as MerchantAction))
      .concat([{ type: 'buyLuxury', luxury: 'Tea' }, { type: 'buildHut' }, { type: 'pass' }]);
    for (const a of shapes) expect(planAfter(planOf(view), a) !== null, JSON.stringify(a)).toBe(allowed.includes(JSON.stringify(a)));
  });
  it('M8 hard keeps its ships trading: with its last action of a turn it launches a loaded Galleon rather than load it for the next turn', () => {
    // no coins, so the choice is launch now or load for the next turn (an armed voyage next turn may be worth waiting for)
    const s = arrange({ anchor: 0, coins: [0, 4], ships: [[{ at: 'home', segment: 1, facing: 'left', spacesHome: 2 }, { cargo: 2 }], []], luxuries: [{}, {}] });
    const lastAction = act({ ...s, round: 2 }, 0, { type: 'pass' }).state;
    for (const seed of ['a', 'b', 'c', 'd']) expect(decide(lastAction, 'hard', seed)).toEqual(launch(1));
  });
  it("M8 easy makes a newcomer's mistake: it buys Luxuries on a whim far more often than normal does", () => {
    const s = arrange({
      anchor: 0,
      coins: [6, 4],
      ships: [
        [
          { at: 'home', segment: 1, facing: 'left', spacesHome: 2 },
          { at: 'home', segment: 2, facing: 'left', spacesHome: 2 },
        ],
        [],
      ],
      luxuries: [{}, {}],
    });
    const buys = (level: BotLevel) => Array.from({ length: 40 }, (_, i) => decide(s, level, `whim-${i}`)).filter((a) => a.type === 'buyLuxury').length;
    expect(buys('easy')).toBeGreaterThanOrEqual(30);
    expect(buys('normal')).toBeLessThanOrEqual(10);
  });
  it("M8 easy makes a newcomer's mistake: it sends out a battered Galleon with 1 Cargo where normal first sees to its ship or its Dock Hut", () => {
    const coins = NUMBERS.prices.buildHut + 2;
    const s = arrange({
      anchor: 0,
      coins: [coins, 4],
      ships: [
        [
          { at: 'home', segment: 1, facing: 'left', spacesHome: 2 },
          { cargo: 1, damage: 2 },
        ],
        [],
      ],
      luxuries: [{}, {}],
    });
    const launches = (level: BotLevel) => Array.from({ length: 40 }, (_, i) => decide(s, level, `eager-${i}`)).filter((a) => a.type === 'launch').length;
    expect(launches('easy')).toBeGreaterThanOrEqual(30);
    expect(launches('normal')).toBeLessThanOrEqual(10);
  });
  it('M8 bots launch a loaded ship rather than pass', () => {
    // the Sloop is away and the Galleon's hold is full, so with no coins the choice is launch or pass (Load may be free)
    const s = arrange({ anchor: 0, coins: [0, 4], ships: [[{ at: 'home', segment: 1, facing: 'left', spacesHome: 2 }, { cargo: NUMBERS.ships[1].capacity }], []] });
    for (const level of ['normal', 'hard'] as const) expect(decide(s, level)).toEqual(launch(1));
  });
});

describe('M1 bot games', () => {
  it('M1 bots of every level play 2 to 4 merchants to the end, always choosing a listed action', () => {
    const levels: BotLevel[] = ['easy', 'normal', 'hard'];
    for (let i = 0; i < 30; i++) {
      const count = 2 + (i % 3);
      const record = playMerchantBotGame(
        `bots-${i}`,
        Array.from({ length: count }, (_, seat) => levels[(i + seat) % 3]),
      );
      expect(record.winners.length).toBeGreaterThan(0);
    }
  });
});
