// Test helper: where a long name spills on a page: out of its own box without an ellipsis, out of its panel (the
// nearest card), or "(you)" pushed off its name's line; and controls that stick out of their panel.
import type { Page } from 'playwright-core';

/** One fault found, said so a failing test shows what and where. */
export type Spill = string;

/**
 * Every text of the page inside a card that holds `name`: its box (the nearest element laid out as a box) must fit the
 * text or cut it with an ellipsis, and must lie inside its card; a "(you)" in a card holding the name sits on the name's
 * line, after it. Returns the faults, and how many texts with the name it checked.
 */
export function nameSpills(page: Page, name: string): Promise<{ checked: number; spills: Spill[] }> {
  return page.evaluate((name) => {
    const spills: string[] = [];
    const said = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')}`;
    const rectOf = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    const boxOf = (el: Element) => {
      let box: Element | null = el;
      while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
      return box ?? el;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    let checked = 0;
    for (const text of texts) {
      const el = text.parentElement;
      const card = el?.closest('.card');
      if (!el || !card || !text.data.includes(name)) continue;
      const box = boxOf(el);
      const b = box.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      checked++;
      const style = getComputedStyle(box);
      const cut = style.textOverflow === 'ellipsis' && style.overflowX === 'hidden';
      if (box.scrollWidth > box.clientWidth + 1 && !cut) spills.push(`${said(box)} is ${box.scrollWidth} px of text in ${box.clientWidth} px with no ellipsis`);
      const c = card.getBoundingClientRect();
      if (b.left < c.left - 1 || b.right > c.right + 1)
        spills.push(`${said(box)} spans ${Math.round(b.left)}-${Math.round(b.right)} px, out of ${said(card)} at ${Math.round(c.left)}-${Math.round(c.right)} px`);
      const shown = rectOf(text);
      const clip = cut ? b : shown;
      if (Math.min(shown.right, clip.right) > c.right + 1) spills.push(`"${text.data.slice(0, 30)}…" runs to ${Math.round(shown.right)} px, past ${said(card)} at ${Math.round(c.right)} px`);
    }
    for (const text of texts) {
      const el = text.parentElement;
      const card = el?.closest('.card');
      if (!el || !card || !text.data.includes('(you)') || !card.textContent?.includes(name)) continue;
      const row = el.closest('li, .captain-row') ?? el.parentElement!;
      const nameText = texts.find((t) => t.data.includes(name) && row.contains(t));
      if (!nameText) continue;
      const you = rectOf(text);
      const mine = boxOf(nameText.parentElement!).getBoundingClientRect();
      if (Math.abs(you.top + you.height / 2 - (mine.top + mine.height / 2)) > mine.height / 2 || you.left < mine.right - 1) {
        spills.push(`"(you)" at ${Math.round(you.left)},${Math.round(you.top)} is not beside the name at ${Math.round(mine.right)},${Math.round(mine.top)} in ${said(row)}`);
      }
      if (you.right > card.getBoundingClientRect().right + 1) spills.push(`"(you)" runs past ${said(card)}`);
    }
    return { checked, spills };
  }, name);
}

/** Each visible control matching `selector` that sticks out of its nearest element matching `panel`. */
export function controlsOutOfPanel(page: Page, selector: string, panel: string): Promise<{ checked: number; out: string[] }> {
  return page.evaluate(
    ({ selector, panel }) => {
      const out: string[] = [];
      let checked = 0;
      for (const control of document.querySelectorAll(selector)) {
        const b = control.getBoundingClientRect();
        const holder = control.closest(panel);
        if (!holder || b.width === 0) continue;
        checked++;
        const p = holder.getBoundingClientRect();
        if (b.left < p.left - 1 || b.right > p.right + 1 || b.top < p.top - 1 || b.bottom > p.bottom + 1) {
          out.push(`"${(control.textContent ?? '').slice(0, 30)}" spans ${Math.round(b.left)}-${Math.round(b.right)} px, out of ${panel} at ${Math.round(p.left)}-${Math.round(p.right)} px`);
        }
      }
      return { checked, out };
    },
    { selector, panel },
  );
}
