// Keeps the ships' floating words (MerchantShip's `.mv-burst` page labels) from covering one another on the page: after
// each frame it reads where the words stand and lifts the newer ones that would cover older ones (burstStack.ts).
import { useEffect } from 'react';
import { addAfterEffect, useThree } from '@react-three/fiber';
import { type BurstBox, burstLifts } from './burstStack';

/** How far (px, in the word's own scale) its CSS already lifts a word over its ship's badge (signs.css). */
const OVER_BADGE = 4;

/** Lifts newer floating words above the older ones they would cover, each frame while any floats; draws nothing. */
export function BurstStack() {
  const host = useThree((s) => s.gl.domElement.parentElement);
  useEffect(() => {
    if (!host) return;
    const words = host.getElementsByClassName('mv-burst'); // live: costs nothing while no word floats
    const seen = new WeakMap<Element, { id: number; since: number }>();
    const lifted = new Map<HTMLElement, number>();
    let next = 1;
    return addAfterEffect(() => {
      if (!words.length && !lifted.size) return;
      const boxes: BurstBox[] = [];
      const byId = new Map<number, { el: HTMLElement; scale: number }>();
      for (const el of Array.from(words)) {
        const spot = el.parentElement; // the label's place: where the ship puts the word, before any lift
        if (!(el instanceof HTMLElement) || !spot) continue;
        const r = spot.getBoundingClientRect();
        if (!r.width || !spot.offsetWidth) continue; // hidden
        let word = seen.get(el);
        if (!word) {
          word = { id: next++, since: performance.now() };
          seen.set(el, word);
          el.style.transition = 'none'; // a new word shows at its lift at once; only a word already shown eases to a new one
        } else if (el.style.transition) el.style.transition = '';
        const scale = r.width / spot.offsetWidth;
        boxes.push({ id: word.id, left: r.left, top: r.top - r.height - OVER_BADGE * scale, width: r.width, height: r.height, since: word.since });
        byId.set(word.id, { el, scale });
      }
      const lifts = burstLifts(boxes);
      const still = new Set<HTMLElement>();
      for (const [id, lift] of lifts) {
        const { el, scale } = byId.get(id)!;
        const px = Math.round(lift / scale);
        if ((lifted.get(el) ?? 0) !== px) el.style.setProperty('--mv-lift', `${px}px`);
        lifted.set(el, px);
        still.add(el);
      }
      for (const el of lifted.keys()) if (!still.has(el)) lifted.delete(el); // gone with its word
    });
  }, [host]);
  return null;
}
