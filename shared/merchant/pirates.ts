// M6 and M21: the Pirate deck: drawing (reshuffling the discards when it runs out) and discarding after the Voyage.
import { shuffled } from '../random';
import { type MerchantCtx, ownPirates, ownSegments } from './state';

/** M6, M11: reveals the top card into `segment`, first shuffling the discards into a new deck when the deck is empty. */
export function revealPirate(ctx: MerchantCtx, segment: number): void {
  const { s } = ctx;
  const pirates = ownPirates(ctx);
  if (pirates.deck.length === 0) {
    pirates.deck = shuffled(s, pirates.discards);
    pirates.discards = [];
    ctx.events.push({ type: 'deckReshuffled', deckCount: pirates.deck.length });
  }
  const card = pirates.deck.shift()!;
  pirates.revealed.push(card);
  ownSegments(ctx)[segment - 1].pirate = card;
  ctx.events.push({ type: 'pirateRevealed', segment, card, sum: pirateSum(ctx) });
}

/** M12: the sum of every Pirate card revealed this Voyage, earlier segments included. */
export function pirateSum(ctx: MerchantCtx): number {
  return ctx.s.pirates.revealed.reduce((a, b) => a + b, 0);
}

/** M21: the revealed cards go to the discard pile, face up, and the segments are clear again (a turn without a Voyage changes nothing). */
export function discardPirates(ctx: MerchantCtx): void {
  const { s } = ctx;
  if (s.pirates.revealed.length > 0) {
    ctx.events.push({ type: 'piratesDiscarded', cards: [...s.pirates.revealed] });
    const pirates = ownPirates(ctx);
    pirates.discards.push(...pirates.revealed);
    pirates.revealed = [];
  }
  if (s.segments.some((seg) => seg.pirate !== null)) for (const seg of ownSegments(ctx)) seg.pirate = null;
}
