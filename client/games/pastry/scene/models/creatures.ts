// R37's seven creatures as low-poly models, each recognisable at a glance: head toward +x, about 2 units long, one geometry each.
import { BoxGeometry, CatmullRomCurve3, ConeGeometry, CylinderGeometry, SphereGeometry, TubeGeometry, Vector3, type BufferGeometry } from 'three';
import { merge, part, type Part } from '../../../../shell/scene/models/build';

const HALF_PI = Math.PI / 2;

/** A pair of small black eyes on either side of a head at (x, y). */
function eyes(x: number, y: number, apart: number, size = 0.05): Part[] {
  return [-1, 1].map((side) => part(new SphereGeometry(size, 6, 4), '#1b1b1b', [x, y, side * apart]));
}

/** Horizontal tail flukes at the back (x), spread sideways. */
function flukes(x: number, span: number, colour: string): Part[] {
  return [-1, 1].map((side) => part(new BoxGeometry(0.42 * span, 0.05, 0.5 * span), colour, [x, 0, side * 0.22 * span], [0, side * 0.55, 0]));
}

function dolphin(): Part[] {
  const skin = '#6f8fa8';
  return [
    part(new SphereGeometry(0.5, 12, 8), skin, [0, 0, 0], [0, 0, 0], [2, 0.62, 0.6]),
    part(new SphereGeometry(0.5, 12, 8), '#dfe7ee', [0.1, -0.08, 0], [0, 0, 0], [1.7, 0.45, 0.5]),
    part(new ConeGeometry(0.1, 0.42, 6), skin, [1.12, -0.04, 0], [0, 0, -HALF_PI]),
    part(new ConeGeometry(0.2, 0.42, 3), skin, [-0.1, 0.38, 0], [0, 0, 0.45], [1, 1, 0.35]),
    part(new BoxGeometry(0.3, 0.04, 0.16), skin, [0.3, -0.16, 0.3], [0.5, 0.5, 0]),
    part(new BoxGeometry(0.3, 0.04, 0.16), skin, [0.3, -0.16, -0.3], [-0.5, -0.5, 0]),
    part(new ConeGeometry(0.14, 0.5, 6), skin, [-1.05, 0, 0], [0, 0, HALF_PI]),
    ...flukes(-1.32, 1, skin),
    ...eyes(0.72, 0.06, 0.19),
  ];
}

function flyingFish(): Part[] {
  const back = '#3f86b8';
  return [
    part(new SphereGeometry(0.5, 10, 6), back, [0, 0, 0], [0, 0, 0], [1.5, 0.34, 0.32]),
    part(new SphereGeometry(0.5, 10, 6), '#d9eef7', [0.05, -0.05, 0], [0, 0, 0], [1.3, 0.24, 0.28]),
    part(new BoxGeometry(0.55, 0.02, 0.95), '#9fe3f5', [0.12, 0.08, 0.6], [0, 0.35, 0.15]),
    part(new BoxGeometry(0.55, 0.02, 0.95), '#9fe3f5', [0.12, 0.08, -0.6], [0, -0.35, -0.15]),
    part(new ConeGeometry(0.12, 0.45, 3), back, [-0.9, 0.14, 0], [0, 0, 1.1], [1, 1, 0.3]),
    part(new ConeGeometry(0.12, 0.45, 3), back, [-0.9, -0.14, 0], [0, 0, 2.05], [1, 1, 0.3]),
    ...eyes(0.58, 0.04, 0.13, 0.045),
  ];
}

function seaTurtle(): Part[] {
  const skin = '#9bbf7a';
  const flipper = (x: number, z: number, turn: number) => part(new BoxGeometry(0.5, 0.05, 0.22), skin, [x, -0.08, z], [0, turn, 0]);
  return [
    part(new SphereGeometry(0.6, 10, 6, 0, Math.PI * 2, 0, HALF_PI), '#4f7d3e', [0, -0.05, 0], [0, 0, 0], [1.25, 0.75, 1]),
    part(new CylinderGeometry(0.76, 0.76, 0.08, 10), '#c9b27a', [0, -0.07, 0], [0, 0, 0], [1.2, 1, 0.95]),
    part(new SphereGeometry(0.18, 6, 4), '#6b9b52', [0.18, 0.36, 0.16]),
    part(new SphereGeometry(0.18, 6, 4), '#6b9b52', [-0.25, 0.33, -0.12]),
    part(new SphereGeometry(0.16, 6, 4), '#6b9b52', [0.12, 0.35, -0.24]),
    part(new SphereGeometry(0.2, 8, 6), skin, [0.98, 0.02, 0], [0, 0, 0], [1.3, 0.9, 0.9]),
    flipper(0.5, 0.72, -0.6),
    flipper(0.5, -0.72, 0.6),
    flipper(-0.55, 0.6, 0.5),
    flipper(-0.55, -0.6, -0.5),
    ...eyes(1.15, 0.08, 0.12, 0.04),
  ];
}

