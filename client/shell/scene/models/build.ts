// Building low-poly models procedurally: coloured, transformed primitives merged into one geometry (one draw call).
import { type BufferGeometry, Color, Euler, Float32BufferAttribute, Matrix4, Quaternion, Vector3 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/** A primitive placed and coloured, ready to merge. */
export type Part = BufferGeometry;

/** Places a primitive: colour, position, rotation (radians) and scale. */
export function part(
  geometry: BufferGeometry,
  color: string,
  position: [number, number, number] = [0, 0, 0],
  rotation: [number, number, number] = [0, 0, 0],
  scale: [number, number, number] = [1, 1, 1],
): Part {
  const g = geometry.index ? geometry.toNonIndexed() : geometry.clone();
  g.applyMatrix4(new Matrix4().compose(new Vector3(...position), new Quaternion().setFromEuler(new Euler(...rotation)), new Vector3(...scale)));
  const c = new Color(color);
  const colors = new Float32Array(g.attributes.position.count * 3);
  for (let i = 0; i < colors.length; i += 3) colors.set([c.r, c.g, c.b], i);
  g.setAttribute('color', new Float32BufferAttribute(colors, 3));
  for (const name of Object.keys(g.attributes)) if (!['position', 'normal', 'color'].includes(name)) g.deleteAttribute(name);
  return g;
}

/**
 * A flat part seen from both faces in a single-sided material: the part and its copy wound the other way, so a flag
 * merges into a solid model's one draw call instead of needing a double-sided material of its own.
 */
export function bothFaces(flat: Part): Part[] {
  const back = flat.clone();
  for (const attribute of Object.values(back.attributes)) {
    const { array, itemSize } = attribute;
    for (let first = 0; first < attribute.count; first += 3) {
      for (let k = 0; k < itemSize; k++) {
        const a = (first + 1) * itemSize + k;
        const b = (first + 2) * itemSize + k;
        [array[a], array[b]] = [array[b], array[a]];
      }
    }
  }
  return [flat, back];
}

/** Merges parts into one geometry with flat normals for the low-poly look. */
export function merge(parts: Part[]): BufferGeometry {
  const merged = mergeGeometries(parts, false)!;
  merged.computeVertexNormals();
  return merged;
}
