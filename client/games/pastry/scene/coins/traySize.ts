// R23, R30: how big a coin tray stands, so its coins' faces read: about their overview size when the camera comes close
// (at full size they covered both ships in a battle's close-up), and grown where the camera stays far, so a coin is never
// under MIN_COIN_PX across (on a 390x844 phone a battle's coins were 15 px smudges under the price flags).
import { COIN_RADIUS } from './simulateToss';

/** The tray's scale from the overview camera (the trays were too small to see at 1). */
export const TRAY_SCALE = 1.9;
/** Nearer than this the tray shrinks with the camera's distance, to 0.6 of its size at most. */
const FULL_SIZE_DISTANCE = 15;
/** The least width (px) a landed coin shows on screen where the tray may grow to it. */
export const MIN_COIN_PX = 32;
/** How far the tray may grow past TRAY_SCALE, so two battle trays never cover the board. */
const MOST_GROWTH = 2.2;

/** The tray's scale at `distance` from the camera, where one world unit there is `pxPerUnit` on screen. */
export function trayScale(distance: number, pxPerUnit: number): number {
  const overview = TRAY_SCALE * Math.min(1, Math.max(0.6, distance / FULL_SIZE_DISTANCE));
  const readable = MIN_COIN_PX / (2 * COIN_RADIUS * pxPerUnit);
  return Math.min(TRAY_SCALE * MOST_GROWTH, Math.max(overview, readable));
}

/** How many px one world unit at `distance` spans on a canvas `height` px tall, seen through a vertical field of view of `fovDegrees`. */
export function pxPerUnitAt(distance: number, height: number, fovDegrees: number): number {
  return height / (2 * distance * Math.tan((fovDegrees * Math.PI) / 360));
}
