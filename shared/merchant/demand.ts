// M5, M14 and M22: the Demand tiles: filling slots from the unused tiles, matching a Luxury, discarding a matched tile.
import type { Luxury, MerchantState } from './types';
import { type MerchantCtx, ownDemand, ownSegments } from './state';

/** M22: fills every empty slot, left to right, with the next unused tile (their order is a secret shuffle, M41); a slot stays empty when none are left. */
export function refillDemand(ctx: MerchantCtx): void {
  for (let i = 0; i < ctx.s.segments.length; i++) {
    for (let slot = 0; slot < ctx.s.segments[i].demand.length; slot++) {
      if (ctx.s.segments[i].demand[slot] !== null || ctx.s.demand.unused.length === 0) continue;
      const luxury = ownDemand(ctx).unused.shift()!;
      ownSegments(ctx)[i].demand[slot] = luxury;
      ctx.events.push({ type: 'demandRefilled', segment: i + 1, slot, luxury });
    }
  }
}

/** M14: the Luxuries a merchant holds that match an available Demand tile in `segment`, each kind once, in slot order. */
export function deliverable(s: MerchantState, seat: number, segment: number): Luxury[] {
  return matchingLuxuries(s.merchants[seat].luxuries, s.segments[segment - 1].demand);
}

/** M14: whether the merchant holds `luxury` and an available Demand tile in `segment` asks for it (deliverable's test for one kind, with no list made). */
export function canDeliver(s: MerchantState, seat: number, segment: number, luxury: Luxury): boolean {
  return s.merchants[seat].luxuries[luxury] > 0 && s.segments[segment - 1].demand.includes(luxury);
}

/** M14: of the Luxuries `held`, those a segment's Demand tiles ask for, each kind once, in slot order (the state's or a view's). */
export function matchingLuxuries(held: Readonly<Record<Luxury, number>>, demand: readonly (Luxury | null)[]): Luxury[] {
  return [...new Set(demand.filter((t): t is Luxury => t !== null && held[t] > 0))];
}

/** M14 step 3: discards the matched tile (the first slot showing that kind). */
export function discardTile(ctx: MerchantCtx, segment: number, luxury: Luxury): void {
  const demand = ownSegments(ctx)[segment - 1].demand;
  demand[demand.indexOf(luxury)] = null;
  ownDemand(ctx).discarded.push(luxury);
}
