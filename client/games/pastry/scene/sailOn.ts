// A ship's way along its queued waypoints by time, not by frames: a frame's time left after reaching a waypoint carries
// on to the next, so a slow renderer's ship covers as much sea in a second as a fast one's. It reaches its berth when its
// show ends, and the log line timed by that show never tells an arrival the board has not drawn.
import { SQUARE_MS } from '../../../../shared/pastry/pacing';

/** A waypoint: where to go, and whether it is a fast sweep. */
export type Waypoint = { to: [number, number, number]; fast: boolean };

/** Where a ship is on the water (x and z of its world position). */
export type OnWater = { x: number; z: number };

/** Squares a second: a route at the server's pacing (R50's shows), a current's sweep faster. */
const SQUARE_SPEED = 1000 / SQUARE_MS;
const SWEEP_SPEED = 12;

/** How fast a ship makes for a waypoint; reduced motion plays the show three times as fast. */
function sailingSpeed(w: Waypoint, reduced: boolean): number {
  return (w.fast ? SWEEP_SPEED : SQUARE_SPEED) * (reduced ? 3 : 1);
}

/** Closer than this to a waypoint, a ship is there. */
const THERE = 0.02;

/**
 * Moves `at` along the queue (then toward `rest`, where the ship belongs once the queue is empty) for `seconds`, dropping
 * each waypoint reached. Returns the heading of the last stretch sailed, or null if it stood still.
 */
export function sailOn(at: OnWater, queue: Waypoint[], rest: Waypoint, seconds: number, reduced: boolean): number | null {
  let left = seconds;
  let heading: number | null = null;
  for (;;) {
    const next = queue[0] ?? rest;
    const dx = next.to[0] - at.x;
    const dz = next.to[2] - at.z;
    const dist = Math.hypot(dx, dz);
    const reach = sailingSpeed(next, reduced) * left;
    if (dist >= THERE) heading = Math.atan2(-dz, dx);
    if (dist >= THERE && reach < dist) {
      at.x += (dx / dist) * reach;
      at.z += (dz / dist) * reach;
      return heading;
    }
    at.x = next.to[0];
    at.z = next.to[2];
    if (!queue.length) return heading;
    queue.shift();
    left -= dist / sailingSpeed(next, reduced);
  }
}
