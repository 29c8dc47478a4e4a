// Where the camera's picture moves and how much it shrinks so the docks, the ships at home, the ports' signs and the
// Pirate deck stand clear of the page's panels (the merchants' cards, the open log): the smallest shrink, then the
// shortest shift, that leaves every one of them uncovered and on screen.
import { HOME_Z, OUT_Z, PIRATE_ROCK, SHORE_X, dockZ, homeX, positionX, segmentCentreX } from './layout';
import { ISLANDS } from './Sea';

/** A rectangle on the screen, in CSS px. */
export type Box = { left: number; top: number; right: number; bottom: number };
/** A thing that must stay in sight: where it stands in the world, half its size on the screen (px) at least, and the page label that shows it, if any (a selector and which of its matches). */
export type KeyThing = { at: [number, number, number]; half: [number, number]; label?: [string, number] };
/** How the picture changes: shrunk by `zoom` about `centre`, then moved `shift` px right and down. */
export type Framing = { zoom: number; shift: [number, number] };

/** The things a player must see: each dock with its ships and name, each port's sign, the lanes' ends, the Pirate deck's sign. */
export function keyThings(seats: number): KeyThing[] {
  const docks: KeyThing[] = Array.from({ length: seats }, (_, s) => [
    { at: [SHORE_X + 0.9, 1.05, dockZ(s, seats)], half: [40, 12], label: ['.mv-dock-name-tag', s] }, // the name tag
    { at: [SHORE_X + 1.7, 0.3, dockZ(s, seats) - 0.55], half: [16, 14] }, // the Sloop's berth
    { at: [SHORE_X + 1.7, 0.3, dockZ(s, seats) + 0.55], half: [18, 16] }, // the Galleon's berth
  ]).flat() as KeyThing[];
  const ports: KeyThing[] = [1, 2, 3].map((seg) => ({ at: [segmentCentreX(seg) - 0.5, 1.9, ISLANDS[seg - 1][1] - 0.2], half: [68, 30], label: ['.mv-port-sign', seg - 1] }));
  const lanes: KeyThing[] = [
    { at: [positionX(1, 1), 0, OUT_Z], half: [16, 16] },
    { at: [positionX(3, 4), 0, OUT_Z], half: [16, 16] },
    { at: [homeX(2), 0, HOME_Z + 0.8], half: [30, 16] },
    { at: [homeX(6), 0, HOME_Z + 0.8], half: [30, 16] },
  ];
  return [...docks, ...ports, ...lanes, { at: [PIRATE_ROCK[0] - 0.2, 2.2, PIRATE_ROCK[2]], half: [50, 10], label: ['.mv-deck-sign', 0] }];
}

/** Whether two boxes overlap. */
function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The boxes of `things` (centres `at` on screen) after `framing` about `centre`. */
function moved(centres: [number, number][], half: [number, number][], centre: [number, number], { zoom, shift }: Framing): Box[] {
  return centres.map(([x, y], i) => {
    const cx = centre[0] + zoom * (x - centre[0]) + shift[0];
    const cy = centre[1] + zoom * (y - centre[1]) + shift[1];
    return { left: cx - half[i][0], right: cx + half[i][0], top: cy - half[i][1], bottom: cy + half[i][1] };
  });
}

/** Every shift up to `reach` px in 8 px steps, shortest first. */
function shifts(reach: [number, number]): [number, number][] {
  const out: [number, number][] = [];
  for (let x = -reach[0]; x <= reach[0]; x += 8) for (let y = -reach[1]; y <= reach[1]; y += 8) out.push([x, y]);
  return out.sort((a, b) => Math.hypot(...a) - Math.hypot(...b));
}

/**
 * The framing that keeps every thing (its centre on the unchanged picture, its half size) clear of every panel, at
 * least three quarters of it on the screen and its bottom above `floor`: the largest zoom from `zooms[0]` (grown) down to
 * `zooms[1]` (shrunk), then the shortest shift; when none clears them all, the one that leaves the fewest covered.
 */
export function clearFraming(
  centres: [number, number][],
  half: [number, number][],
  panels: Box[],
  screen: { width: number; height: number; floor: number },
  centre: [number, number],
  zooms: [number, number],
): Framing {
  const all = shifts([Math.round(screen.width * 0.2), Math.round(screen.height * 0.16)]);
  const covered = (f: Framing) =>
    moved(centres, half, centre, f).filter(
      (b) => panels.some((p) => overlaps(b, p)) || 3 * b.left + b.right < 0 || b.left + 3 * b.right > 4 * screen.width || 3 * b.top + b.bottom < 0 || b.bottom > screen.floor,
    ).length;
  let best: Framing = { zoom: 1, shift: [0, 0] };
  let fewest = Number.POSITIVE_INFINITY;
  for (let zoom = zooms[0]; zoom >= zooms[1] - 1e-9 && fewest > 0; zoom -= 0.025) {
    for (const shift of all) {
      const n = covered({ zoom, shift });
      if (n < fewest) {
        fewest = n;
        best = { zoom, shift };
        if (n === 0) break;
      }
    }
  }
  return best;
}
