// M8 Launch and M13: where a ship arriving in a segment stands: its owner's position there, else the lowest free one.
import type { MerchantState } from './types';
import { POSITIONS } from './board';
import { type MerchantCtx, ownShip } from './state';

/** M8, M13: the owner's right-facing ship's position in `segment`, or the lowest position no other merchant holds. */
function positionFor(s: MerchantState, seat: number, segment: number): number {
  let taken = 0; // a bit per position held
  for (const m of s.merchants) {
    for (const ship of m.ships) {
      if (ship.at !== 'board' || ship.segment !== segment) continue;
      if (m.seat === seat) return ship.position!;
      taken |= 1 << ship.position!;
    }
  }
  for (let p = 1; p <= POSITIONS; p++) if ((taken & (1 << p)) === 0) return p;
  throw new Error(`segment ${segment} has no free position`); // cannot happen: 4 positions, at most 4 merchants
}

/** M8, M11, M13: puts a ship, facing right, on its position in `segment`, remembering when it arrived. */
export function placeOnBoard(ctx: MerchantCtx, seat: number, ship: number, segment: number): number {
  const { s } = ctx;
  const position = positionFor(s, seat, segment);
  s.arrivals += 1;
  const placed = ownShip(ctx, seat, ship);
  placed.at = 'board';
  placed.segment = segment;
  placed.position = position;
  placed.facing = 'right';
  placed.spacesHome = null;
  placed.arrival = s.arrivals;
  return position;
}
