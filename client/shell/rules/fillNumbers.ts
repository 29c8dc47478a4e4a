// Fills the rules page's placeholders from a table of values. data-m="key" gets the value as its text; data-m-repeat="key"
// repeats its first child once per item (a count, or a list whose items go into each clone's data-m-item), laying SVG
// clones out in rows when it names a step (data-dx, data-dy, data-per-row). A game's section of the page gives the values
// (games/merchant/rules/merchantNumbers.ts); this file knows no game.

/** A placeholder's value: text for data-m, a count or a list of items for data-m-repeat. */
export type PlaceholderValue = string | number | readonly (string | number)[];

/** Fills every placeholder under `root` from `values`; returns the keys it found no fitting value for. */
export function fillNumbers(root: ParentNode, values: Record<string, PlaceholderValue>): string[] {
  const missing: string[] = [];
  for (const el of root.querySelectorAll('[data-m]')) {
    const key = el.getAttribute('data-m') ?? '';
    const value = values[key];
    if (typeof value === 'string' || typeof value === 'number') el.textContent = String(value);
    else missing.push(key);
  }
  for (const el of root.querySelectorAll('[data-m-repeat]')) {
    const key = el.getAttribute('data-m-repeat') ?? '';
    const value = values[key];
    if (typeof value === 'number')
      repeat(
        el,
        Array.from({ length: value }, (_, i) => i + 1),
      );
    else if (Array.isArray(value)) repeat(el, value);
    else missing.push(key);
  }
  return missing;
}

/** Replaces `el`'s children with one copy of its first child per item. */
function repeat(el: Element, items: readonly (string | number)[]): void {
  const template = el.firstElementChild;
  if (!template) return;
  const step = (name: string) => Number(el.getAttribute(name) ?? 0);
  const [dx, dy] = [step('data-dx'), step('data-dy')];
  const perRow = step('data-per-row') || items.length || 1;
  const copies = items.map((item, i) => {
    const copy = template.cloneNode(true) as Element;
    if (dx || dy) copy.setAttribute('transform', `translate(${(i % perRow) * dx} ${Math.floor(i / perRow) * dy})`);
    for (const slot of [copy, ...copy.querySelectorAll('[data-m-item]')]) if (slot.hasAttribute('data-m-item')) slot.textContent = String(item);
    return copy;
  });
  el.replaceChildren(...copies);
}
