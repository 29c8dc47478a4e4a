// Page labels that would cover each other, or a coin tray, step aside: the one behind fades (it keeps its place, so nothing
// jumps about). Which stands in front: the higher rank (a game ranks its layers), then the nearer to the camera. A label
// steps back once it overlaps one in front by a few pixels and comes forward only once it stands clear by more, so a
// camera easing past the edge of an overlap, or a ship bobbing there, never makes it flicker.

/** A shown label's box on the canvas in px, its layer's rank (higher stands in front) and its distance from the camera (nearer stands in front among equals). */
export type LabelBox = { left: number; top: number; right: number; bottom: number; rank: number; distance: number };

/** A place every ranked label keeps clear of (a coin tray while its coins fly and lie): it stands in front of every label. */
export const CLEAR_RANK = Number.POSITIVE_INFINITY;
/** How far (px) a label must overlap one in front of it before it steps back. */
const ENTER_PX = 2;
/** How far apart (px) a label that stepped back must stand from every label in front before it comes forward again. */
const LEAVE_PX = 8;

/** The boxes shown now, on every ranked layer, and the places kept clear. */
const shown = new Set<LabelBox>();

/** Whether `a` stands in front of `b`. */
function inFront(a: LabelBox, b: LabelBox): boolean {
  return a.rank > b.rank || (a.rank === b.rank && a.distance < b.distance);
}

/** Whether two boxes come within `pad` px of each other (a negative pad: overlap by more than that). */
function within(a: LabelBox, b: LabelBox, pad: number): boolean {
  return a.left < b.right + pad && b.left < a.right + pad && a.top < b.bottom + pad && b.top < a.bottom + pad;
}

/** Whether `box` stands behind one of `others` now, given whether it stood behind last frame (the hysteresis). */
export function standsBehind(box: LabelBox, others: Iterable<LabelBox>, wasBehind: boolean): boolean {
  const pad = wasBehind ? LEAVE_PX : -ENTER_PX;
  for (const other of others) if (other !== box && inFront(other, box) && within(box, other, pad)) return true;
  return false;
}

/** Puts a box among those shown, or takes it away: the box is an object its owner keeps and updates in place. */
export function showBox(box: LabelBox, on: boolean): void {
  if (on) shown.add(box);
  else shown.delete(box);
}

/** Whether `box` stands behind another shown box now. */
export function behindShown(box: LabelBox, wasBehind: boolean): boolean {
  return standsBehind(box, shown, wasBehind);
}
