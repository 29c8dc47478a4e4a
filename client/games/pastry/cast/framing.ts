// Where the cast camera stands and looks for each director shot, in world units (pure numbers, unit-tested).
import type { Square } from '../../../../shared/pastry/index';
import type { Shot } from './director';

/** A world point [x, y, z]. */
export type Point = [number, number, number];

/** A camera placement: the point looked at and where the camera stands. */
export type Framing = { target: Point; position: Point };

/** Where a ship is drawn now (x, z), or null when it is not in the scene yet. */
export type ShipAt = (seat: number) => [number, number] | null;

const square = ([x, y]: Square): [number, number] => [x - 7.5, y - 7.5];

/** The camera stands south of its target and a little to the east, looking down at this pitch: a broadcast three-quarter view. */
function from(target: Point, distance: number, pitch = 0.85, side = 0.22): Framing {
  const up = Math.sin(pitch) * distance;
  const back = Math.cos(pitch) * distance;
  return { target, position: [target[0] + back * side, target[1] + up, target[2] + back] };
}

/** The middle of some points (x, z) and how far apart the farthest two are along either axis. */
function spread(points: [number, number][]): { x: number; z: number; extent: number } {
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[1]);
  const [x0, x1, z0, z1] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)];
  return { x: (x0 + x1) / 2, z: (z0 + z1) / 2, extent: Math.max(x1 - x0, z1 - z0) };
}

/** The framing of a shot; a ship not drawn yet falls back to the whole board. */
export function framingFor(shot: Shot, shipAt: ShipAt): Framing {
  const wide = from([0, 0, 0.6], 21, 0.9, 0);
  switch (shot.kind) {
    case 'wide':
      return wide;
    case 'storm':
      return from([0, 0, 0.4], 25, 1.0, 0);
    case 'bakeOff':
      return { target: [0, 0.45, 0.72], position: [0.35, 2.7, 4.1] };
    case 'sailing': {
      const ship = shipAt(shot.seat);
      if (!ship) return wide;
      const { x, z, extent } = spread([ship, ...shot.route.map(square)]);
      return from([x, 0, z], Math.min(17, 9 + extent * 1.1));
    }
    case 'battle':
    case 'coins': {
      const seats = shot.kind === 'battle' ? [shot.attacker, shot.defender] : shot.seats;
      const ships = seats.map(shipAt).filter((p): p is [number, number] => p !== null);
      if (!ships.length) return wide;
      const { x, z, extent } = spread(ships);
      // coins sit on trays just behind (north of) each ship, a little above the deck
      return shot.kind === 'coins' ? from([x, 0.8, z - 0.7], 6.5 + extent * 0.9, 0.72) : from([x, 0.3, z], 8 + extent * 0.9, 0.78);
    }
    case 'creature': {
      const ship = shipAt(shot.seat);
      if (!ship) return wide;
      return from([ship[0] + 0.7, 0.5, ship[1] + 0.4], 7.5, 0.55, -0.35);
    }
  }
}
