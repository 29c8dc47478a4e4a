// M14 and M15: trading: Coins for Cargo, the segment's Prestige, and a Luxury delivered for the Prestige reward again.
import type { Luxury } from './types';
import { NUMBERS } from './numbers';
import { type MerchantCtx, ownLuxuries, ownMerchant, ownShip } from './state';
import { discardTile } from './demand';
import { deliveryPrestige } from './board';

/** M14 steps 1 and 2, M9: Cargo times the Coin icons, plus the printed Prestige; the Cargo is unloaded. */
export function trade(ctx: MerchantCtx, seat: number, index: number): void {
  const ship = ownShip(ctx, seat, index);
  const m = ownMerchant(ctx, seat);
  const printed = NUMBERS.segments[ship.segment! - 1];
  const coins = ship.cargo * printed.coins;
  m.coins += coins;
  m.prestige += printed.prestige;
  ship.cargo = 0;
  ctx.events.push({ type: 'traded', seat, ship: index, segment: ship.segment!, coins, prestige: printed.prestige });
}

/** M14 step 3, M15: a matching Luxury returns to the supply for the segment's Prestige reward; it never adds Coins. null declines. */
export function deliver(ctx: MerchantCtx, seat: number, index: number, luxury: Luxury | null): void {
  const segment = ctx.s.merchants[seat].ships[index].segment!;
  const reward = luxury === null ? 0 : deliveryPrestige(segment);
  if (luxury !== null) {
    ownLuxuries(ctx, seat)[luxury] -= 1;
    ownMerchant(ctx, seat).prestige += reward;
    discardTile(ctx, segment, luxury);
  }
  ctx.events.push({ type: 'delivered', seat, ship: index, segment, luxury, prestige: reward });
}
