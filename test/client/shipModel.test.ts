// A ship's flag is part of its hull's geometry (one draw call a ship, where a flag of its own cost a software renderer
// another), and shows from both sides though the hull's material draws front faces only.
import { describe, expect, it } from 'vitest';
import type { BufferGeometry } from 'three';
import { hullGeometry } from '../../client/shell/scene/models/ship';

/** How many triangles of `geometry` face +z and how many face -z (a flag hangs in the x-y plane). */
function facing(geometry: BufferGeometry): { front: number; back: number } {
  const normal = geometry.attributes.normal;
  let front = 0;
  let back = 0;
  for (let i = 0; i < normal.count; i += 3) {
    if (normal.getZ(i) > 0.99) front += 1;
    if (normal.getZ(i) < -0.99) back += 1;
  }
  return { front, back };
}

describe('the ship model', () => {
  it("merges the seat's flag into the hull, facing both ways", () => {
    const bare = facing(hullGeometry('#56B4E9'));
    for (const flag of ['triangle', 'star'] as const) {
      const flagged = facing(hullGeometry('#56B4E9', flag));
      const front = flagged.front - bare.front;
      expect(front).toBeGreaterThan(0);
      expect(flagged.back - bare.back).toBe(front);
    }
  });
});
