// The Trade board painted on the water like chalk on a map: the outward lane's segments and numbered positions (M2), and
// the way home's white arrows with the spaces left (M3). One canvas texture, read by the sea's shader: no extra draw call.
import { CanvasTexture, SRGBColorSpace } from 'three';
import { POSITIONS, SPACES_HOME } from '../../../../shared/merchant/board';
import { HOME_Z, OUT_Z, SEGMENT_X0, SPACE, homeX, positionX, segmentCentreX } from './layout';

/** The world rectangle the map covers: x from, z from, width, depth. */
export const CHALK_AREA = { x: -9, z: -3, w: 21, d: 8 };
const PX = 64; // pixels per world unit

/** The map's pixel column of world x. */
const px = (x: number) => (x - CHALK_AREA.x) * PX;
/** The map's pixel row of world z. */
const pz = (z: number) => (z - CHALK_AREA.z) * PX;

/** Draws the board's chalk lines once. */
export function chalkMapTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = CHALK_AREA.w * PX;
  canvas.height = CHALK_AREA.d * PX;
  const ctx = canvas.getContext('2d')!;
  draw(ctx);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  texture.flipY = false; // canvas rows run with world z, toward the camera
  // the chalk's numbers in the display face once it has loaded
  document.fonts?.ready.then(() => {
    draw(ctx);
    texture.needsUpdate = true;
  });
  return texture;
}

/** Paints the chalk lines, positions, arrows and words onto the map's canvas. */
function draw(ctx: CanvasRenderingContext2D): void {
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.strokeStyle = 'rgba(255,255,255,0.95)';
  ctx.fillStyle = 'rgba(255,255,255,0.95)';
  ctx.lineJoin = 'round';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // M2: each segment a long box of four numbered positions, tinted the richer the farther
  for (let s = 1; s <= 3; s++) {
    const x0 = px(SEGMENT_X0[s - 1]);
    const w = POSITIONS * SPACE * PX;
    const top = pz(OUT_Z - 0.75);
    const h = 1.5 * PX;
    ctx.fillStyle = `rgba(255,236,170,${0.1 + s * 0.06})`;
    ctx.beginPath();
    ctx.roundRect(x0, top, w, h, 18);
    ctx.fill();
    ctx.lineWidth = 6;
    ctx.stroke();
    ctx.lineWidth = 2.5;
    for (let p = 1; p < POSITIONS; p++) {
      const x = px(SEGMENT_X0[s - 1] + p * SPACE);
      ctx.setLineDash([10, 10]);
      ctx.beginPath();
      ctx.moveTo(x, top + 8);
      ctx.lineTo(x, top + h - 8);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    ctx.font = 'bold 26px "Lilita One", "Trebuchet MS", sans-serif';
    for (let p = 1; p <= POSITIONS; p++) ctx.fillText(String(p), px(positionX(s, p)), top + h - 16);
    // the segment's own arrow into the next, facing right
    if (s < 3) arrow(ctx, x0 + w + 4, pz(OUT_Z), x0 + w + 0.5 * PX - 4, pz(OUT_Z), 14);
    ctx.font = '30px "Lilita One", "Trebuchet MS", sans-serif';
    ctx.fillText(`${s}`, px(segmentCentreX(s)), top - 22);
  }
  // M3: the way home: a white arrow on each space, pointing west, with the spaces left beside the turning points
  const z = pz(HOME_Z);
  ctx.lineWidth = 5;
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  for (let left = SPACES_HOME[2]; left >= 1; left--) {
    const from = px(homeX(left)) - 0.3 * PX;
    const to = px(homeX(left - 1)) + 0.45 * PX;
    arrow(ctx, from, z, Math.max(to, px(CHALK_AREA.x) + 10), z, 18);
  }
  ctx.font = '26px "Lilita One", "Trebuchet MS", sans-serif';
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  for (const left of SPACES_HOME) ctx.fillText(`${left} home`, px(homeX(left)), pz(HOME_Z + 1.55));
}

/** A chalk arrow from (x1, y1) to (x2, y2) with a head of `head` pixels. */
function arrow(ctx: CanvasRenderingContext2D, x1: number, y1: number, x2: number, y2: number, head: number): void {
  const a = Math.atan2(y2 - y1, x2 - x1);
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.moveTo(x2 - head * Math.cos(a - 0.5), y2 - head * Math.sin(a - 0.5));
  ctx.lineTo(x2, y2);
  ctx.lineTo(x2 - head * Math.cos(a + 0.5), y2 - head * Math.sin(a + 0.5));
  ctx.stroke();
}
