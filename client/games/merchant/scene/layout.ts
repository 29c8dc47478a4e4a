// Where everything of Merchant Voyages stands in the world: the home shore with one dock per merchant on the west, the
// Trade board's three segments as an outward lane running east with a port beside each, and the way home (M3) as a
// second lane of white arrows back to the docks. One unit is about a ship's length; y is up, the camera looks from +z.
import type { ShipView } from '../../../../shared/merchant/types';
import { POSITIONS, SPACES_HOME } from '../../../../shared/merchant/board';

/** x where the home shore's sand meets the sea. */
export const SHORE_X = -9.2;
/** M2: a position on the board is this wide. */
export const SPACE = 1.0;
/** M2: the west edge of segments 1 to 3. */
export const SEGMENT_X0 = [-5.8, -1.3, 3.2];
/** The outward lane's centre line (ships facing right, M11). */
export const OUT_Z = -1.0;
/** The way home's centre line (ships facing left, M3). */
export const HOME_Z = 2.0;
/** The ports' quays (north of the lane). */
export const PORT_Z = -4.4;

/** M2: the centre of segment 1 to 3 along the lane. */
export function segmentCentreX(segment: number): number {
  return SEGMENT_X0[segment - 1] + (POSITIONS * SPACE) / 2;
}

/** M5: the quays where each port's Demand banners fly (south of its island). */
export const QUAY_Z = PORT_Z + 0.95;

/** M5: where Demand slot `i` of a segment's `n` stands on its quay. */
export function bannerX(segment: number, i: number, n: number): number {
  return segmentCentreX(segment) + (i - (n - 1) / 2) * 1.15 + 0.14;
}

/** M2: the x of a position (1 to 4) in a segment. */
export function positionX(segment: number, position: number): number {
  return SEGMENT_X0[segment - 1] + (position - 0.5) * SPACE;
}

/** M3: the x of the way home's space with `left` spaces still to sail (0 is the dock end); 2, 4 and 6 sit by segments 1, 2, 3. */
export function homeX(left: number): number {
  const near = segmentCentreX(1);
  const far = segmentCentreX(3);
  const step = (far - near) / (SPACES_HOME[2] - SPACES_HOME[0]);
  return near + (left - SPACES_HOME[0]) * step;
}

/** The z of merchant `seat`'s dock along the shore, seats spread evenly. */
export function dockZ(seat: number, seats: number): number {
  return (seat - (seats - 1) / 2) * 2.6;
}

/** A ship's berth at its dock: the Sloop north of the jetty, the Galleon south. */
export function berth(seat: number, seats: number, ship: number): [number, number, number] {
  return [SHORE_X + 1.7, 0, dockZ(seat, seats) + (ship === 0 ? -0.55 : 0.55)];
}

/** Where a ship belongs as the view has it: at its berth, on its board position, or on the way home. */
export function placeOf(ship: ShipView, seat: number, seats: number, index: number): [number, number, number] {
  if (ship.at === 'board' && ship.segment && ship.position) return [positionX(ship.segment, ship.position), 0, OUT_Z + (index === 0 ? -0.3 : 0.3)];
  if (ship.at === 'home' && ship.spacesHome !== undefined) return homePlace(ship.spacesHome, seat, seats, index);
  return berth(seat, seats, index);
}

/** M3: a ship on the way home with `left` spaces to sail; each ship has its own row so none overlaps. */
export function homePlace(left: number, seat: number, seats: number, index: number): [number, number, number] {
  const row = seat * 2 + index - (seats * 2 - 1) / 2;
  return [homeX(left), 0, HOME_Z + row * 0.34];
}

/** Badge heights over a ship: neighbours alternate between the two, so no badge covers the next ship's. */
const BADGE_Y = [1.75, 2.55];

/**
 * Where a ship's badge floats, relative to the ship: on the lane, ships on odd and even positions alternate heights (the last position low, under the pirate's flag) and a
 * merchant's two ships sharing a position lean apart; on the way home, badges hang low in front of the hull, under the
 * running Pirate sum floating before the lane.
 */
export function badgeOffset(ship: ShipView, index: number): [number, number, number] {
  if (ship.at === 'board') return [index === 0 ? -0.24 : 0.24, BADGE_Y[(ship.position ?? 1) % 2], 0];
  if (ship.at === 'home') return [index === 0 ? -0.24 : 0.24, 1.15, 0.45];
  return [0, BADGE_Y[0], 0];
}

/** Where the Voyage's running Pirate sum floats over segment `segment` (M12): low on the water in front of the lane, clear of every ship's badge and the ports' banners. */
export function pirateSumAt(segment: number): [number, number, number] {
  return [segmentCentreX(segment), 0.22, OUT_Z + 1.5];
}

/** The Pirate deck's rock, south-east of the far segment, where the way home begins. */
export const PIRATE_ROCK: [number, number, number] = [8.9, 0, 2.3];
/** Where the Pirate card revealed in a segment rises as a pirate ship: at the segment's east end, north of the lane. */
export function pirateShipAt(segment: number): [number, number, number] {
  return [SEGMENT_X0[segment - 1] + POSITIONS * SPACE - 0.5, 0, OUT_Z - 1.45];
}

/** The Hourglass, on the home shore's south end, nearest the camera. */
export const HOURGLASS_AT: [number, number, number] = [SHORE_X - 1.1, 0.25, 6.2];
