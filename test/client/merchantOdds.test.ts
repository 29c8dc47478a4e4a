// The Voyage decision's odds in words (client/games/merchant/voyageOdds.ts), from the public view only (M6, M11 to M14).
import { describe, expect, it } from 'vitest';
import type { MerchantPlayerView, ShipView } from '../../shared/merchant/types';
import { cardsInWords, cardsLeftOf, launchOdds, launchWords, voyageOdds } from '../../client/games/merchant/voyageOdds';
import { NUMBERS } from '../../shared/merchant/numbers';

const docked: ShipView = { kind: 'sloop', strength: 2, cargo: 0, cannons: 0, damage: 0, at: 'dock' };

/** A two-merchant view mid-Voyage, asking seat 0 about its Galleon in `segment`; `pirates` as given. */
function viewAsking(segment: number, pirates: MerchantPlayerView['pirates'], galleon: Partial<ShipView> = {}, you: number | null = 0): MerchantPlayerView {
  const merchant = (seat: number): MerchantPlayerView['merchants'][number] => ({
    seat,
    name: seat === 0 ? 'Ana' : 'Bo',
    bot: false,
    auto: false,
    level: null,
    connected: true,
    coins: 4,
    prestige: 0,
    luxuries: { Silk: 0, Spice: 0, Tea: 0, Porcelain: 0, Rum: 0 },
    hut: false,
    ships: [docked, { kind: 'galleon', strength: 4, cargo: 3, cannons: 2, damage: 0, at: 'board', segment, position: 1, facing: 'right', ...galleon }],
  });
  return {
    game: 'merchant',
    you,
    round: 2,
    turn: 'A',
    phase: 'voyage',
    actor: 0,
    anchor: 1,
    actionsLeft: 0,
    deadline: null,
    asking: { seat: 0, ship: 1, ask: 'route', segment },
    merchants: [merchant(0), merchant(1)],
    board: {
      segments: NUMBERS.segments.map((s, i) => ({ coins: s.coins, prestige: s.prestige, demand: [], pirate: i < pirates.revealed.length ? pirates.revealed[i] : null })),
    },
    pirates,
    demand: { unused: 10, discarded: [] },
    result: null,
  };
}

describe('M6 cards left', () => {
  it('are the ten printed cards minus the revealed and the discards', () => {
    const view = viewAsking(2, { revealed: [2, 1], discards: [2, 2, 1, 1], deckCount: 4 });
    expect(cardsLeftOf(view)).toEqual({ cards: [0, 0, 3, 3], reshuffle: false });
  });

  it('come from the reshuffled discards when the deck is empty', () => {
    const view = viewAsking(1, { revealed: [3], discards: [0, 0, 1, 1, 1, 2, 2, 2, 3], deckCount: 0 });
    expect(cardsLeftOf(view)).toEqual({ cards: [0, 0, 1, 1, 1, 2, 2, 2, 3], reshuffle: true });
  });

  it('read in words, smallest first', () => {
    expect(cardsInWords([3, 0, 1, 0])).toBe('two 0s, one 1, one 3');
    expect(cardsInWords([])).toBe('none');
  });
});

