// M31: the winner: coins count for Prestige, then most Prestige wins, ties going to the most coins, then the most Luxuries, then the merchant latest in turn order from the Anchor's holder.
import type { MerchantResult, MerchantSeatState } from './types';
import type { MerchantCtx } from './state';
import { NUMBERS } from './numbers';

/** M31: the three figures that rank a merchant, most important first. */
function rankOf(m: MerchantSeatState): number[] {
  return [m.prestige, m.coins, Object.values(m.luxuries).reduce((a, b) => a + b, 0)];
}

/** M31: how two merchants compare (negative when `a` ranks higher). */
function compareMerchants(a: MerchantSeatState, b: MerchantSeatState): number {
  const ra = rankOf(a);
  const rb = rankOf(b);
  for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return rb[i] - ra[i];
  return 0;
}

/** M31 last tie-break: a merchant's place in turn order counted from the Anchor's holder at the end (0 is the holder, who is the first Anchor's holder again); the latest place wins, making up for acting last. */
export function anchorOrder(seat: number, anchor: number, count: number): number {
  return (seat - anchor + count) % count;
}

/** M31: standings best first; a tie in Prestige, coins and Luxuries goes to the merchant latest in turn order from the Anchor's holder, so only a lone best wins. */
function standingsOf(merchants: readonly MerchantSeatState[], anchor: number): MerchantResult {
  const order = (m: MerchantSeatState) => anchorOrder(m.seat, anchor, merchants.length);
  const ordered = [...merchants].sort((a, b) => compareMerchants(a, b) || order(b) - order(a));
  return { winners: [ordered[0].seat], standings: ordered.map((m) => m.seat) };
}

/** M31 Coins count: every `coinsPerPrestige` coins a merchant holds score 1 Prestige; the coins stay for the tie-break. */
function countCoins(ctx: MerchantCtx): void {
  for (const m of ctx.s.merchants) {
    const prestige = Math.floor(m.coins / NUMBERS.coinsPerPrestige);
    m.prestige += prestige;
    ctx.events.push({ type: 'coinsCounted', seat: m.seat, coins: m.coins, prestige });
  }
}

/** M31: the game ends: coins are counted, the standings made; nobody is waited on any more. */
export function finishGame(ctx: MerchantCtx): void {
  const { s } = ctx;
  countCoins(ctx);
  s.phase = 'over';
  s.actor = null;
  s.actionsLeft = 0;
  s.deadline = null;
  s.result = standingsOf(s.merchants, s.anchor);
  ctx.events.push({ type: 'gameOver', result: s.result });
}
