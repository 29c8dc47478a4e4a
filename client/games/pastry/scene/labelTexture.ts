// Small text labels drawn on a canvas (no font downloads): price flags and name tags.
import { CanvasTexture, SRGBColorSpace } from 'three';

/** A texture with one short line of text on a rounded badge. */
export function labelTexture(text: string, background: string, ink: string): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 128;
  canvas.height = 64;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = background;
  ctx.beginPath();
  ctx.roundRect(4, 4, 120, 56, 16);
  ctx.fill();
  ctx.strokeStyle = ink;
  ctx.lineWidth = 4;
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.font = 'bold 38px "Lilita One", "Trebuchet MS", sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 64, 34);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}
