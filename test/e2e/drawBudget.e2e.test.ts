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

  it("Pastry Pirates' opening for two draws in at most 16 draw calls", async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await pastryOpening(page, server().url);
    const calls = await mostDrawCalls(page);
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThanOrEqual(16);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("Merchant Voyages' opening for two draws in at most 14 draw calls", async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await merchantOpening(page, server().url);
    const calls = await mostDrawCalls(page);
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThanOrEqual(14);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
