// What a phone player must read, in the browser: Merchant Voyages' signs on the table (each port's, the Pirate deck's, the Hourglass's, the Pirates so far and the merchants' names at their docks)
// are page text a player can read, on a phone (390x844) and at 1280x800: page elements, shown, inside the viewport, at
// a font of 12 px or more as drawn (any scale their layer gives them counted), and not stacked over one another; each
// port's Demand tiles read in its sign the same way.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sailAgainstABot } from './lobbySteps';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();

/** One sign as drawn: its words, its box on the page, its font size in page px as shown, and whether it shows (no panel over its middle). */
type Drawn = { text: string; left: number; top: number; right: number; bottom: number; shownFont: number; visible: boolean };

/** Makes a room for Anne and a bot with no timers, the prelude `query` played first, and waits until her move is shown. */
async function merchantTable(page: Page, url: string, query: string): Promise<void> {
  await sailAgainstABot(page, url, { query: `pace=0&${query}`, name: 'Anne', game: 'merchant' });
  await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('.merchant-table[data-presenting="yes"]') && !!document.querySelector('.mv-bottom button'), undefined, { timeout: 60_000, polling: 100 });
  await page.evaluate(() => document.fonts.ready);
}

/** The signs matching `selector` as drawn, once as many as `count` show (placed by the frames after they were made). */
async function signs(page: Page, selector: string, count: number): Promise<Drawn[]> {
  await expect.poll(() => page.evaluate((s) => [...document.querySelectorAll<HTMLElement>(s)].filter((el) => el.getBoundingClientRect().width > 0).length, selector), { timeout: 30_000 }).toBe(count);
  return page.evaluate((s) => {
    return [...document.querySelectorAll<HTMLElement>(s)].map((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      let drawnScale = 1; // the scale of every transform over it, which the computed font size leaves out
      for (let up: HTMLElement | null = el; up; up = up.parentElement) {
        const transform = getComputedStyle(up).transform;
        if (transform !== 'none') drawnScale *= Math.hypot(new DOMMatrixReadOnly(transform).a, new DOMMatrixReadOnly(transform).b);
      }
      const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2); // a sign lets taps through to the table, so the table is what is found there unless a panel covers it
      return {
        text: el.textContent ?? '',
        left: box.left,
        top: box.top,
        right: box.right,
        bottom: box.bottom,
        shownFont: Number.parseFloat(style.fontSize) * drawnScale,
        visible: style.visibility !== 'hidden' && Number(style.opacity) > 0.5 && !!atCentre?.closest('.merchant-canvas'),
      };
    });
  }, selector);
}

/** How much of the smaller of two boxes the other covers, 0 to 1. */
function overlap(a: Drawn, b: Drawn): number {
  const w = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
  const h = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const smaller = Math.min((a.right - a.left) * (a.bottom - a.top), (b.right - b.left) * (b.bottom - b.top));
  return smaller > 0 ? (w * h) / smaller : 0;
}

/** Checks the table's signs on `page`, sized `width` by `height`: readable, inside, apart. */
async function expectReadableSigns(page: Page, width: number, height: number): Promise<Drawn[]> {
  const ports = await signs(page, '.mv-port-sign', 3);
  const deck = await signs(page, '.mv-deck-sign', 1);
  const hourglass = await signs(page, '.mv-hourglass-sign', 1); // M7: it stands near a phone's right edge, where a 3D plaque was cut
  expect(hourglass[0].text).toMatch(/^Round 1 of \d+ · Turn [AB]$/);
  const sum = await signs(page, '.mv-sum-sign', 1); // M12: the prelude's Galleon has met a Pirate card
  expect(sum[0].text).toMatch(/^Pirates so far: \d+$/);
  const docks = await signs(page, '.mv-dock-name-tag', 2);
  expect(docks.map((d) => d.text).sort()).toEqual(['Anne', 'Calico']);
  expect(ports.map((p) => p.text.match(/near|middle|far/i)?.[0].toLowerCase())).toEqual(['near', 'middle', 'far']);
  expect(deck[0].text).toMatch(/Pirate deck/);
  const all = [...ports, ...deck, ...hourglass, ...sum, ...docks];
  const demand = await signs(page, '.mv-port-sign .mv-demand-chip', 5); // M2: one Demand slot near, two middle, two far, each a chip in its port's sign
  for (const sign of [...all, ...demand]) {
    expect(sign.visible, `${sign.text} is shown`).toBe(true);
    expect(sign.shownFont, `${sign.text}'s font`).toBeGreaterThanOrEqual(12);
    expect(sign.left, `${sign.text} inside on the left`).toBeGreaterThanOrEqual(0);
    expect(sign.top, `${sign.text} inside at the top`).toBeGreaterThanOrEqual(0);
    expect(sign.right, `${sign.text} inside on the right`).toBeLessThanOrEqual(width);
    expect(sign.bottom, `${sign.text} inside at the bottom`).toBeLessThanOrEqual(height);
  }
  for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect(overlap(all[i], all[j]), `${all[i].text} over ${all[j].text}`).toBeLessThan(0.2);
  return all;
}

describe.runIf(run)("Merchant Voyages' signs on the table", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  it('on a phone, each port sign and the deck sign is page text, shown, inside the screen, at 12 px or more, apart', async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await merchantTable(page, server().url, 'seed=e2e-merchant-signs&prelude=6');
    try {
      await expectReadableSigns(page, 390, 844);
    } finally {
      await snap(page, 'merchant-phone-signs');
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('at 1280x800, the same signs are readable page text inside the screen', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await merchantTable(page, server().url, 'seed=e2e-merchant-signs&prelude=6');
    try {
      await expectReadableSigns(page, 1280, 800);
    } finally {
      await snap(page, 'merchant-desktop-signs');
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
