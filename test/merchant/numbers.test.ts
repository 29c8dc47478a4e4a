// M2, M4, M7, M8, M30, M31: the rules page's words are written from the numbers table, so they always show the numbers in play.
import { describe, expect, it } from 'vitest';
import { NUMBERS, NUMBER_NOTES, describeNumbers, lastTieWords, rulesText, startingCoins } from '../../shared/merchant/numbers';

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
    expect(words([2, 3, 4])).toBe("a tie in all three goes to the tied merchant nearest the Anchor's holder at the end (the holder first, then going left)");
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
    expect(() => startingCoins(0, 0, 5)).toThrow('M7 has no purse for a table of 5.');
  });
  it("M7 a purse is counted left of the Anchor's holder, not right (an Anchor that is not opposite)", () => {
    const table = { ...NUMBERS, purses: { 2: [1, 2], 3: [1, 2, 3], 4: [1, 2, 3, 4] } };
    expect([0, 1, 2, 3].map((seat) => startingCoins(seat, 1, 4, table))).toEqual([4, 1, 2, 3]);
    expect([0, 1, 2].map((seat) => startingCoins(seat, 2, 3, table))).toEqual([2, 3, 1]);
  });
  it('M2 M4 M7 M8 the rules text words a changed table: free, 1 coin, 2 coins; one or two Demand slots; each ship by name; purses by seat', () => {
    const table = {
      ...NUMBERS,
      segments: [
        { coins: 1, prestige: 1, slots: 1 },
        { coins: 2, prestige: 2, slots: 2 },
      ],
      ships: [
        { kind: 'sloop' as const, strength: 1, capacity: 2, speed: 3 },
        { kind: 'galleon' as const, strength: 2, capacity: 4, speed: 2 },
      ],
      purses: { 2: [3, 4], 3: [3, 4, 5], 4: [3, 4, 5, 6] },
      prices: { load: 0, arm: 1, buyLuxury: 2, buildHut: 9, repair: 1 },
    };
    const [m2, m4, m7, m8] = rulesText(table);
    expect(m2).toBe('M2 The Trade board: segment 1 pays 1 coins per Cargo and 1 Prestige (1 Demand slot); segment 2 pays 2 coins per Cargo and 2 Prestige (2 Demand slots).');
    expect(m4).toContain('M4 Ships: Sloop: Strength 1, Cargo 2, Speed 3; Galleon: Strength 2, Cargo 4, Speed 2.');
    expect(m7).toBe(
      `M7 Merchants start with 3, 4 coins at 2; 3, 4, 5 coins at 3; 3, 4, 5, 6 coins at 4 (in turn order from the first Anchor), 0 Prestige and one random Luxury. A game is ${NUMBERS.rounds} rounds of two turns.`,
    );
    expect(m8).toContain('Load: free. Arm: 1 coin (at most');
    expect(m8).toContain('Buy Luxury: 2 coins.');
    expect(rulesText({ ...table, harbourDues: 2, hutPrestige: 1 })[4]).toBe('M30 End of Round: every merchant gains 2 coins; a Dock Hut earns its owner 1 Prestige.');
    expect(rulesText({ ...table, purses: { 2: [3, 3], 3: [3, 3, 3], 4: [3, 3, 3, 3] } })[2]).toMatch(/^M7 Every merchant starts with 3 coins, /);
  });
  it('M2 M4 M7 M8 M30 M31 the simulator prints every number with its rule and its note, one line each', () => {
    const lines = describeNumbers();
    const keys = Object.keys(NUMBERS);
    expect(lines).toHaveLength(keys.length);
    expect(Object.keys(NUMBER_NOTES).sort()).toEqual([...keys].sort());
    for (const [i, key] of (Object.keys(NUMBER_NOTES) as (keyof typeof NUMBERS)[]).entries()) {
      expect(NUMBER_NOTES[key].rule).toMatch(/^M(2|4|7|8|30|31)$/);
      expect(NUMBER_NOTES[key].says.length).toBeGreaterThan(20);
      expect(lines[i]).toBe(`${NUMBER_NOTES[key].rule} ${key}: ${JSON.stringify(NUMBERS[key])}: ${NUMBER_NOTES[key].says}`);
    }
  });
});
