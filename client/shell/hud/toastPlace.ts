// Where the notices stand: in their usual place unless that covers a box to keep clear (your ship), then the nearest place
// above or below it that covers none and stays on the page.
import type { ScreenBox } from '../scene/keepClear';

/** The gap kept between a notice and what it steps around, and the page's edge, in CSS pixels. */
const GAP = 8;

/** Whether two boxes overlap. */
export function overlaps(a: ScreenBox, b: ScreenBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The notices' top: `usual` (their box where the page's style puts them) when it covers nothing in `clear`, else the nearest clear top within `pageHeight`. */
export function toastTop(usual: ScreenBox, clear: readonly ScreenBox[], pageHeight: number): number {
  const height = usual.bottom - usual.top;
  const at = (top: number): ScreenBox => ({ ...usual, top, bottom: top + height });
  const fits = (top: number) => top >= GAP && top + height <= pageHeight - GAP && !clear.some((box) => overlaps(at(top), box));
  if (!clear.some((box) => overlaps(usual, box))) return usual.top;
  const tops = clear.flatMap((box) => [box.bottom + GAP, box.top - GAP - height]).filter(fits);
  if (!tops.length) return usual.top; // nowhere clear on this page: the usual place
  return tops.reduce((best, top) => (Math.abs(top - usual.top) < Math.abs(best - usual.top) ? top : best));
}
