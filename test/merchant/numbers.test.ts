// M2, M4, M7, M8, M30, M31: the rules page's words are written from the numbers table, so they always show the numbers in play.
import { describe, expect, it } from 'vitest';
import { NUMBERS, lastTieWords, rulesText, startingCoins } from '../../shared/merchant/numbers';

describe('the numbers table and its rules text', () => {
  it('M8 M31 the rules text names every price and Coins count from the table', () => {
    const text = rulesText().join('\n');
    const coins = (n: number) => (n === 0 ? 'free' : `${n} coin`);
    expect(text).toContain(`Load: ${coins(NUMBERS.prices.load)}`);
    expect(text).toContain(`Arm: ${coins(NUMBERS.prices.arm)}`);
    expect(text).toContain(`Repair: ${coins(NUMBERS.prices.repair)}`);
    expect(text).toContain(`Buy Luxury: ${coins(NUMBERS.prices.buyLuxury)}`);
    expect(text).toContain(`Build Dock Hut: ${coins(NUMBERS.prices.buildHut)}`);
    expect(text).toContain(`every ${NUMBERS.coinsPerPrestige} coins you hold score 1 Prestige`);
    expect(text).toContain(`${NUMBERS.rounds} rounds`);
    expect(text).toContain(lastTieWords());
  });
  it("M31 the last tie-break's words name the table sizes where the Anchor breaks a tie and those where lots are drawn", () => {
    const words = (sizes: (2 | 3 | 4)[]) => lastTieWords({ ...NUMBERS, anchorBreaksTies: sizes });
    expect(words([])).toBe('a tie in all three is decided by drawing lots');
    expect(words([2])).toBe(
      "a tie in all three goes to the tied merchant nearest the Anchor's holder at the end (the holder first, then going left) at 2 merchants, and is decided by drawing lots at 3 or 4",
    );
    expect(words([4, 2])).toContain('at 2 or 4 merchants, and is decided by drawing lots at 3');
    expect(words([2, 3, 4])).not.toContain('lots');
  });
  it('M4 the rules text says how much Cargo each Damage token takes from a hold', () => {
    expect(rulesText().join('\n')).toContain(`A damaged ship holds ${NUMBERS.holdPerDamage} Cargo less per Damage token.`);
  });
  it("M2 segment 2 keeps the seed's Luxury reward of 2 Prestige", () => {
    expect(NUMBERS.segments[1].prestige).toBe(2);
  });
  it("M7 purses are counted in turn order from the first Anchor's holder", () => {
    const table = { ...NUMBERS, purses: { 2: [1, 2], 3: [1, 2, 3], 4: [1, 2, 3, 4] } };
    expect([0, 1, 2, 3].map((seat) => startingCoins(seat, 2, 4, table))).toEqual([3, 4, 1, 2]);
    expect(() => startingCoins(0, 0, 5)).toThrow();
  });
});
