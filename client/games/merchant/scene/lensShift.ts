// The Merchant camera's shifted lens: a picture larger than the screen, of which the screen shows the part that puts its
// centre a few px right and down, held against R3F's resize, which resets the lens's aspect to the screen's.
import type { PerspectiveCamera } from 'three';

/** A lens's view offset, as three's setViewOffset takes it: the full picture's size, where the screen's part starts, the screen's size. */
export type LensShift = [fullWidth: number, fullHeight: number, x: number, y: number, width: number, height: number];

/** The view offset for a `width` x `height` screen whose picture's centre moves `shift` px right and down: a picture 2|shift| larger, shown from the matching corner. */
export function lensShift(width: number, height: number, [x, y]: [number, number]): LensShift {
  return [width + 2 * Math.abs(x), height + 2 * Math.abs(y), x < 0 ? -2 * x : 0, y < 0 ? -2 * y : 0, width, height];
}

/**
 * Sets `lens` to `shift` unless it shows it already, its aspect included: R3F's resize (a new size, or a new pixel ratio
 * when the shell's AutoRenderScale lowers the resolution) sets the aspect to the screen's, and a shifted picture drawn at
 * that aspect is stretched sideways (1.24x at 1280x800). Returns whether the lens was set.
 */
export function holdLensShift(lens: PerspectiveCamera, shift: LensShift): boolean {
  const [fullWidth, fullHeight, x, y, width, height] = shift;
  const view = lens.view;
  const held =
    view?.enabled &&
    view.fullWidth === fullWidth &&
    view.fullHeight === fullHeight &&
    view.offsetX === x &&
    view.offsetY === y &&
    view.width === width &&
    view.height === height &&
    Math.abs(lens.aspect - fullWidth / fullHeight) < 1e-9;
  if (held) return false;
  lens.setViewOffset(...shift); // sets the aspect to the full picture's and updates the projection
  return true;
}
