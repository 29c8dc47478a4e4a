// In the browser: two ships' floating words that float at once ("+4 coins +1★" over a ship, a Luxury delivered over its
// neighbour) never cover each other, on an upright phone (390x844, its lanes narrow) and on a desktop. The newer word
// rises above the older one (scene/BurstStack.tsx); both words are the show's, from a batch placed as the room's would be.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sailAgainstABot } from './lobbySteps';
import { browserAvailable, snap, watchErrors } from './browser';
import { overlappingBoxes } from './coveredControls';
import { useGameServerAndBrowser } from './harness';
import { merchantMoveShown } from './merchantSteps';

const run = browserAvailable();

/** Plays a batch in which your two ships each float a word, the second while the first still floats (for about 1.9 s: a word floats 2.1 s at least), and waits until both show. */
async function twoWordsAtOnce(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = window.__pirates!.store.getState();
    const seat = store.seat ?? 0;
    const events = [
      { type: 'traded', seat, ship: 0, segment: 1, coins: 4, prestige: 1 },
      { type: 'delivered', seat, ship: 1, segment: 1, luxury: 'Silk', prestige: 2 },
    ];
    store.addEvents(events, Date.now(), [
      { line: null, ms: 200 },
      { line: null, ms: 1500 },
    ]);
  });
  await page.waitForFunction(
    () => {
      const boxes = [...document.querySelectorAll('.mv-burst')].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0);
      return boxes.length === 2;
    },
    undefined,
    { timeout: 10_000, polling: 'raf' },
  );
}

describe.runIf(run)("Merchant Voyages' floating words", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  for (const [name, options] of [
    ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ['desktop', { viewport: { width: 1280, height: 800 } }],
  ] as const) {
    it(`never cover each other on a ${name}`, async () => {
      const page = await (await browser().newContext(options)).newPage();
      pages.push(page);
      const errors = watchErrors(page);
      await sailAgainstABot(page, server().url, { query: 'pace=0&seed=e2e-merchant-bursts', name: 'Anne', game: 'merchant' });
      await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
      await merchantMoveShown(page);
      await page.evaluate(() => document.fonts.ready);
      await twoWordsAtOnce(page);
      const words = await overlappingBoxes(page, '.mv-burst', '.mv-burst');
      await snap(page, `merchant-bursts-${name}`);
      expect(words.checked).toBe(2);
      expect(words.overlaps).toEqual([]);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
