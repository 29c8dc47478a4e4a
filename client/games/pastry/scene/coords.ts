// Board squares to world positions: one unit a square, the sea centred on the origin, y (south) becoming +z.
import type { Square } from '../../../../shared/pastry/index';
import { SEA_SIZE } from '../../../../shared/pastry/grid';

/** World x of a square's centre. */
export function worldX(x: number): number {
  return x - 7.5;
}

/** World z of a square's centre. */
export function worldZ(y: number): number {
  return y - 7.5;
}

/** The square under a world point (worldX and worldZ read backwards), or null off the sea. */
export function squareAtPoint({ x, z }: { x: number; z: number }): Square | null {
  const sx = Math.floor(x + 8);
  const sy = Math.floor(z + 8);
  return sx >= 0 && sy >= 0 && sx < SEA_SIZE && sy < SEA_SIZE ? [sx, sy] : null;
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
