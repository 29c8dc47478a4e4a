// M6, M11 to M14 for bots: the unseen Pirate cards (all public) and the expected worth of a ship's voyage, trade or continue.
import type { MerchantPlayerView } from '../types';
import type { MerchantLevelParams } from './level';
import { LAST_SEGMENT, PIRATE_CARDS } from '../board';
import { NUMBERS } from '../numbers';

/** M6, M41: the cards still in the draw deck: all ten minus the revealed and the discards; an empty deck reshuffles the discards. */
export function unseenCards(view: MerchantPlayerView): number[] {
  const left = [...PIRATE_CARDS];
  for (const c of [...view.pirates.revealed, ...view.pirates.discards]) left.splice(left.indexOf(c), 1);
  return left.length > 0 ? left : [...view.pirates.discards];
}

/** M6 as a casual player reckons it: the cards on the table this Voyage are out, but the discard pile is forgotten (no card counting). */
export function guessedCards(view: MerchantPlayerView): number[] {
  const left = [...PIRATE_CARDS];
  for (const c of view.pirates.revealed) left.splice(left.indexOf(c), 1);
  return left;
}

/** The cards a bot of this level believes may come next: counted from the public discards, or guessed (M6). */
export function cardsBelieved(view: MerchantPlayerView, params: MerchantLevelParams): number[] {
  return params.countsCards ? unseenCards(view) : guessedCards(view);
}

/** What a voyage's outcomes are worth to a bot, in Prestige, for one ship. */
export type TripTerms = {
  strength: number;
  lookahead: number; // segments beyond the next a continue is valued for
  tradeAt: (segment: number) => number; // M14: trading at that segment
  failure: (segment: number) => number; // M12: turned back there, with one more Damage
  reshuffle: readonly number[]; // M6: the discard pile a new deck is shuffled from when the unseen cards run out
};

/** How many of each card strength a pool holds (index = strength), so the expectimax below backtracks without copying. */
function countsOf(pool: readonly number[]): number[] {
  const counts: number[] = [];
  for (const c of pool) counts[c] = (counts[c] ?? 0) + 1;
  for (let c = 0; c < counts.length; c++) counts[c] ??= 0;
  return counts;
}

/** M12, M13: the best expected worth of a ship that survived `segment` at Pirate sum `sum`: trade there, or continue if that is worth more. */
function worthSurvived(terms: TripTerms, segment: number, sum: number, counts: number[], left: number, depth: number): number {
  const trade = terms.tradeAt(segment);
  if (segment >= LAST_SEGMENT || depth <= 0) return trade;
  return Math.max(trade, enter(terms, segment + 1, sum, counts, left, depth - 1));
}

/** M6, M11, M12: a ship entering `segment`: its card comes from `counts` (`left` cards), or from the reshuffled discards once that is empty. */
function enter(terms: TripTerms, segment: number, sum: number, counts: number[], left: number, depth: number): number {
  if (left === 0) {
    const fresh = countsOf(terms.reshuffle);
    return enter(terms, segment, sum, fresh, terms.reshuffle.length, depth);
  }
  let total = 0;
  for (let card = 0; card < counts.length; card++) {
    const count = counts[card];
    if (count === 0) continue;
    if (sum + card > terms.strength) {
      total += count * terms.failure(segment);
      continue;
    }
    counts[card]--;
    total += count * worthSurvived(terms, segment, sum + card, counts, left - 1, depth);
    counts[card]++;
  }
  return total / left;
}

/** M6, M11, M12: the expected worth of a ship entering `segment`, whose card is drawn from `pool` (or, once that is empty, from the reshuffled discards) and added to `sum`. */
export function worthEntering(terms: TripTerms, segment: number, sum: number, pool: readonly number[], depth = terms.lookahead + 1): number {
  return enter(terms, segment, sum, countsOf(pool), pool.length, depth);
}

/** M7: turns still to play, this one included. */
export function turnsLeft(view: MerchantPlayerView): number {
  return (NUMBERS.rounds - view.round) * 2 + (view.turn === 'A' ? 2 : 1);
}

/** What a coin is worth in Prestige now: early on it buys Prestige, and at the end coins count (M31), so never less than that. */
export function coinWorth(view: MerchantPlayerView): number {
  const left = turnsLeft(view);
  return Math.max(1 / NUMBERS.coinsPerPrestige, left >= 6 ? 0.4 : left >= 3 ? 0.3 : 0.15);
}

/** M14: the Prestige reward of a Luxury the merchant could deliver at `segment` now, or 0. */
export function deliveryBonus(view: MerchantPlayerView, seat: number, segment: number, luxuries = view.merchants[seat].luxuries): number {
  const seg = view.board.segments[segment - 1];
  return seg.demand.some((t) => t !== null && luxuries[t] > 0) ? NUMBERS.segments[segment - 1].prestige : 0;
}

/** M12 to M14: a ship's trip terms from the view, for a ship carrying `cargo` at `strength`. */
export function tripTerms(view: MerchantPlayerView, seat: number, cargo: number, strength: number, params: MerchantLevelParams, luxuries = view.merchants[seat].luxuries): TripTerms {
  const w = coinWorth(view);
  const damage = view.merchants[seat].hut ? 0.2 : 0.6;
  return {
    strength,
    lookahead: params.lookahead,
    tradeAt: (segment) => cargo * NUMBERS.segments[segment - 1].coins * w + NUMBERS.segments[segment - 1].prestige + deliveryBonus(view, seat, segment, luxuries),
    failure: () => -damage,
    reshuffle: view.pirates.discards,
  };
}
