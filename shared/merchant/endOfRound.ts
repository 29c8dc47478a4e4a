// M30: End of Round: harbour dues, a Dock Hut's Prestige, then the next round or, after the last round (M7), the end (M31).
import { NUMBERS } from './numbers';
import { type MerchantCtx, ownMerchant } from './state';
import { finishGame } from './scoring';
import { startTurn } from './turns';

/** M30, M31: every merchant gains the harbour dues and each Dock Hut its Prestige; then turn A of the next round, or the end after the last round. */
export function endRound(ctx: MerchantCtx): void {
  const { s } = ctx;
  for (let seat = 0; seat < s.merchants.length; seat++) {
    const m = ownMerchant(ctx, seat);
    m.coins += NUMBERS.harbourDues;
    if (m.hut) m.prestige += NUMBERS.hutPrestige;
  }
  ctx.events.push({ type: 'roundEnded', round: s.round });
  if (s.round >= NUMBERS.rounds) {
    finishGame(ctx);
    return;
  }
  s.round += 1;
  s.turn = 'A';
  startTurn(ctx);
}
