// Text in the 3D scene, drawn on canvases (no font downloads, no troika): badges for names, prices, strengths and sums.
import { CanvasTexture, SRGBColorSpace } from 'three';

/** A label's look: background, ink, and whether it is a wide banner or a compact badge. */
export type LabelStyle = { background: string; ink: string; border?: string; wide?: boolean };

const cache = new Map<string, { texture: CanvasTexture; aspect: number }>();

/** A texture with one or two short lines of text on a rounded badge, cached by text and look; `aspect` is width over height. */
export function labelTexture(text: string, style: LabelStyle): { texture: CanvasTexture; aspect: number } {
  const key = `${text}|${style.background}|${style.ink}|${style.border ?? ''}|${style.wide ? 1 : 0}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const lines = text.split('\n');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d')!;
  const font = 'bold 44px "Lilita One", "Trebuchet MS", sans-serif';
  ctx.font = font;
  const width = Math.max(...lines.map((l) => ctx.measureText(l).width));
  canvas.width = Math.ceil(Math.max(width + 44, 72));
  canvas.height = 30 + lines.length * 50;
  paint(ctx, lines, font, style);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  if (document.fonts && document.fonts.status !== 'loaded') {
    // drawn in a fallback face: paint again in the display face once it has loaded
    document.fonts.ready.then(() => {
      paint(ctx, lines, font, style);
      texture.needsUpdate = true;
    });
  }
  const made = { texture, aspect: canvas.width / canvas.height };
  cache.set(key, made);
  return made;
}

/** Paints the badge and its lines onto its canvas. */
function paint(ctx: CanvasRenderingContext2D, lines: string[], font: string, style: LabelStyle): void {
  const canvas = ctx.canvas;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.font = font;
  ctx.fillStyle = style.background;
  ctx.beginPath();
  ctx.roundRect(4, 4, canvas.width - 8, canvas.height - 8, 22);
  ctx.fill();
  ctx.strokeStyle = style.border ?? style.ink;
  ctx.lineWidth = 5;
  ctx.stroke();
  ctx.fillStyle = style.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => ctx.fillText(line, canvas.width / 2, 15 + 50 * i + 29));
}

/** Parchment and ink, the HUD's colours (docs/rules/ART.md). */
export const PARCHMENT: LabelStyle = { background: '#fbf3e4', ink: '#3b2a1a' };
/** A pirate's black flag with bone-white ink. */
export const PIRATE_FLAG: LabelStyle = { background: '#1d1d22', ink: '#f4ecd8', border: '#f4ecd8' };
