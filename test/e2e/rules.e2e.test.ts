// Issue 5: /rules.html loads on its own, without the game, with no console errors, and states the key numbers.
import { describe, expect, it } from 'vitest';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();

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
      // Issue 8: the title is drawn in the bundled Lilita One, not a fallback font; the scrapbook shows the shared drawings.
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
});
