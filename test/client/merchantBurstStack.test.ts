// Ships' floating words (Merchant Voyages' scene, burstStack.ts) never cover one another: a word that starts while a
// nearby one still floats rises just above it, a far one stays put, and a word comes down once the one under it is gone.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BURST_GAP, type BurstBox, burstLifts } from '../../client/games/merchant/scene/burstStack';

/** A word of 120 x 22 px at (`left`, `top`), first seen at `since`. */
function word(id: number, left: number, top: number, since: number): BurstBox {
  return { id, left, top, width: 120, height: 22, since };
}

/** Whether two boxes, as lifted, overlap. */
function overlap(a: BurstBox, la: number, b: BurstBox, lb: number): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top - la < b.top - lb + b.height && b.top - lb < a.top - la + a.height;
}

describe("ships' floating words", () => {
  it('lift a newer word above an older one it would cover, and only the newer one', () => {
    const lifts = burstLifts([word(1, 150, 400, 10), word(2, 170, 410, 5)]); // "+4 coins" (1) starts over "Turned back!" (2)
    expect(lifts.get(2)).toBe(0);
    expect(lifts.get(1)).toBe(400 + 22 + BURST_GAP - 410);
    // as a phone measured them: the lift that just clears the older word must not be lost to the fractions
    const measured = burstLifts([word(1, 88.25, 494.20458537776295, 1), word(2, 133.79, 493.7713860980535, 2)]);
    expect(measured.get(2)).toBe(Math.ceil(493.7713860980535 + 22 + BURST_GAP - 494.20458537776295));
  });

  it('leave a word alone that covers none', () => {
    const lifts = burstLifts([word(1, 0, 400, 1), word(2, 300, 400, 2), word(3, 150, 300, 3)]);
    expect([...lifts.values()]).toEqual([0, 0, 0]);
  });

  it('take the least lift that clears every older word, slipping between two when it fits', () => {
    const lifts = burstLifts([word(1, 100, 400, 1), word(2, 100, 300, 2), word(3, 100, 400, 3)]);
    expect(lifts.get(3)).toBe(22 + BURST_GAP); // just over word 1, still under word 2
  });

  it('never overlap, wherever the ships put them', () => {
    const box = fc.record({
      left: fc.double({ min: 0, max: 390, noNaN: true }),
      top: fc.double({ min: 0, max: 844, noNaN: true }),
      width: fc.integer({ min: 40, max: 160 }),
      height: fc.double({ min: 16, max: 30, noNaN: true }),
      since: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(box, { minLength: 2, maxLength: 8 }), (raw) => {
        const boxes = raw.map((b, id) => ({ ...b, id }));
        const lifts = burstLifts(boxes);
        for (const a of boxes) for (const b of boxes) if (a.id < b.id) expect(overlap(a, lifts.get(a.id)!, b, lifts.get(b.id)!)).toBe(false);
        for (const lift of lifts.values()) expect(lift).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
