// /rules.html loads on its own, without the game, with no console errors, and states the key numbers.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { merchantValues } from '../../client/games/merchant/rules/merchantNumbers';
import { PIRATE_CARDS } from '../../shared/merchant/board';
import { NUMBERS } from '../../shared/merchant/numbers';

const run = browserAvailable();

/** Waits until the element's heading shows whole below the sticky menu, its top in the upper half of the window. */
async function inView(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      const heading = el?.querySelector('h2, h3');
      const menu = document.querySelector('nav.toc')?.getBoundingClientRect();
      if (!el || !heading || !menu) return false;
      const top = el.getBoundingClientRect().top;
      const h = heading.getBoundingClientRect();
      return top >= menu.bottom - 1 && top <= innerHeight / 2 && h.top >= menu.bottom && h.bottom <= innerHeight;
    },
    selector,
    { timeout: 10_000, polling: 'raf' },
  );
}

describe.runIf(run)('the rules page', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('R16 R24 states the key numbers, on a desktop and on a phone, with no console errors', async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await (await browser().newContext({ viewport })).newPage();
      const errors = watchErrors(page);
      const response = await page.goto(`${server().url}/rules.html`);
      expect(response?.status()).toBe(200);
      const text = (await page.textContent('body'))!.replace(/\s+/g, ' ');
      expect(text).toMatch(/blows 4 squares/i);
      expect(text).toMatch(/\b2\b[^.]*upwind|upwind[^.]*\b2\b|into the wind[^.]*\b2\b/i);
      expect(text).toMatch(/4 ingredients or more is heavy|4 or more ingredients[^.]*heavy/i);
      expect(text).toMatch(/2 gold[^.]*3[^.]*4/i);
      for (const id of ['goal', 'sailing', 'battle', 'bake-off', 'winning']) expect(await page.locator(`#${id}`).count()).toBe(1);
      // The title is drawn in the bundled Lilita One, not a fallback font; the scrapbook shows the shared drawings.
      const titleFont = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Lilita One' && f.status === 'loaded');
      });
      expect(titleFont).toBe(true);
      const drawings = await page.locator('.scrap img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
      expect(drawings).toHaveLength(7);
      expect(drawings.every((w) => w > 0)).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await snap(page, `rules-${viewport.width}`);
      expect(errors).toEqual([]);
    }
  }, 120_000);

  it('Merchant Voyages shows the engine table’s numbers, its parts open from the address and the menu, on a desktop and on a phone', async () => {
    const values = merchantValues();
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await (await browser().newContext({ viewport })).newPage();
      const errors = watchErrors(page);
      await page.goto(`${server().url}/rules.html#merchant-voyage`);
      await page.waitForFunction(() => [...document.querySelectorAll('#merchant [data-m]')].every((el) => el.textContent !== ''), undefined, { timeout: 10_000, polling: 100 });
      const shown = await page.locator('#merchant [data-m]').evaluateAll((els) => els.map((el) => [el.getAttribute('data-m')!, el.textContent!] as const));
      expect(shown.length).toBeGreaterThan(50);
      for (const [key, text] of shown) expect(text, key).toBe(String(values[key]));
      expect(await page.locator('[data-m-repeat="seg3.coins"] > use').count()).toBe(NUMBERS.segments[2].coins);
      expect(await page.locator('[data-m-repeat="galleon.capacity"] > svg').count()).toBe(NUMBERS.ships[1].capacity);
      expect(await page.locator('.mv-deck li').allTextContents()).toEqual(PIRATE_CARDS.map(String));
      expect(await page.locator('.mv-track li').count()).toBe(NUMBERS.rounds);
      await inView(page, '#merchant-voyage');
      // The menu knows the game being read: it marks it once the scroll has settled (wait for it; never read it mid-scroll).
      await page.waitForFunction(() => document.querySelector('[data-pick="merchant"]')?.getAttribute('aria-current') === 'true', undefined, { timeout: 10_000, polling: 'raf' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(1);
      await snap(page, `rules-merchant-voyage-${viewport.width}`);

      // From the top: the menu shows Pastry Pirates' parts; pick Merchant Voyages, then its Voyage.
      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector('[data-pick="pastry"]')?.getAttribute('aria-current') === 'true', undefined, { timeout: 10_000, polling: 'raf' });
      await page.locator('[data-pick="merchant"]').click();
      await inView(page, '#merchant');
      await page.waitForFunction(() => document.querySelector('[data-pick="merchant"]')?.getAttribute('aria-current') === 'true', undefined, { timeout: 10_000, polling: 'raf' });
      expect(await page.locator('nav.toc [data-game="merchant"]').first().isVisible()).toBe(viewport.width > 760); // its contents, not Pastry's
      expect(await page.locator('nav.toc [data-game="merchant"]').nth(1).isVisible()).toBe(viewport.width <= 760);
      expect(await page.locator('nav.toc [data-game="pastry"]').evaluateAll((els) => els.every((el) => (el as HTMLElement).hidden))).toBe(true);
      await page.locator('.mv-parts a[href="#merchant-voyage"]').click();
      await inView(page, '#merchant-voyage');
      const menuLinks = page.locator(viewport.width > 760 ? '.toc-d[data-game="merchant"] a' : '.toc-m[data-game="merchant"] a');
      if (viewport.width <= 760) await page.locator('.toc-m[data-game="merchant"] summary').click();
      await menuLinks.filter({ hasText: 'Setting up' }).click();
      await inView(page, '#merchant-setup');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 120_000);
});
