// Where a seated player's camera rests between close-ups on a wide screen: a third of the way from the board's middle to
// their own ship, kept as it is across rivals' turns and new days until the ship leaves the view (a playtester saw the
// board slide toward each rival and back at every dawn, so the sea never stood still between their own turns), or until
// a side panel covers it (the view leaned toward the ship at each of your turns before, which brought it out from under them).
import type { Vector3 } from 'three';

/** How far toward your ship the resting view leans from the board's middle. */
const LEAN = 0.35;
/** How far from the screen's middle your ship may stand before the view follows it: three quarters of the way to an edge. */
const IN_VIEW = 0.75;

/**
 * The focus to rest on: `kept` while your ship's screen point `seen` (-1..1 both ways, null when behind the camera) is in
 * view and no panel `covered` it, else a new one leaning from `home` toward `ship`.
 */
export function restingFocus(kept: Vector3 | null, home: Vector3, ship: Vector3, seen: { x: number; y: number } | null, covered = false): Vector3 {
  const inView = seen !== null && Math.abs(seen.x) <= IN_VIEW && Math.abs(seen.y) <= IN_VIEW;
  if (kept && inView && !covered) return kept;
  return home.clone().lerp(ship, LEAN).setY(0);
}

/** Whether a HUD panel covers the page point (x, y): the topmost element there is not the canvas but a card. */
export function panelCovers(x: number, y: number): boolean {
  const hit = document.elementFromPoint(x, y);
  return !!hit && !(hit instanceof HTMLCanvasElement) && hit.closest('.card') !== null;
}
