// M31: the winner: coins count for Prestige, then most Prestige wins, ties going to the most coins, then the most Luxuries; a tie in all three is shared.
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

/** M31: standings best first (a full tie keeps seat order) and every merchant tied with the best in all three. */
function standingsOf(merchants: readonly MerchantSeatState[]): MerchantResult {
  const ordered = [...merchants].sort((a, b) => compareMerchants(a, b) || a.seat - b.seat);
  const winners = ordered.filter((m) => compareMerchants(m, ordered[0]) === 0).map((m) => m.seat);
  return { winners, standings: ordered.map((m) => m.seat) };
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
  s.result = standingsOf(s.merchants);
  ctx.events.push({ type: 'gameOver', result: s.result });
}
