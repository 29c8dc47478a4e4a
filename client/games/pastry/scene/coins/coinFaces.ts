// The doubloon's faces, drawn on canvases: a skull for heads, a whisk for tails (docs/rules/ART.md).
import { CanvasTexture, SRGBColorSpace } from 'three';

function face(draw: (ctx: CanvasRenderingContext2D) => void): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 128;
  const ctx = canvas.getContext('2d')!;
  const gradient = ctx.createRadialGradient(50, 44, 10, 64, 64, 64);
  gradient.addColorStop(0, '#ffe27a');
  gradient.addColorStop(1, '#c9961a');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 128, 128);
  ctx.strokeStyle = '#8a6410';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.arc(64, 64, 56, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = '#6b4a0a';
  ctx.strokeStyle = '#6b4a0a';
  draw(ctx);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** Heads: a skull. */
export function headsTexture(): CanvasTexture {
  return face((ctx) => {
    ctx.beginPath();
    ctx.arc(64, 56, 28, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(48, 72, 32, 18);
    ctx.fillStyle = '#ffe27a';
    ctx.beginPath();
    ctx.arc(53, 55, 8, 0, Math.PI * 2);
    ctx.arc(75, 55, 8, 0, Math.PI * 2);
    ctx.fill();
    for (const x of [54, 62, 70]) ctx.fillRect(x, 80, 4, 10);
  });
}

/** Tails: a whisk. */
export function tailsTexture(): CanvasTexture {
  return face((ctx) => {
    ctx.lineWidth = 5;
    ctx.fillRect(60, 78, 8, 30);
    for (const spread of [-18, -9, 0, 9, 18]) {
      ctx.beginPath();
      ctx.moveTo(64, 80);
      ctx.quadraticCurveTo(64 + spread * 1.6, 40, 64, 22);
      ctx.stroke();
    }
  });
}
