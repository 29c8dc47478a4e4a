// Ships' floating words never cover one another: two ships near each other (a phone's narrow lanes) can each float a
// word at once ("+4 coins" and "Turned back!"). The oldest word stays where its ship puts it; each newer one that would
// cover an older one rises just above it, and comes down again once the older one has gone.

/** A floating word's box on the page where its ship puts it (px, y down), and when it was first seen (older first). */
export type BurstBox = { id: number; left: number; top: number; width: number; height: number; since: number };

/** The space (px) kept between two stacked words. */
export const BURST_GAP = 3;

/** Whether two boxes, `a` lifted by `lift` px, come within `gap` of each other. */
function covers(a: BurstBox, lift: number, b: { left: number; top: number; width: number; height: number }, gap: number): boolean {
  const top = a.top - lift;
  return a.left < b.left + b.width + gap && b.left < a.left + a.width + gap && top < b.top + b.height + gap && b.top < top + a.height + gap;
}

/** How far (px, upward) each word rises so none covers another: oldest first, each takes the least lift that clears every older word as placed. */
export function burstLifts(boxes: BurstBox[], gap = BURST_GAP): Map<number, number> {
  const lifts = new Map<number, number>();
  const placed: { left: number; top: number; width: number; height: number }[] = [];
  for (const box of [...boxes].sort((a, b) => a.since - b.since || a.id - b.id)) {
    // whole pixels, rounded up: a lift that just clears a word clears it whatever the boxes' fractions
    const candidates = [0, ...placed.map((p) => Math.ceil(box.top + box.height + gap - p.top))].filter((l) => l >= 0).sort((a, b) => a - b);
    const lift = candidates.find((l) => placed.every((p) => !covers(box, l, p, gap))) ?? candidates[candidates.length - 1]; // the highest clears them all
    lifts.set(box.id, lift);
    placed.push({ left: box.left, top: box.top - lift, width: box.width, height: box.height });
  }
  return lifts;
}
