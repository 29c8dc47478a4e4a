// Board squares to world positions: one unit a square, the sea centred on the origin, y (south) becoming +z.
import type { Square } from '../../../../shared/pastry/index';

/** World x of a square's centre. */
export function worldX(x: number): number {
  return x - 7.5;
}

/** World z of a square's centre. */
export function worldZ(y: number): number {
  return y - 7.5;
}

/** World [x, 0, z] of a square's centre. */
export function worldOf([x, y]: Square): [number, number, number] {
  return [worldX(x), 0, worldZ(y)];
}

/**
 * The sea's mean level, where the grid and the planner's glow are painted, and where a click is read. Read 0.3 higher, a
 * click landed up to a third of a square nearer the camera than the square drawn under it, so the near part of a glowing
 * square picked the one in front of it (a playtester was told "too far" clicking a square that glowed).
 */
export const SEA_LEVEL = 0;
