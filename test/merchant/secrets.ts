// M41 test helper: the same game with everything a client must not learn changed: the deck order, the unused Demand order, the stream.
import type { MerchantState } from '../../shared/merchant/index';
import { scrambledStream } from '../streamSecrets';

/** Rotates a list by one (a different order whenever it holds two different items). */
function rotated<T>(items: readonly T[]): T[] {
  return items.length > 1 ? [...items.slice(1), items[0]] : [...items];
}

/** The state with the Pirate deck and unused Demand tiles in another order, and another seed and stream. */
export function scrambleMerchantSecrets(s: MerchantState): MerchantState {
  return {
    ...s,
    seed: `${s.seed}-scrambled`,
    rng: scrambledStream(s.rng),
    pirates: { ...s.pirates, deck: rotated([...s.pirates.deck].reverse()) },
    demand: { ...s.demand, unused: rotated([...s.demand.unused].reverse()) },
  };
}
