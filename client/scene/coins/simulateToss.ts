// Tosses doubloons in a private Rapier world and records every frame, so the visible coins replay a real toss
// and the face that lands up can be painted with the server's outcome (ARCHITECTURE.md: local determinism only).
import type RAPIER from '@dimforge/rapier3d-compat';

/** One coin's recorded flight: positions and rotations per frame, and whether its +y face ended up. */
export type Flight = { frames: { p: [number, number, number]; q: [number, number, number, number] }[]; topUp: boolean };

/** The doubloon's size. */
export const COIN_RADIUS = 0.22;
export const COIN_THICKNESS = 0.05;
const FRAMES = 150;

/** Simulates `count` coins flipped onto a tray at the origin; `jitter` varies each toss. */
export function simulateToss(rapier: typeof RAPIER, count: number, jitter: () => number): Flight[] {
  const world = new rapier.World({ x: 0, y: -9.81, z: 0 });
  world.createCollider(rapier.ColliderDesc.cuboid(0.5, 0.04, 0.38).setTranslation(0, -0.04, 0).setRestitution(0.3).setFriction(0.8));
  const bodies = Array.from({ length: count }, (_, i) => {
    const body = world.createRigidBody(
      rapier.RigidBodyDesc.dynamic()
        .setTranslation((i - (count - 1) / 2) * 0.4, 0.9 + jitter() * 0.2, 0.1 * jitter())
        .setRotation({ x: Math.sin(jitter()), y: 0, z: 0, w: Math.cos(jitter()) })
        .setLinvel(jitter() * 0.3, 2.6 + jitter(), jitter() * 0.3)
        .setAngvel({ x: 14 + jitter() * 8, y: jitter() * 2, z: jitter() * 6 }),
    );
    world.createCollider(rapier.ColliderDesc.cylinder(COIN_THICKNESS / 2, COIN_RADIUS).setRestitution(0.35).setFriction(0.6).setDensity(8), body);
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
