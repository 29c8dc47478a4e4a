// A player without a graphics card draws WebGL on the processor (here SwiftShader, at light detail), where each draw call
// costs about half a millisecond whatever it fills: both games' opening scenes keep to a budget of draw calls that leaves
// them at least half an empty canvas's frame rate (npm run bench:fps). Static scenery is merged into a few meshes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { sailAgainstABot } from './lobbySteps';

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

  it("Pastry Pirates' opening for two draws in at most 16 draw calls", async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await sailAgainstABot(page, server().url, { query: 'seed=e2e-playtest-3&pace=1', name: 'Tess' });
    await page.waitForFunction(
      () => {
        const hooks = window.__pirates;
        const s = hooks?.store.getState();
        return (hooks?.frames ?? 0) > 10 && !!s?.view && s.view.actor === s.seat && s.presentingUntil < Date.now();
      },
      undefined,
      { timeout: 180_000, polling: 200 },
    );
    const calls = await mostDrawCalls(page);
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThanOrEqual(16);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("Merchant Voyages' opening for two draws in at most 14 draw calls", async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await sailAgainstABot(page, server().url, { query: 'pace=0&seed=e2e-merchant-fps', name: 'Anne', game: 'merchant' });
    await page.locator('.merchant-table canvas').waitFor({ timeout: 120_000 });
    await page.waitForFunction(
      () => {
        const s = window.__pirates!.store.getState();
        return s.legal.length > 0 && !document.querySelector('.merchant-table[data-presenting="yes"]') && window.__pirates!.frames > 10;
      },
      undefined,
      { timeout: 120_000, polling: 200 },
    );
    const calls = await mostDrawCalls(page);
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThanOrEqual(14);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
