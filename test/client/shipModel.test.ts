// A ship's flag, and a sail that never moves on its ship (Merchant's), are part of its hull's geometry (one draw call a
// ship, where each cost a software renderer another), and show from both sides though the hull's material draws front
// faces only.
import { describe, expect, it } from 'vitest';
import type { BufferGeometry } from 'three';
import { hullGeometry, sailGeometry } from '../../client/shell/scene/models/ship';

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

  it('merges a fixed sail into the hull, both faces, and furls it', () => {
    const bare = hullGeometry('#56B4E9', 'triangle');
    const full = hullGeometry('#56B4E9', 'triangle', { fill: 1, tint: '#ffffff' });
    const furled = hullGeometry('#56B4E9', 'triangle', { fill: 0.45, tint: '#ffffff' });
    expect(full.attributes.position.count - bare.attributes.position.count).toBe(2 * sailGeometry().attributes.position.count);
    const sailDepth = (g: typeof full) => {
      // how far the sail's cloth stands out from the mast
      const z = g.attributes.position;
      let most = 0;
      for (let i = bare.attributes.position.count; i < z.count; i++) most = Math.max(most, Math.abs(z.getZ(i)));
      return most;
    };
    expect(sailDepth(furled)).toBeCloseTo(sailDepth(full) * 0.45, 5);
  });
});
