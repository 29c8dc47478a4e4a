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

/** What the page's clip check takes: the controls, and (for a watch) the element whose presence marks the moment watched. */
type ClipArgs = { sel: string; whileShown: string | null; timeoutMs: number; reach: boolean };

/**
 * In the page: each visible control matching `sel` that does not show whole, once; or, with `whileShown`, at every frame
 * while an element matching it stands on the page (the first frame it shows to the first it is gone), every control ever
 * clipped then, and how many frames were checked (0: the moment never came within `timeoutMs`). With `reach`, a control
 * that shows whole but that a tap at its centre would not reach (another element stands over it) counts too.
 */
function clipCheck({ sel, whileShown, timeoutMs, reach }: ClipArgs): Promise<{ checked: number; frames: number; clipped: Clipped[] }> {
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const outside = (b: DOMRect, c: { left: number; top: number; right: number; bottom: number }) => b.left < c.left - 1 || b.top < c.top - 1 || b.right > c.right + 1 || b.bottom > c.bottom + 1;
  const once = () => {
    const controls = [...document.querySelectorAll<HTMLElement>(sel)].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const clipped: { control: string; by: string }[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      let by: string | null = outside(box, { left: 0, top: 0, right: innerWidth, bottom: innerHeight }) ? "the screen's edge" : null;
      for (let up = control.parentElement; up && by === null; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = up.getBoundingClientRect();
        const inner = { left: r.left + up.clientLeft, top: r.top + up.clientTop, right: r.left + up.clientLeft + up.clientWidth, bottom: r.top + up.clientTop + up.clientHeight };
        if (outside(box, inner)) by = name(up);
      }
      if (by === null && reach) {
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !(hit === control || control.contains(hit))) by = hit ? name(hit) : 'nothing';
      }
      if (by !== null) clipped.push({ control: name(control), by });
    }
    return { checked: controls.length, clipped };
  };
  if (whileShown === null) return Promise.resolve({ ...once(), frames: 1 });
  return new Promise((resolve) => {
    const seen = new Map<string, Clipped>();
    let [checked, frames] = [0, 0];
    const done = () => resolve({ checked, frames, clipped: [...seen.values()] });
    const timer = setTimeout(done, timeoutMs);
    const frame = () => {
      if (document.querySelector(whileShown)) {
        const now = once();
        frames += 1;
        checked = Math.max(checked, now.checked);
        for (const c of now.clipped) seen.set(`${c.control} by ${c.by}`, c);
      } else if (frames > 0) {
        clearTimeout(timer);
        return done();
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * For every visible control matching `selector`, whether all of it shows without scrolling: its whole box inside the
 * screen and inside every ancestor that clips its overflow (a scroll area shows a control scrolled out of it nowhere,
 * and one half scrolled out is cut in half). coveredControls sees only a control's centre, and not a scroll area's edge.
 */
export async function clippedControls(page: Page, selector: string): Promise<{ checked: number; clipped: Clipped[] }> {
  const { checked, clipped } = await page.evaluate(clipCheck, { sel: selector, whileShown: null, timeoutMs: 0, reach: false });
  return { checked, clipped };
}

/**
 * clippedControls, and coveredControls' tap at each centre, at every frame of a passing moment: the first frame an element
 * matching `whileShown` stands on the page to the first it is gone (or `timeoutMs` after the call). Start it, then do what
 * brings the moment, then await it: a moment that passes within a few seconds is caught however busy the machine, since
 * the page checks as it draws.
 */
export function hiddenWhileShown(page: Page, whileShown: string, selector: string, timeoutMs = 60_000): Promise<{ checked: number; frames: number; clipped: Clipped[] }> {
  return page.evaluate(clipCheck, { sel: selector, whileShown, timeoutMs, reach: true });
}
