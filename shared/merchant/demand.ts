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
  const matching: Luxury[] = [];
  for (const tile of demand) if (tile !== null && held[tile] > 0 && !matching.includes(tile)) matching.push(tile);
  return matching;
}

/** M14, M16: the first Luxury in slot order the merchant could deliver in `segment`, or null: deliverable's first, with no list made (the Voyage asks this of every trade). */
export function firstDeliverable(s: MerchantState, seat: number, segment: number): Luxury | null {
  const held = s.merchants[seat].luxuries;
  for (const tile of s.segments[segment - 1].demand) if (tile !== null && held[tile] > 0) return tile;
  return null;
}

/** M14 step 3: discards the matched tile (the first slot showing that kind). */
export function discardTile(ctx: MerchantCtx, segment: number, luxury: Luxury): void {
  const demand = ownSegments(ctx)[segment - 1].demand;
  demand[demand.indexOf(luxury)] = null;
  ownDemand(ctx).discarded.push(luxury);
}
