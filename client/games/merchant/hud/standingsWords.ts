// M31 in words: why each merchant stands where they do, by the engine's own tie-breaks (Prestige, then coins, then
// Luxuries, then the Anchor or a drawing of lots, by table size), for the end screen.
import type { MerchantPlayerView, MerchantView } from '../../../../shared/merchant/types';
import { NUMBERS, anchorBreaksTiesAt, coinsPrestige, lastTieWords } from '../../../../shared/merchant/numbers';

/** A merchant's Luxuries, all kinds together (M31's third figure). */
export function luxuryCount(m: MerchantView): number {
  return Object.values(m.luxuries).reduce((a, b) => a + b, 0);
}

/**
 * M31 Coins count, told apart at the end (issue 32: ★ 6 became ★ 28 with no word why): of a finished game's Prestige, what
 * was earned in play and what the coins still held scored, by the engine's own count (the coins stay in the view).
 */
export function prestigeParts(m: MerchantView): { inPlay: number; fromCoins: number } {
  const fromCoins = coinsPrestige(m.coins);
  return { inPlay: m.prestige - fromCoins, fromCoins };
}

/** One line of the standings: place (1 is best, shared places repeat), seat, and why they stand above the next. */
export type StandingLine = { place: number; seat: number; why: string | null };

/** M31: the standings of a finished game, best first, each with the tie-break that put it above the one below. */
export function standingsWords(view: MerchantPlayerView): StandingLine[] {
  const order = view.result?.standings ?? [];
  const m = (seat: number) => view.merchants[seat];
  return order.map((seat, i) => {
    const below = order[i + 1];
    return { place: i + 1, seat, why: below === undefined ? null : whyAbove(m(seat), m(below), view) };
  });
}

/** M31: why `a` ranks above `b`, in words. */
function whyAbove(a: MerchantView, b: MerchantView, view: MerchantPlayerView): string {
  if (a.prestige !== b.prestige) return `more Prestige than ${b.name} (${a.prestige} to ${b.prestige})`;
  if (a.coins !== b.coins) return `tied with ${b.name} on ${a.prestige} Prestige; more coins (${a.coins} to ${b.coins})`;
  const la = luxuryCount(a);
  const lb = luxuryCount(b);
  if (la !== lb) return `tied with ${b.name} on Prestige and coins; more Luxuries (${la} to ${lb})`;
  if (anchorBreaksTiesAt(view.merchants.length)) {
    return `tied with ${b.name} on Prestige, coins and Luxuries; ${a.seat === view.anchor ? 'holds the Anchor at the end' : "nearer the Anchor's holder at the end"}`;
  }
  return `tied with ${b.name} on Prestige, coins and Luxuries; the lots drawn put them ahead`;
}

/** M31: the rule in one paragraph, from the numbers table. */
export function tieBreakRule(): string {
  return `At the end every ${NUMBERS.coinsPerPrestige} coins a merchant holds score 1 Prestige. Most Prestige wins; a tie goes to the most coins, then to the most Luxuries, and ${lastTieWords()}.`;
}