describe('M12, M13 the chance to be turned back', () => {
  it('pirates 3, strength 4, cards two 0s, one 1, one 3: only the 3 turns the Galleon back in the far segment (1 in 4)', () => {
    // revealed 2 and 1 (sum 3); the discards 2, 2, 1, 3 leave 0, 0, 1, 3 in the deck; 3 + 1 = 4 is not above the strength
    const view = viewAsking(2, { revealed: [2, 1], discards: [2, 2, 1, 3], deckCount: 4 });
    const odds = voyageOdds(view)!;
    expect(odds.sum).toBe(3);
    expect(odds.strength).toBe(4);
    expect(odds.cardsLeft).toEqual([0, 0, 1, 3]);
    expect(odds.next).toEqual({ segment: 3, turnedBack: 1, of: 4 });
    expect(odds.lines).toEqual([
      'Pirates so far: 3.',
      "Your Galleon's strength: 4.",
      'Cards left: two 0s, one 1, one 3.',
      'Sailing on to the far segment: 1 in 4 chance to be turned back there.',
      'Trading here: 12 coins and 2 Prestige.',
    ]);
  });

  it('a tie with the sum is not turned back (strength at least the sum survives)', () => {
    const view = viewAsking(1, { revealed: [1], discards: [], deckCount: 9 }, { strength: 2 });
    // cards left: 0, 0, 1, 1, 2, 2, 2, 3, 3; sum 1 + card > 2 for cards 2 and 3: five of nine
    expect(voyageOdds(view)!.next).toEqual({ segment: 2, turnedBack: 5, of: 9 });
    expect(voyageOdds(view)!.lines[3]).toBe('Sailing on to the middle segment: 5 in 9 chance to be turned back there.');
  });

  it('an empty deck counts the discards a new deck is shuffled from, and says so', () => {
    const view = viewAsking(1, { revealed: [0], discards: [0, 1, 1, 1, 2, 2, 2, 3, 3], deckCount: 0 }, { strength: 1 });
    const odds = voyageOdds(view)!;
    expect(odds.reshuffle).toBe(true);
    expect(odds.next).toEqual({ segment: 2, turnedBack: 5, of: 9 });
    expect(odds.lines[2]).toBe('The deck is empty: the discards are shuffled into a new deck of one 0, three 1s, three 2s, two 3s.');
  });

  it("names another merchant's ship for a spectator", () => {
    const view = viewAsking(1, { revealed: [0], discards: [], deckCount: 9 }, {}, null);
    expect(voyageOdds(view)!.lines[1]).toBe("Ana's Galleon's strength: 4.");
  });

  it('M14 M15 adds a held Luxury the port asks for, and only one it asks for', () => {
    const view = viewAsking(1, { revealed: [0], discards: [], deckCount: 9 });
    view.merchants[0].luxuries.Silk = 1;
    view.merchants[0].luxuries.Rum = 1;
    view.board.segments[0].demand = ['Silk', 'Tea'];
    const odds = voyageOdds(view)!;
    expect(odds.trade.luxuries).toEqual(['Silk']);
    expect(odds.lines.at(-1)).toBe(`Delivering Silk here adds ${NUMBERS.segments[0].prestige} Prestige more.`);
    view.board.segments[0].demand = ['Tea', null];
    expect(voyageOdds(view)!.lines.some((line) => line.startsWith('Delivering'))).toBe(false);
  });

  it('asks nothing outside a Voyage decision, and offers no continuing in the far segment or for a Luxury', () => {
    const view = viewAsking(1, { revealed: [0], discards: [], deckCount: 9 });
    expect(voyageOdds({ ...view, asking: null })).toBeNull();
    expect(voyageOdds({ ...view, phase: 'actions' })).toBeNull();
    expect(voyageOdds({ ...viewAsking(3, { revealed: [0, 0, 1], discards: [], deckCount: 7 }) })!.next).toBeNull();
    expect(voyageOdds({ ...view, asking: { seat: 0, ship: 1, ask: 'deliver', segment: 1 } })!.next).toBeNull();
  });
});

describe('M12, M13 the chance in plain words', () => {
  it('says safe when no card can turn the ship back, and so when every card does, else how many of how many', async () => {
    const { chanceWords } = await import('../../client/games/merchant/voyageOdds');
    expect(chanceWords(0, 9)).toBe('safe, no card left can turn you back there');
    expect(chanceWords(3, 3)).toBe('every card left turns you back there');
    expect(chanceWords(2, 4)).toBe('2 in 4 chance to be turned back there');
  });
});

describe('M11 M12 M14 a launch’s odds, before it sails', () => {
  /** The same two merchants at their actions, nothing revealed yet this turn; seat 0's Galleon docked with `galleon`. */
  function atActions(discards: number[], galleon: Partial<ShipView>): MerchantPlayerView {
    const view = viewAsking(1, { revealed: [], discards, deckCount: 10 - discards.length }, { at: 'dock', segment: undefined, position: undefined, facing: undefined, ...galleon });
    return { ...view, phase: 'actions', asking: null };
  }

  it('are each segment’s share of draws from the cards left that stay within the Strength, with what the Cargo earns there', () => {
    // the deck holds 0, 1 and 3 (the printed ten less these discards); a Strength of 1 survives a 0 or a 1 alone, and only 0 then 1 or 1 then 0 in two
    const view = atActions([0, 1, 1, 2, 2, 2, 3], { strength: 1, cargo: 2 });
    expect(cardsLeftOf(view).cards).toEqual([0, 1, 3]);
    const legs = launchOdds(view, 0, 1);
    expect(legs.map((l) => l.reach)).toEqual([2 / 3, 1 / 3, 0]);
    expect(legs.map((l) => [l.coins, l.prestige])).toEqual(NUMBERS.segments.map((s) => [2 * s.coins, s.prestige]));
    expect(launchWords(legs)).toBe(NUMBERS.segments.map((s, i) => `${['near', 'middle', 'far'][i]} ${[67, 33, 0][i]} % for ${2 * s.coins} coins and ${s.prestige} Prestige`).join(' · '));
  });

  it('leave out a segment the cards left cannot reach, and are certain for a ship no card can turn back', () => {
    const view = atActions([0, 0, 1, 1, 1, 2, 2, 2], { strength: 9, cargo: 1 });
    expect(launchOdds(view, 0, 1).map((l) => l.reach)).toEqual([1, 1, null]);
    expect(launchWords(launchOdds(view, 0, 1))).not.toContain('far');
  });
});
