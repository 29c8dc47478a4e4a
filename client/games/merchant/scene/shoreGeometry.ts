// Everything on Merchant's land that stands still, as one geometry (one draw call where it took several, each a cost to
// the processor): the home shore with its palms, the port islands and the Pirate rock; the three quays with their
// Demand flags (M5); each merchant's jetty, flag and Dock Hut (M7, M8); the Hourglass's wooden frame (M7).
import { BoxGeometry, type BufferGeometry, ConeGeometry, CylinderGeometry, DodecahedronGeometry, Matrix4, SphereGeometry, TorusGeometry } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Luxury } from '../../../../shared/merchant/types';
import { bothFaces, merge, part } from '../../../shell/scene/models/build';
import { flagGeometry } from '../../../shell/scene/models/ship';
import { SEAT_COLOURS, SEAT_FLAGS } from '../../../shell/scene/seatColours';
import { LUXURY_LOOK } from '../luxuryLook';
import { ISLANDS } from './Sea';
import { bannerX, dockZ, HOURGLASS_AT, PIRATE_ROCK, QUAY_Z, SHORE_X, segmentCentreX } from './layout';

/** The land: sand, foliage, palms, rocks. */
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

/** The three quays, their banner poles and flags, merged. */
function quayGeometry(demand: (Luxury | null)[][]) {
  const parts = [];
  for (let s = 1; s <= 3; s++) {
    const x = segmentCentreX(s);
    parts.push(part(new BoxGeometry(2.8, 0.16, 0.8), '#a8743f', [x, 0.32, QUAY_Z]));
    for (const dx of [-1.25, 1.25]) parts.push(part(new CylinderGeometry(0.07, 0.07, 0.7, 5), '#5b3a1a', [x + dx, 0.1, QUAY_Z + 0.35]));
    demand[s - 1].forEach((tile, i, slots) => {
      const pole = bannerX(s, i, slots.length) - 0.28;
      parts.push(part(new CylinderGeometry(0.035, 0.035, 1.5, 5), '#5b3a1a', [pole, 1.1, QUAY_Z - 0.1]));
      if (tile) parts.push(part(new BoxGeometry(0.55, 0.34, 0.03), LUXURY_LOOK[tile].colour, [pole + 0.29, 1.66, QUAY_Z - 0.1]));
    });
  }
  return merge(parts);
}

/** All jetties with their flags, and the huts of those who built one. */
function jettyGeometry(seats: number, huts: boolean[]) {
  const parts = [];
  for (let seat = 0; seat < seats; seat++) {
    const z = dockZ(seat, seats);
    parts.push(part(new BoxGeometry(1.6, 0.12, 0.55), '#a8743f', [SHORE_X + 0.55, 0.32, z]));
    for (const dx of [0.1, 1.25]) for (const dz of [-0.24, 0.24]) parts.push(part(new CylinderGeometry(0.05, 0.05, 0.7, 5), '#5b3a1a', [SHORE_X + dx, 0.1, z + dz]));
    parts.push(part(new BoxGeometry(0.5, 0.06, 0.6), SEAT_COLOURS[seat], [SHORE_X - 0.05, 0.41, z]));
    parts.push(part(new CylinderGeometry(0.035, 0.035, 1.3, 5), '#5b3a1a', [SHORE_X - 0.45, 0.95, z - 0.2]));
    parts.push(...bothFaces(part(flagGeometry(SEAT_FLAGS[seat]), SEAT_COLOURS[seat], [SHORE_X - 0.45, 1.58, z - 0.2])));
    if (huts[seat]) {
      parts.push(part(new BoxGeometry(0.7, 0.5, 0.7), '#c8935a', [SHORE_X - 1.75, 0.55, z]));
      parts.push(part(new ConeGeometry(0.6, 0.4, 4), SEAT_COLOURS[seat], [SHORE_X - 1.75, 1.0, z], [0, Math.PI / 4, 0]));
      parts.push(part(new BoxGeometry(0.2, 0.3, 0.05), '#5b3a1a', [SHORE_X - 1.4, 0.45, z], [0, Math.PI / 2, 0]));
    }
  }
  return merge(parts);
}

/** The wooden frame: a base, an open top ring (so the sand shows from above) and three posts. */
function frameGeometry() {
  const parts = [part(new CylinderGeometry(0.5, 0.5, 0.12, 12), '#6b4423', [0, 0, 0]), part(new TorusGeometry(0.42, 0.07, 5, 14), '#6b4423', [0, 1.6, 0], [Math.PI / 2, 0, 0])];
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2;
    parts.push(part(new CylinderGeometry(0.045, 0.045, 1.6, 5), '#5b3a1a', [Math.cos(a) * 0.45, 0.8, Math.sin(a) * 0.45]));
  }
  return merge(parts);
}

/** The Hourglass's frame where it stands on the shore, at its size there. */
function placedFrameGeometry(): BufferGeometry {
  return frameGeometry().applyMatrix4(new Matrix4().makeScale(0.9, 0.9, 0.9).setPosition(...HOURGLASS_AT));
}

/** The shore and all that stands on it for this Demand (by segment) and these huts (by seat), in one geometry. */
export function shoreGeometry(demand: (Luxury | null)[][], seats: number, huts: boolean[]): BufferGeometry {
  const pieces = [landGeometry(), quayGeometry(demand), jettyGeometry(seats, huts), placedFrameGeometry()];
  const shore = mergeGeometries(pieces)!;
  for (const piece of pieces) piece.dispose();
  return shore;
}
