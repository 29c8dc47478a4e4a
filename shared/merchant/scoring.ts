// M31: the winner: coins count for Prestige, then most Prestige wins, ties going to the most coins, then the most Luxuries, then
// (at the table sizes NUMBERS.anchorBreaksTies names) the merchant nearest the Anchor's holder, or else by lot.
import { shuffled } from '../random';
import type { MerchantResult, MerchantSeatState, MerchantState } from './types';
import { type MerchantCtx, ownMerchant } from './state';
import { anchorBreaksTiesAt, coinsPrestige } from './numbers';

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

/** M31 last tie-break: the merchants draw lots (a shuffle from the game's random stream); each seat's place in the draw, earliest best. No seat gains from a tie. */
function drawLots(s: MerchantState): number[] {
  const lot: number[] = [];
  shuffled(
    s,
    s.merchants.map((m) => m.seat),
  ).forEach((seat, place) => {
    lot[seat] = place;
  });
  return lot;
}

/** M31 last tie-break at the sizes NUMBERS.anchorBreaksTies names: each seat's place in turn order from the Anchor's holder at the end (0 is the
 * holder; with two turns a round at 2 merchants that is the first Anchor's holder, who makes up that way for the second seat's edge). */
function anchorOrder(s: MerchantState): number[] {
  const n = s.merchants.length;
  return s.merchants.map((m) => (m.seat - s.anchor + n) % n);
}

/** M31: standings best first; a tie in Prestige, coins and Luxuries goes to the tied merchant nearest the Anchor's holder or to the earlier lot, so only a lone best wins. */
function standingsOf(s: MerchantState): MerchantResult {
  const byAnchor = anchorBreaksTiesAt(s.merchants.length);
  const lot = byAnchor ? anchorOrder(s) : drawLots(s);
  const ordered = [...s.merchants].sort((a, b) => compareMerchants(a, b) || lot[a.seat] - lot[b.seat]);
  return { winners: [ordered[0].seat], standings: ordered.map((m) => m.seat) };
}

/** M31 Coins count: every `coinsPerPrestige` coins a merchant holds score 1 Prestige; the coins stay for the tie-break. */
function countCoins(ctx: MerchantCtx): void {
  for (let seat = 0; seat < ctx.s.merchants.length; seat++) {
    const m = ownMerchant(ctx, seat);
    const prestige = coinsPrestige(m.coins);
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
  s.result = standingsOf(s);
  ctx.events.push({ type: 'gameOver', result: s.result });
}
