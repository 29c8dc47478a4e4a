// Each island's crown: its ingredient, big and readable from the default camera (docs/rules/ART.md).
import { BoxGeometry, ConeGeometry, CylinderGeometry, DodecahedronGeometry, IcosahedronGeometry, SphereGeometry, TorusGeometry } from 'three';
import type { Ingredient } from '../../../../../shared/pastry/index';
import { part, type Part } from '../../../../shell/scene/models/build';

const TAU = Math.PI * 2;

function wheat(): Part[] {
  const parts: Part[] = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * TAU;
    const lean: [number, number, number] = [Math.sin(a) * 0.25, 0, Math.cos(a) * 0.25];
    parts.push(part(new CylinderGeometry(0.025, 0.03, 0.9, 4), '#c9a227', [Math.sin(a) * 0.06, 0.45, Math.cos(a) * 0.06], lean));
    parts.push(part(new ConeGeometry(0.07, 0.32, 5), '#e8c55a', [Math.sin(a) * 0.17, 0.98, Math.cos(a) * 0.17], lean));
  }
  parts.push(part(new TorusGeometry(0.09, 0.03, 4, 8), '#8b5a2b', [0, 0.42, 0], [Math.PI / 2, 0, 0]));
  return parts;
}

function sugarCubes(): Part[] {
  const cube = (x: number, y: number, z: number, r: number) => part(new BoxGeometry(0.28, 0.28, 0.28), '#fbfbf7', [x, y, z], [0, r, 0]);
  return [cube(-0.16, 0.14, 0, 0.2), cube(0.16, 0.14, 0.05, -0.3), cube(0, 0.14, -0.2, 0.5), cube(0, 0.42, -0.05, 0.1), cube(0.05, 0.7, 0, 0.6)];
}

function butterBlock(): Part[] {
  return [
    part(new BoxGeometry(0.6, 0.32, 0.36), '#f7e27a', [0, 0.2, 0]),
    part(new BoxGeometry(0.64, 0.06, 0.4), '#ffffff', [0, 0.05, 0]),
    part(new BoxGeometry(0.2, 0.12, 0.2), '#f3d34a', [0.1, 0.42, 0], [0, 0.4, 0]),
  ];
}

function eggNest(): Part[] {
  return [
    part(new TorusGeometry(0.32, 0.11, 5, 10), '#8b6b3e', [0, 0.12, 0], [Math.PI / 2, 0, 0]),
    part(new SphereGeometry(0.15, 8, 6), '#fff4dc', [-0.1, 0.26, 0.05], [0, 0, 0], [1, 1.3, 1]),
    part(new SphereGeometry(0.15, 8, 6), '#f5e6c8', [0.13, 0.26, -0.02], [0, 0, 0.2], [1, 1.3, 1]),
    part(new SphereGeometry(0.15, 8, 6), '#fffaf0', [0, 0.3, -0.15], [0.2, 0, 0], [1, 1.3, 1]),
  ];
}

function cocoaPod(): Part[] {
  return [
    part(new DodecahedronGeometry(0.3, 0), '#b5651d', [0, 0.45, 0], [0, 0, 0.5], [0.8, 1.5, 0.8]),
    part(new DodecahedronGeometry(0.22, 0), '#8b4513', [0.32, 0.28, 0.1], [0.3, 0, -0.6], [0.8, 1.4, 0.8]),
    part(new CylinderGeometry(0.04, 0.05, 0.4, 5), '#5b3a1a', [0, 0.1, 0]),
  ];
}

function vanillaOrchid(): Part[] {
  const parts: Part[] = [part(new CylinderGeometry(0.03, 0.04, 0.8, 5), '#3f8f3f', [0, 0.4, 0])];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * TAU;
    parts.push(part(new SphereGeometry(0.16, 6, 4), '#fff3c4', [Math.sin(a) * 0.17, 0.85, Math.cos(a) * 0.17], [0, a, 0.6], [1, 0.35, 0.6]));
  }
  parts.push(part(new SphereGeometry(0.08, 6, 4), '#f2c14e', [0, 0.88, 0]));
  parts.push(part(new CylinderGeometry(0.025, 0.025, 0.55, 4), '#3b2414', [0.22, 0.3, 0.1], [0, 0, 0.4]));
  parts.push(part(new CylinderGeometry(0.025, 0.025, 0.5, 4), '#3b2414', [-0.2, 0.28, -0.05], [0, 0, -0.3]));
  return parts;
}

function cinnamonSticks(): Part[] {
  const parts: Part[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * TAU;
    parts.push(part(new CylinderGeometry(0.07, 0.07, 0.85, 6), i % 2 ? '#a0522d' : '#8b4513', [Math.sin(a) * 0.1, 0.45, Math.cos(a) * 0.1], [Math.sin(a) * 0.12, 0, Math.cos(a) * 0.12]));
  }
  parts.push(part(new TorusGeometry(0.19, 0.03, 4, 10), '#c0392b', [0, 0.45, 0], [Math.PI / 2, 0, 0]));
  return parts;
}

function coconutPalm(): Part[] {
  const parts: Part[] = [];
  for (let i = 0; i < 5; i++) parts.push(part(new CylinderGeometry(0.07, 0.085, 0.24, 6), i % 2 ? '#8b6b3e' : '#a07c4a', [i * 0.03, 0.12 + i * 0.22, 0], [0, 0, -0.1]));
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * TAU;
    parts.push(part(new ConeGeometry(0.12, 0.75, 4), '#3f9d3f', [0.15 + Math.sin(a) * 0.3, 1.15, Math.cos(a) * 0.3], [Math.cos(a) * 1.2, 0, -Math.sin(a) * 1.2], [1, 1, 0.25]));
  }
  for (let i = 0; i < 3; i++) parts.push(part(new IcosahedronGeometry(0.09, 0), '#5b3a1a', [0.15 + Math.sin(i * 2.1) * 0.1, 1.08, Math.cos(i * 2.1) * 0.1]));
  return parts;
}

const EMBLEMS: Record<Ingredient, () => Part[]> = {
  Flour: wheat,
  Sugar: sugarCubes,
  Butter: butterBlock,
  Eggs: eggNest,
  Cocoa: cocoaPod,
  Vanilla: vanillaOrchid,
  Cinnamon: cinnamonSticks,
  Coconut: coconutPalm,
};

/** The ingredient's emblem as parts, standing on the origin. */
export function emblemParts(ingredient: Ingredient): Part[] {
  return EMBLEMS[ingredient]();
}
