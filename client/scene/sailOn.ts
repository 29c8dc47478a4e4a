// A ship's way along its queued waypoints, one frame at a time: where it stands after `seconds` more of sailing.
import { SQUARE_MS } from '../../shared/pacing';

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
 * Moves `at` toward the queue's first waypoint (or `rest`, where the ship belongs once the queue is empty) for `seconds`,
 * dropping waypoints reached. Returns the heading it moved along, or null if it stood still.
 */
export function sailOn(at: OnWater, queue: Waypoint[], rest: Waypoint, seconds: number, reduced: boolean): number | null {
  const next = queue[0] ?? rest;
  const dx = next.to[0] - at.x;
  const dz = next.to[2] - at.z;
  const dist = Math.hypot(dx, dz);
  if (dist < THERE) {
    at.x = next.to[0];
    at.z = next.to[2];
    if (queue.length) queue.shift();
    return null;
  }
  const step = Math.min(dist, sailingSpeed(next, reduced) * seconds);
  at.x += (dx / dist) * step;
  at.z += (dz / dist) * step;
  return Math.atan2(-dz, dx);
}
