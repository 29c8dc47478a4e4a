// Tosses doubloons in a private Rapier world and records every frame, so the visible coins replay a real toss
// and the face that lands up can be painted with the server's outcome (docs/rules/ARCHITECTURE.md: local determinism only).
import type RAPIER from '@dimforge/rapier3d-compat';

/** One coin's recorded flight: positions and rotations per frame, and whether its +y face ended up. */
export type Flight = { frames: { p: [number, number, number]; q: [number, number, number, number] }[]; topUp: boolean };

/** The doubloon's size. */
export const COIN_RADIUS = 0.22;
export const COIN_THICKNESS = 0.05;
const FRAMES = 150;

/** The tray's floor, half its width and depth: coins land on it (the tray drawn in CoinTray is this size). */
export const TRAY_HALF = { x: 0.5, z: 0.38 };
/** Walls around the floor, clear glass taller than the drawn rim: a spinning coin rolls a long way, and used to roll off into the sea. */
const WALL_HEIGHT = 2; // above the highest a coin flies
const WALL_THICKNESS = 0.05;

/** Where lane `i` of `count` begins across the tray (lane `count` is its far edge): each coin of a toss has its own lane. */
export function laneEdge(i: number, count: number): number {
  return -TRAY_HALF.x + (2 * TRAY_HALF.x * i) / count;
}

/** A toss's wobble, the same for everyone at the table who watches the same toss (`key` names it). */
export function seededJitter(key: number): () => number {
  let seed = key * 9301 + 49297;
  return () => ((seed = (seed * 233280 + 49297) % 2147483647) / 2147483647) * 2 - 1;
}

/** Tosses tried before settling for the last: about half of two-coin tosses land well at once; each costs 2 to 4 ms. */
const TRIES = 16;

/**
 * Simulates `count` coins flipped onto a tray at the origin; `jitter` varies each toss. A toss that ends with a coin on
 * its edge, still rolling, off the tray or lying on the other coin is tossed again (the same for every viewer, as the jitter
 * is seeded), so each coin's face can be read where it lies (a playtest read a two-coin broadside as one coin).
 */
export function simulateToss(rapier: typeof RAPIER, count: number, jitter: () => number): Flight[] {
  let flights = tossOnce(rapier, count, jitter);
  for (let tries = 1; tries < TRIES && !landedWell(flights); tries++) flights = tossOnce(rapier, count, jitter);
  return flights;
}

/** Whether every coin lies still on the tray floor in its own lane, with its face up to read (flat, or leaning on a wall). */
export function landedWell(flights: Flight[]): boolean {
  const ends = flights.map((f) => ({ last: f.frames[f.frames.length - 1], before: f.frames[f.frames.length - 2] }));
  const onTheFloor = ends.every(({ last, before }, lane) => {
    const [x, y, z] = last.p;
    const inLane = x > laneEdge(lane, ends.length) && x < laneEdge(lane + 1, ends.length);
    const [qx, , qz] = last.q;
    const faceUp = Math.abs(1 - 2 * (qx * qx + qz * qz)) > 0.8; // its face tilts at most about 37 degrees: flat, or leaning on a wall
    const still = Math.hypot(x - before.p[0], y - before.p[1], z - before.p[2]) < 0.001;
    return faceUp && still && inLane && y > 0 && Math.abs(z) < TRAY_HALF.z;
  });
  const apart = ends.every((a, i) => ends.every((b, j) => j <= i || Math.hypot(a.last.p[0] - b.last.p[0], a.last.p[2] - b.last.p[2]) > COIN_RADIUS * 1.6));
  return onTheFloor && apart;
}

/** One toss, recorded frame by frame. */
function tossOnce(rapier: typeof RAPIER, count: number, jitter: () => number): Flight[] {
  const world = new rapier.World({ x: 0, y: -9.81, z: 0 });
  world.createCollider(rapier.ColliderDesc.cuboid(TRAY_HALF.x, 0.04, TRAY_HALF.z).setTranslation(0, -0.04, 0).setRestitution(0.3).setFriction(0.8));
  const wall = (hx: number, hz: number, x: number, z: number) =>
    world.createCollider(
      rapier.ColliderDesc.cuboid(hx, WALL_HEIGHT / 2, hz)
        .setTranslation(x, WALL_HEIGHT / 2, z)
        .setRestitution(0.3)
        .setFriction(0.4),
    );
  wall(WALL_THICKNESS, TRAY_HALF.z + WALL_THICKNESS, TRAY_HALF.x + WALL_THICKNESS, 0);
  wall(WALL_THICKNESS, TRAY_HALF.z + WALL_THICKNESS, -TRAY_HALF.x - WALL_THICKNESS, 0);
  wall(TRAY_HALF.x + WALL_THICKNESS, WALL_THICKNESS, 0, TRAY_HALF.z + WALL_THICKNESS);
  wall(TRAY_HALF.x + WALL_THICKNESS, WALL_THICKNESS, 0, -TRAY_HALF.z - WALL_THICKNESS);
  for (let i = 1; i < count; i++) wall(WALL_THICKNESS / 2, TRAY_HALF.z, laneEdge(i, count), 0); // each coin its own lane, so none lands on another
  const bodies = Array.from({ length: count }, (_, i) => {
    const body = world.createRigidBody(
      rapier.RigidBodyDesc.dynamic()
        .setCcdEnabled(true) // a fast, thin coin once passed through the tray's floor
        .setTranslation((laneEdge(i, count) + laneEdge(i + 1, count)) / 2, 0.9 + jitter() * 0.2, 0.1 * jitter())
        .setRotation({ x: Math.sin(jitter()), y: 0, z: 0, w: Math.cos(jitter()) })
        .setLinvel(jitter() * 0.3, 2.6 + jitter(), jitter() * 0.3)
        .setAngvel({ x: 14 + jitter() * 8, y: jitter() * 2, z: jitter() * 6 }),
    );
    world.createCollider(
      rapier.ColliderDesc.cylinder(COIN_THICKNESS / 2, COIN_RADIUS)
        .setRestitution(0.35)
        .setFriction(0.6)
        .setDensity(8),
      body,
    );
    return body;
  });
  const flights: Flight[] = bodies.map(() => ({ frames: [], topUp: true }));
  for (let f = 0; f < FRAMES; f++) {
    world.step();
    bodies.forEach((body, i) => {
      const p = body.translation();
      const q = body.rotation();
      flights[i].frames.push({ p: [p.x, p.y, p.z], q: [q.x, q.y, q.z, q.w] });
    });
  }
  bodies.forEach((body, i) => {
    const q = body.rotation();
    const upY = 1 - 2 * (q.x * q.x + q.z * q.z); // the coin's local +y axis, in world y
    flights[i].topUp = upY >= 0;
  });
  world.free();
  return flights;
}
