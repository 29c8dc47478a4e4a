// How many copies an instanced mesh draws. three.js still issues a draw for an instanced mesh of no copies, and on a
// processor-drawn canvas every draw costs its setup (a program, its uniforms, the rasteriser's threads) whatever it fills.
import type { InstancedMesh } from 'three';

/** Draws `count` copies of `mesh`, and leaves it out of the frame when there are none (no empty draw). */
export function showInstances(mesh: InstancedMesh, count: number): void {
  mesh.count = count;
  mesh.visible = count > 0;
}
