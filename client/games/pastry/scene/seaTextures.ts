// 16x16 data textures the ocean samples: shallowness around land, and the route planner's square colours.
import { DataTexture, LinearFilter, NearestFilter, RGBAFormat } from 'three';
import type { Square } from '../../../../shared/pastry/index';

/** Shallowness: 1 on land, high next to it, fading two squares out (docs/rules/ART.md: turquoise shallows). */
export function shallowTexture(land: readonly Square[]): DataTexture {
  const data = new Uint8Array(16 * 16 * 4);
  const isLand = new Set(land.map(([x, y]) => y * 16 + x));
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      let best = 0;
      for (const [lx, ly] of land) {
        const d = Math.max(Math.abs(lx - x), Math.abs(ly - y));
        best = Math.max(best, d === 0 ? 1 : d === 1 ? 0.8 : d === 2 ? 0.35 : 0);
      }
      const v = Math.round((isLand.has(y * 16 + x) ? 1 : best) * 255);
      data.set([v, v, v, 255], (y * 16 + x) * 4);
    }
  }
  const texture = new DataTexture(data, 16, 16, RGBAFormat);
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearFilter;
  texture.needsUpdate = true;
  return texture;
}

/** An empty planner texture; paint squares with paintSquares. */
export function highlightTexture(): DataTexture {
  const texture = new DataTexture(new Uint8Array(16 * 16 * 4), 16, 16, RGBAFormat);
  texture.magFilter = NearestFilter;
  texture.minFilter = NearestFilter;
  texture.needsUpdate = true;
  return texture;
}

/** Colours squares of the planner texture: [square, css-like rgb, alpha 0..1]. */
export function paintSquares(texture: DataTexture, squares: readonly { square: Square; rgb: readonly [number, number, number]; alpha: number }[]): void {
  const data = texture.image.data as Uint8Array;
  data.fill(0);
  for (const {
    square: [x, y],
    rgb,
    alpha,
  } of squares) {
    if (x < 0 || y < 0 || x > 15 || y > 15) continue;
    data.set([rgb[0], rgb[1], rgb[2], Math.round(alpha * 255)], (y * 16 + x) * 4);
  }
  texture.needsUpdate = true;
}
