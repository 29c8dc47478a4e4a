// An instanced mesh of no copies leaves the frame (a software renderer pays a draw's setup for it), and comes back with its copies.
import { describe, expect, it } from 'vitest';
import { BoxGeometry, InstancedMesh, MeshBasicMaterial, Scene } from 'three';
import { showInstances } from '../../client/shell/scene/showInstances';

/** The meshes a renderer would visit in `scene`. */
function drawn(scene: Scene): InstancedMesh[] {
  const out: InstancedMesh[] = [];
  scene.traverseVisible((o) => {
    if (o instanceof InstancedMesh) out.push(o);
  });
  return out;
}

describe('showInstances', () => {
  it('leaves an empty instanced mesh out of the frame and brings it back with its copies', () => {
    const scene = new Scene();
    const mesh = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 4);
    scene.add(mesh);
    showInstances(mesh, 0);
    expect(mesh.count).toBe(0);
    expect(drawn(scene)).toEqual([]);
    showInstances(mesh, 3);
    expect(mesh.count).toBe(3);
    expect(drawn(scene)).toEqual([mesh]);
  });
});
