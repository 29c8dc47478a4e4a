// A bot's own seeded randomness: the caller's per-decision seed drives every chance a bot takes (docs/rules/CONTRACT.md "Bots").
import { drawInt, seedStream, type RngHolder } from '../random';

/** The draws a bot makes while deciding. */
export type Dice = {
  chance: (p: number) => boolean; // true with probability p
  uniform: () => number; // a number in [0, 1)
  below: (n: number) => number; // a whole number in [0, n)
};

/** A fresh stream from the decision's seed: the same seed gives the same decision. It is set up at the first draw, as many decisions draw nothing. */
export function diceFor(seed: string): Dice {
  let holder: RngHolder | null = null;
  const draw = (min: number, max: number) => drawInt((holder ??= { rng: seedStream(seed) }), min, max);
  const uniform = () => draw(0, 999_999) / 1_000_000;
  return {
    chance: (p) => p > 0 && uniform() < p,
    uniform,
    below: (n) => draw(0, n - 1),
  };
}