function humpbackWhale(): Part[] {
  const skin = '#3d4b5e';
  return [
    part(new SphereGeometry(0.5, 12, 8), skin, [0, 0, 0], [0, 0, 0], [2.2, 0.75, 0.7]),
    part(new SphereGeometry(0.5, 12, 8), '#cfd6de', [0.2, -0.12, 0], [0, 0, 0], [1.8, 0.5, 0.56]),
    part(new BoxGeometry(0.9, 0.05, 0.2), '#e7ecf1', [0.35, -0.18, 0.55], [0.3, 0.7, -0.2]),
    part(new BoxGeometry(0.9, 0.05, 0.2), '#e7ecf1', [0.35, -0.18, -0.55], [-0.3, -0.7, -0.2]),
    part(new ConeGeometry(0.12, 0.2, 4), skin, [-0.45, 0.36, 0], [0, 0, 0.5]),
    part(new ConeGeometry(0.2, 0.6, 6), skin, [-1.2, 0, 0], [0, 0, HALF_PI]),
    ...flukes(-1.5, 1.4, skin),
    ...eyes(0.8, 0.02, 0.3),
  ];
}

function narwhal(): Part[] {
  const skin = '#b9c5cf';
  return [
    part(new SphereGeometry(0.5, 12, 8), skin, [0, 0, 0], [0, 0, 0], [1.9, 0.6, 0.6]),
    part(new SphereGeometry(0.13, 6, 4), '#7d8b98', [0.2, 0.22, 0.12]),
    part(new SphereGeometry(0.1, 6, 4), '#7d8b98', [-0.3, 0.2, -0.1]),
    part(new SphereGeometry(0.11, 6, 4), '#7d8b98', [-0.05, 0.25, 0]),
    part(new ConeGeometry(0.05, 1.3, 6), '#f3ead2', [1.55, 0.06, 0], [0, 0, -HALF_PI]),
    part(new ConeGeometry(0.14, 0.5, 6), skin, [-1.0, 0, 0], [0, 0, HALF_PI]),
    ...flukes(-1.28, 1, skin),
    ...eyes(0.7, 0.05, 0.2),
  ];
}

function giantSquid(): Part[] {
  const skin = '#c0504d';
  const arms: Part[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    arms.push(part(new ConeGeometry(0.09, 1.1, 5), '#a83f3c', [0.95, Math.sin(a) * 0.12, Math.cos(a) * 0.12], [Math.sin(a) * 0.25, Math.cos(a) * 0.25, -HALF_PI]));
  }
  return [
    part(new ConeGeometry(0.32, 1.4, 8), skin, [-0.35, 0, 0], [0, 0, HALF_PI]),
    part(new BoxGeometry(0.3, 0.04, 0.75), skin, [-0.95, 0, 0], [0, 0, 0]),
    part(new SphereGeometry(0.3, 10, 8), skin, [0.42, 0, 0], [0, 0, 0], [1, 0.9, 0.9]),
    part(new SphereGeometry(0.1, 8, 6), '#ffffff', [0.5, 0.08, 0.24]),
    part(new SphereGeometry(0.1, 8, 6), '#ffffff', [0.5, 0.08, -0.24]),
    ...eyes(0.55, 0.09, 0.3, 0.05),
    ...arms,
  ];
}

function kraken(): Part[] {
  const skin = '#6d3a80';
  const parts: Part[] = [
    part(new SphereGeometry(0.7, 12, 8), skin, [0, 0.2, 0], [0, 0, 0], [1, 1.2, 1]),
    part(new SphereGeometry(0.16, 8, 6), '#f2d14b', [0.55, 0.3, 0.3]),
    part(new SphereGeometry(0.16, 8, 6), '#f2d14b', [0.55, 0.3, -0.3]),
    ...eyes(0.68, 0.3, 0.3, 0.08),
  ];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + 0.3;
    const at = (r: number, y: number) => new Vector3(Math.cos(a) * r, y, Math.sin(a) * r);
    const curl = new CatmullRomCurve3([at(0.5, -0.3), at(1.0, -0.05), at(1.3, 0.5), at(1.2, 1.0), at(0.95, 1.2)]);
    parts.push(part(new TubeGeometry(curl, 12, 0.11, 6), i % 2 ? skin : '#8a4f9e'));
    parts.push(part(new SphereGeometry(0.1, 6, 4), '#9c5fb0', at(0.95, 1.2).toArray()));
  }
  return parts;
}

const BUILDERS: Record<string, () => Part[]> = {
  Dolphin: dolphin,
  'Flying fish': flyingFish,
  'Sea turtle': seaTurtle,
  'Humpback whale': humpbackWhale,
  Narwhal: narwhal,
  'Giant squid': giantSquid,
  Kraken: kraken,
};

const built = new Map<string, BufferGeometry>();

/** A creature's model, built once and shared by every sighting of it. */
export function creatureGeometry(creature: string): BufferGeometry {
  let geometry = built.get(creature);
  if (!geometry) {
    geometry = merge((BUILDERS[creature] ?? dolphin)());
    built.set(creature, geometry);
  }
  return geometry;
}
