// Fair play: drawInt is unbiased. Small ranges pass a chi-square test, and the rejection step is what keeps them so: the same
// test fails on words taken modulo the range, which is measurable once the words are narrow.
import { describe, expect, it } from 'vitest';
import { belowByRejection, drawInt, seedStream, type RngHolder } from '../../shared/random';

/** Draws per test: enough that a bias of a few percent stands far above chance. */
const DRAWS = 60_000;
/** Chi-square's critical values at p = 0.001, by degrees of freedom (ranges 2, 3, 6, 7): a fair draw fails 1 time in 1,000. */
const CRITICAL: Record<number, number> = { 1: 10.828, 2: 13.816, 5: 20.515, 6: 22.458 };

/** Pearson's chi-square statistic of counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const expected = counts.reduce((a, b) => a + b, 0) / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Counts of DRAWS values in [0, range) made by `draw`. */
function tally(range: number, draw: () => number): number[] {
  const counts = new Array<number>(range).fill(0);
  for (let i = 0; i < DRAWS; i++) counts[draw()]++;
  return counts;
}

/** Three-bit words from the voyage stream: narrow enough that a modulo bias is large (8 % 3 = 2, 8 % 6 = 2, 8 % 7 = 1). */
function threeBitWords(seed: string): () => number {
  const holder: RngHolder = { rng: seedStream(seed) };
  return () => drawInt(holder, 0, 2 ** 32 - 1) & 7;
}

describe('drawInt over small ranges (fair play)', () => {
  for (const range of [2, 3, 6, 7]) {
    it(`draws 1 to ${range} uniformly (chi-square, p = 0.001)`, () => {
      const holder: RngHolder = { rng: seedStream(`chi-square-${range}`) };
      const counts = tally(range, () => drawInt(holder, 1, range) - 1);
      expect(chiSquare(counts)).toBeLessThan(CRITICAL[range - 1]);
    });
  }

  for (const range of [3, 6, 7]) {
    it(`rejection keeps ${range} values uniform on 3-bit words, where taking them modulo ${range} fails the same test`, () => {
      const byRejection = threeBitWords(`rejection-${range}`);
      expect(chiSquare(tally(range, () => belowByRejection(range, byRejection, 8)))).toBeLessThan(CRITICAL[range - 1]);
      const byModulo = threeBitWords(`modulo-${range}`);
      expect(chiSquare(tally(range, () => byModulo() % range))).toBeGreaterThan(CRITICAL[range - 1]);
    });
  }

  it('throws away a word past the last whole multiple of the range and draws again', () => {
    const words = [2 ** 32 - 1, 5];
    expect(belowByRejection(3, () => words.shift()!, 2 ** 32)).toBe(2);
    expect(words).toEqual([]);
  });

  it('refuses a range it cannot draw from', () => {
    const holder: RngHolder = { rng: seedStream('bad-range') };
    expect(() => drawInt(holder, 3, 2)).toThrow(RangeError);
    expect(() => drawInt(holder, 0, 2 ** 32)).toThrow(RangeError);
    expect(() => drawInt(holder, 0.5, 2)).toThrow(RangeError);
  });
});
