// Test helper: which of a page's controls some other element covers, hit-tested at each control's centre as a finger's tap is.
import type { Page } from 'playwright-core';

/** A control that a tap at its centre would not reach, with what the tap would reach instead. */
export type Covered = { control: string; by: string };

/**
 * For every visible control matching `selector`, asks the page which element a tap at the control's centre reaches
 * (document.elementFromPoint); a control is covered when that is neither the control nor inside it. A control whose
 * centre lies off the screen counts as covered too (by "the screen's edge").
 */
export function coveredControls(page: Page, selector: string): Promise<{ checked: number; covered: Covered[] }> {
  return page.evaluate((sel) => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const covered: { control: string; by: string }[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
        covered.push({ control: name(control), by: "the screen's edge" });
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === control || control.contains(hit))) covered.push({ control: name(control), by: hit ? name(hit) : 'nothing' });
    }
    return { checked: controls.length, covered };
  }, selector);
}

/** Two elements whose boxes share more than a pixel's width both ways. */
export type Overlap = { a: string; b: string };

/**
 * Every pair of a visible element matching `movers` and a visible element matching `others` whose boxes overlap (by more
 * than 1 px both ways), but for an element and one inside it: a control standing over a panel's edge or another control
 * shows there even where the tap at its own centre still reaches it, which coveredControls does not see.
 */
export function overlappingBoxes(page: Page, movers: string, others: string): Promise<{ checked: number; overlaps: Overlap[] }> {
  return page.evaluate(
    ([moverSel, otherSel]) => {
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const shown = (sel: string) =>
        [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        });
      const mine = shown(moverSel);
      const overlaps: { a: string; b: string }[] = [];
      for (const a of mine) {
        const p = a.getBoundingClientRect();
        for (const b of shown(otherSel)) {
          if (a === b || a.contains(b) || b.contains(a)) continue;
          const q = b.getBoundingClientRect();
          const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
          const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
          if (w > 1 && h > 1) overlaps.push({ a: name(a), b: name(b) });
        }
      }
      return { checked: mine.length, overlaps };
    },
    [movers, others] as const,
  );
}

/** A control some part of which lies outside a box that clips it, with that box. */
export type Clipped = { control: string; by: string };

/**
 * For every visible control matching `selector`, whether all of it shows without scrolling: its whole box inside the
 * screen and inside every ancestor that clips its overflow (a scroll area shows a control scrolled out of it nowhere,
 * and one half scrolled out is cut in half). coveredControls sees only a control's centre, and not a scroll area's edge.
 */
export function clippedControls(page: Page, selector: string): Promise<{ checked: number; clipped: Clipped[] }> {
  return page.evaluate((sel) => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const clipped: { control: string; by: string }[] = [];
    const outside = (b: DOMRect, c: { left: number; top: number; right: number; bottom: number }) => b.left < c.left - 1 || b.top < c.top - 1 || b.right > c.right + 1 || b.bottom > c.bottom + 1;
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (outside(box, { left: 0, top: 0, right: innerWidth, bottom: innerHeight })) {
        clipped.push({ control: name(control), by: "the screen's edge" });
        continue;
      }
      for (let up = control.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = up.getBoundingClientRect();
        const inner = { left: r.left + up.clientLeft, top: r.top + up.clientTop, right: r.left + up.clientLeft + up.clientWidth, bottom: r.top + up.clientTop + up.clientHeight };
        if (outside(box, inner)) {
          clipped.push({ control: name(control), by: name(up) });
          break;
        }
      }
    }
    return { checked: controls.length, clipped };
  }, selector);
}
