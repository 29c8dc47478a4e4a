// Where the islands' page labels stand, apart: each price flag over its dock (R24), raised over the masthead while a ship
// lies at that dock (at deck height it covered the ship's sails), and each name on its island's beach on the side farthest
// from every price flag, so that no name sits under a price (a name beside a dock read "anilla").
import { Vector3 } from 'three';
import type { PlayerView } from '../../../../shared/pastry/index';
import { worldX, worldZ } from './coords';

type IslandView = PlayerView['board']['islands'][number];
type CaptainView = PlayerView['captains'][number];

/** A price flag's height over an empty dock. */
const FLAG_Y = 0.85;
/** Its height while a ship lies at the dock: over the ship's masthead pennant (about 1.55 at the ship's scale, on a wave). */
const FLAG_OVER_SHIP_Y = 1.85;

/** How far (squares) a name stands from its island's middle. */
const NAME_OUT = 0.7;
/** The sides a name may stand on, front (towards the camera's start) first, so a tie keeps it in front. */
const SIDES = [0, 1, -1, 2, -2, 3, -3, 4].map((k) => (Math.PI / 2) * (1 + k / 2)).map((a) => ({ x: Math.cos(a), y: Math.sin(a) }));

/** R24: the price flag's point, over the dock; over the masthead when `shipThere` (a ship lies at the dock). */
export function priceFlagPoint(island: IslandView, shipThere = false): Vector3 {
  return new Vector3(worldX(island.dock[0]) + 0.3, shipThere ? FLAG_OVER_SHIP_Y : FLAG_Y, worldZ(island.dock[1]) - 0.1);
}

/** R23: whether a ship lies at each island's dock (a captain on its dock square), island by island. */
export function shipsAtDocks(islands: readonly IslandView[], captains: readonly CaptainView[]): boolean[] {
  return islands.map(({ dock: [x, y] }) => captains.some(({ pos }) => pos[0] === x && pos[1] === y));
}

/** Each island's name flag point: on the side of its beach farthest from every price flag (R24's), in front when no side is farther. */
export function nameFlagPoints(islands: readonly IslandView[]): Vector3[] {
  const prices = islands.map((island) => priceFlagPoint(island));
  return islands.map((island) => {
    const cx = island.land.reduce((a, [x]) => a + x, 0) / island.land.length;
    const cy = island.land.reduce((a, [, y]) => a + y, 0) / island.land.length;
    let best = new Vector3();
    let bestGap = -1;
    for (const side of SIDES) {
      const point = new Vector3(worldX(cx + side.x * NAME_OUT), 0.55, worldZ(cy + side.y * NAME_OUT));
      const gap = Math.min(...prices.map((p) => Math.hypot(point.x - p.x, point.z - p.z)));
      if (gap > bestGap + 1e-9) {
        best = point;
        bestGap = gap;
      }
    }
    return best;
  });
}
