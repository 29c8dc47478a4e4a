// The printed components that are not tuned: the board's shape (M2), the way home (M3), Luxuries (M5) and the Pirate deck (M6).
// The numbers that are tuned (segments, ships, purses, prices, End of Round) live in numbers.ts.
import type { Luxury } from './types';
import { NUMBERS } from './numbers';

/** M2: the far segment, where a surviving ship cannot continue. */
export const LAST_SEGMENT = 3;

/** M2: positions 1 to 4 in each segment. */
export const POSITIONS = 4;

/** M3: spaces home from where a ship turned, by segment 1 to 3. */
export const SPACES_HOME: readonly number[] = [2, 4, 6];

/** M5: the Luxury kinds, in their printed order. */
export const LUXURIES: readonly Luxury[] = ['Silk', 'Spice', 'Tea', 'Porcelain', 'Rum'];

/** M5: Demand tiles of each kind. */
export const TILES_PER_KIND = 3;

/** M6: the ten Pirate cards. */
export const PIRATE_CARDS: readonly number[] = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3];

/** M4: a ship's Strength in a voyage: printed Strength plus cannons minus Damage, never below 0. */
export function strengthOf(ship: { cannons: number; damage: number }, index: number): number {
  return Math.max(0, NUMBERS.ships[index].strength + ship.cannons - ship.damage);
}

/** M4 (ours, with M8 Load): the Cargo a ship may be loaded up to: its capacity less holdPerDamage per Damage token, never below 0. */
export function holdOf(ship: { damage: number }, index: number): number {
  return Math.max(0, NUMBERS.ships[index].capacity - NUMBERS.holdPerDamage * ship.damage);
}

/** M14 step 3, M2: the Prestige a Luxury delivered in `segment` earns, which is that segment's printed Prestige. */
export function deliveryPrestige(segment: number): number {
  return NUMBERS.segments[segment - 1].prestige;
}

/** An empty Luxury count, one entry per kind (M5). */
export function noLuxuries(): Record<Luxury, number> {
  return { Silk: 0, Spice: 0, Tea: 0, Porcelain: 0, Rum: 0 };
}
