// Both games' opening scenes keep to a budget of draw calls at light detail, so the static scenery merged into a few meshes
// stays merged: every draw call costs the processor on any renderer. (On a software renderer the frame's time follows the
// pixels filled more than the draw calls: halving them left npm run bench:fps where it was.)
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { merchantOpening, pastryOpening } from './lobbySteps';

const run = browserAvailable();

/** The most draw calls a frame over a few frames a while apart. */
async function mostDrawCalls(page: Page): Promise<number> {
  let most = 0;
  for (let i = 0; i < 8; i++) {
    const frames = await page.evaluate(() => window.__pirates!.frames);
    await page.waitForFunction((before) => window.__pirates!.frames > before + 2, frames, { timeout: 60_000, polling: 100 });
    most = Math.max(most, await page.evaluate(() => window.__pirates!.drawCalls));
  }
  return most;
}

describe.runIf(run)('draw calls at light detail', () => {
  const { server, browser } = useGameServerAndBrowser();

  for (const { game, open, most } of [
    { game: 'Pastry Pirates', open: pastryOpening, most: 16 },
    { game: 'Merchant Voyages', open: merchantOpening, most: 14 },
  ]) {
    it(`${game}' opening for two draws in at most ${most} draw calls`, async () => {
      const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      const errors = watchErrors(page);
      await open(page, server().url);
      const calls = await mostDrawCalls(page);
      expect(calls).toBeGreaterThan(5);
      expect(calls).toBeLessThanOrEqual(most);
      expect(errors).toEqual([]);
      await page.context().close();
    }, 240_000);
  }
});
