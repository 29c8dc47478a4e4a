// A chunky toy galleon: hull in the captain's colour, and a flag shape per seat (docs/rules/ART.md).
import { BoxGeometry, Color, ConeGeometry, CylinderGeometry, Matrix4, Shape, ShapeGeometry, SphereGeometry, TorusGeometry, type BufferGeometry } from 'three';
import { bothFaces, part, merge } from './build';
import type { SEAT_FLAGS } from '../seatColours';

/** Where the flag flies on the hull: the masthead. */
const FLAG_AT: [number, number, number] = [0.04, 1.16, 0];

/** Where the sail hangs on the mast. */
const SAIL_AT: [number, number, number] = [0.1, 0.62, 0];

/** A sail that never moves on its ship, merged into the hull: how full it stands (1 under way, less furled) and its tint. */
export type FixedSail = { fill: number; tint: string };

/**
 * Hull, deck, mast, rails and a ring on the water in the captain's colour, the seat's `flag` at the masthead and a
 * `sail` that never moves, each when given, in one geometry (one draw call a ship); bow toward +x.
 */
export function hullGeometry(colour: string, flag?: (typeof SEAT_FLAGS)[number], sail?: FixedSail): BufferGeometry {
  return merge([
    part(new BoxGeometry(0.62, 0.2, 0.34), colour, [0, 0.08, 0]),
    part(new ConeGeometry(0.17, 0.26, 4), colour, [0.43, 0.08, 0], [0, 0, -Math.PI / 2], [1, 1, 1]),
    part(new BoxGeometry(0.6, 0.04, 0.3), '#c8935a', [0, 0.19, 0]),
    part(new BoxGeometry(0.2, 0.14, 0.32), colour, [-0.25, 0.26, 0]),
    part(new BoxGeometry(0.64, 0.05, 0.04), '#5b3a1a', [0, 0.22, 0.17]),
    part(new BoxGeometry(0.64, 0.05, 0.04), '#5b3a1a', [0, 0.22, -0.17]),
    part(new CylinderGeometry(0.025, 0.03, 0.95, 5), '#5b3a1a', [0.04, 0.62, 0]),
    part(new SphereGeometry(0.05, 6, 4), '#f5c542', [0.04, 1.1, 0]),
    part(new TorusGeometry(0.44, 0.035, 4, 28), colour, [0, 0.02, 0], [Math.PI / 2, 0, 0]),
    ...(flag ? bothFaces(part(flagGeometry(flag), colour, FLAG_AT)) : []),
    ...(sail ? bothFaces(sailPart(new Color(SAIL_COLOUR).multiply(new Color(sail.tint)), SAIL_AT, [1, 1, sail.fill])) : []),
  ]);
}

/** The sail's cloth. */
const SAIL_COLOUR = '#fbf3e4';

/** The sail's curved patch in `colour`, placed on the ship at `at` and scaled by `scale`. */
function sailPart(colour: Color, at: [number, number, number], scale: [number, number, number]): BufferGeometry {
  const patch = part(new SphereGeometry(0.5, 8, 6, -0.6, 1.2, 1.0, 1.1), `#${colour.getHexString()}`, [0, 0, 0], [0, Math.PI / 2, 0], [0.6, 0.7, 0.55]);
  return patch.applyMatrix4(new Matrix4().makeScale(...scale).setPosition(...at));
}

/** The billowing square sail, as a curved patch of its own; scaled by the wind at run time. */
export function sailGeometry(): BufferGeometry {
  return merge([sailPart(new Color(SAIL_COLOUR), [0, 0, 0], [1, 1, 1])]);
}

/** The flag for a seat's shape, in the x-y plane, hanging from the origin toward +x. */
export function flagGeometry(shape: (typeof SEAT_FLAGS)[number]): BufferGeometry {
  const s = new Shape();
  const w = 0.34;
  const h = 0.22;
  switch (shape) {
    case 'triangle':
      s.moveTo(0, 0)
        .lineTo(w, -h / 2)
        .lineTo(0, -h)
        .lineTo(0, 0);
      break;
    case 'swallowtail':
      s.moveTo(0, 0)
        .lineTo(w, 0)
        .lineTo(w * 0.6, -h / 2)
        .lineTo(w, -h)
        .lineTo(0, -h)
        .lineTo(0, 0);
      break;
    case 'square':
      s.moveTo(0, 0)
        .lineTo(w * 0.8, 0)
        .lineTo(w * 0.8, -h)
        .lineTo(0, -h)
        .lineTo(0, 0);
      break;
    case 'pennant':
      s.moveTo(0, 0)
        .lineTo(w * 1.3, -h * 0.3)
        .lineTo(0, -h * 0.6)
        .lineTo(0, 0);
      break;
    case 'star': {
      for (let i = 0; i <= 10; i++) {
        const r = i % 2 ? 0.06 : 0.15;
        const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
        const x = 0.16 + Math.cos(a) * r;
        const y = -0.12 + Math.sin(a) * r;
        if (i === 0) s.moveTo(x, y);
        else s.lineTo(x, y);
      }
      break;
    }
    case 'circle':
      s.absarc(0.14, -0.12, 0.12, 0, Math.PI * 2, false);
      break;
  }
  return new ShapeGeometry(s);
}
