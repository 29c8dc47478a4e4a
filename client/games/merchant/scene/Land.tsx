// The land: the home shore along the west with its sand and palms, the three port islands and the Pirate rock.
import { useMemo } from 'react';
import { BoxGeometry, ConeGeometry, CylinderGeometry, DodecahedronGeometry, SphereGeometry } from 'three';
import { merge, part } from '../../../shell/scene/models/build';
import { ISLANDS } from './Sea';
import { PIRATE_ROCK, SHORE_X } from './layout';

/** One merged geometry for all the land (one draw call): sand, foliage, palms, rocks. */
function landGeometry() {
  const parts = [part(new BoxGeometry(14, 0.5, 26), '#f2d7a0', [SHORE_X - 7, 0.05, 0]), part(new BoxGeometry(8, 0.5, 26), '#6bb36b', [SHORE_X - 9.5, 0.25, 0])];
  for (const z of [-6.2, -3.9, 1.3, 4.6]) {
    parts.push(part(new CylinderGeometry(0.06, 0.09, 1.5, 5), '#8a5a2b', [SHORE_X - 3.4, 0.95, z], [0, 0, 0.15]));
    parts.push(part(new ConeGeometry(0.7, 0.35, 6), '#4f9a4f', [SHORE_X - 3.3, 1.7, z]));
  }
  for (const [x, z, r] of ISLANDS.slice(0, 3)) {
    parts.push(part(new CylinderGeometry(r, r + 0.35, 0.5, 10), '#f2d7a0', [x, 0.05, z]));
    parts.push(part(new SphereGeometry(r * 0.7, 8, 5, 0, Math.PI * 2, 0, Math.PI / 2), '#6bb36b', [x, 0.25, z - 0.35], [0, 0, 0], [1, 0.45, 0.8]));
    parts.push(part(new CylinderGeometry(0.05, 0.08, 1.3, 5), '#8a5a2b', [x - r * 0.55, 0.9, z - 0.5], [0, 0, 0.2]));
    parts.push(part(new ConeGeometry(0.6, 0.3, 6), '#4f9a4f', [x - r * 0.55 + 0.13, 1.55, z - 0.5]));
  }
  parts.push(part(new DodecahedronGeometry(0.95, 0), '#7b7f86', [PIRATE_ROCK[0], 0.15, PIRATE_ROCK[2]], [0.3, 0.5, 0], [1, 0.55, 1]));
  parts.push(part(new DodecahedronGeometry(0.45, 0), '#6a6e75', [PIRATE_ROCK[0] + 0.9, 0.05, PIRATE_ROCK[2] + 0.4], [0.2, 0.1, 0.4]));
  return merge(parts);
}

/** The land, drawn once. */
export function Land() {
  const geometry = useMemo(landGeometry, []);
  return (
    <mesh geometry={geometry}>
      <meshStandardMaterial vertexColors flatShading roughness={0.9} />
    </mesh>
  );
}
