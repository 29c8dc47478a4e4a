// The printed components: the Trade board (M2), the way home (M3), the ship cards (M4), Luxuries (M5) and the Pirate deck (M6).
import type { Luxury, ShipKind } from './types';

/** M2: what each segment prints, left to right; the Luxury reward equals the printed Prestige. */
export const SEGMENTS: readonly { coins: number; prestige: number; slots: number }[] = [
  { coins: 1, prestige: 1, slots: 1 },
  { coins: 2, prestige: 2, slots: 2 },
  { coins: 3, prestige: 3, slots: 2 },
];

/** M2: the far segment, where a surviving ship cannot continue. */
export const LAST_SEGMENT = 3;

/** M2: positions 1 to 4 in each segment. */
export const POSITIONS = 4;

/** M3: spaces home from where a ship turned, by segment 1 to 3. */
export const SPACES_HOME: readonly number[] = [2, 4, 6];

/** M4: the printed numbers of the two ship cards, by ship index. */
export const SHIP_CARDS: readonly { kind: ShipKind; strength: number; capacity: number; speed: number }[] = [
  { kind: 'sloop', strength: 1, capacity: 2, speed: 3 },
  { kind: 'galleon', strength: 2, capacity: 4, speed: 2 },
];

/** M5: the Luxury kinds, in their printed order. */
export const LUXURIES: readonly Luxury[] = ['Silk', 'Spice', 'Tea', 'Porcelain', 'Rum'];

/** M5: Demand tiles of each kind. */
export const TILES_PER_KIND = 3;

/** M6: the ten Pirate cards. */
export const PIRATE_CARDS: readonly number[] = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3];

/** M7: a game is 5 rounds. */
export const ROUNDS = 5;

/** M7: every merchant's starting coins. */
export const STARTING_COINS = 4;

/** M8: actions each merchant takes per turn. */
export const ACTIONS_PER_TURN = 2;

/** M8: the prices of the paid actions. */
export const PRICES = { load: 1, arm: 2, buyLuxury: 3, buildHut: 6, repair: 2 } as const;

/** M8: at most 2 cannons a ship. */
export const MAX_CANNONS = 2;

/** M30: harbour dues each End of Round. */
export const HARBOUR_DUES = 2;

/** M30: a Dock Hut's Prestige each End of Round. */
export const HUT_PRESTIGE = 1;

/** M1: the fewest merchants a game seats. */
export const MIN_MERCHANTS = 2;

/** M1: the most merchants a game seats. */
export const MAX_MERCHANTS = 4;

/** M4: a ship's Strength in a voyage: printed Strength plus cannons minus Damage, never below 0. */
export function strengthOf(ship: { cannons: number; damage: number }, index: number): number {
  return Math.max(0, SHIP_CARDS[index].strength + ship.cannons - ship.damage);
}

/** An empty Luxury count, one entry per kind (M5). */
export function noLuxuries(): Record<Luxury, number> {
  return { Silk: 0, Spice: 0, Tea: 0, Porcelain: 0, Rum: 0 };
}
