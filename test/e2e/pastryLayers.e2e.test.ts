// Pastry Pirates composites no layer the size of the screen but the page's and the canvas's, on a desk and on a phone:
// a software renderer blends every layer's pixels each frame the canvas draws, so whatever stands over the canvas needs a
// layer of its own (client/shell/styles/overCanvas.css), or it and the panels painted after it share the HUD's layer, the
// whole screen. Checked at your turn with the log and the hint card shown, and at a rival's turn (on this seed the Snap
// button of your sighting shows then: no card, it made .hud a 1280x800 layer on a desk).
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { myHeldTurn } from './lobbySteps';
import { browserAvailable, watchErrors } from './browser';
import { screenSizedLayers, type Layer } from './compositedLayers';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();

/** The two screens checked: a desk and an upright phone. */
const SCREENS = [
  { name: 'a 1280x800 desk', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'a 390x844 phone', viewport: { width: 390, height: 844 }, phone: true },
];

/** The screen-sized layers at a rival's turn, read while that turn stood still on the page (a bot's turn may end while they are read); your own turns are ended meanwhile. */
async function layersAtRivalTurn(page: Page): Promise<Layer[]> {
  const moment = () =>
    page.evaluate(() => {
      const s = window.__pirates!.store.getState();
      const v = s.view;
      if (!v || v.actor === null || s.presentingUntil > Date.now()) return null;
      if (v.actor === s.seat) return s.legal.some((a) => a.type === 'endTurn') ? 'mine' : null;
      return v.phase === 'turn' ? `rival ${v.day}:${v.actor}:${s.room?.step}` : null;
    });
  for (;;) {
    await page.waitForFunction(
      () => {
        const s = window.__pirates!.store.getState();
        const v = s.view;
        return !!v && v.actor !== null && s.presentingUntil <= Date.now() && (v.actor !== s.seat ? v.phase === 'turn' : s.legal.some((a) => a.type === 'endTurn'));
      },
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    const at = await moment();
    if (at === 'mine') {
      await page.locator('.action-bar button:not([disabled])', { hasText: 'End turn' }).first().click();
      await page.waitForFunction(() => window.__pirates!.store.getState().view?.actor !== window.__pirates!.store.getState().seat, undefined, { timeout: 60_000, polling: 50 });
      continue;
    }
    if (!at) continue;
    const layers = await screenSizedLayers(page);
    if ((await moment()) === at) return layers;
  }
}

describe.runIf(run)("Pastry Pirates' layers", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  for (const screen of SCREENS) {
    it(`on ${screen.name}, at your turn with the log and hint shown and at a rival's turn, no layer but the page and the canvas is screen-sized`, async () => {
      const context = await browser().newContext({ viewport: screen.viewport, ...(screen.phone ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      pages.push(page);
      const errors = watchErrors(page);
      await myHeldTurn(page, server().url, 6); // a few moves first, for the log to show
      if (screen.phone) await page.locator('.log-toggle').click(); // a phone folds the log
      await page.locator('.log:not(.closed) li').first().waitFor();
      await page.locator('.hint-card').waitFor();
      expect(await screenSizedLayers(page)).toEqual([]);
      expect(await layersAtRivalTurn(page)).toEqual([]);
      expect(errors).toEqual([]);
    }, 240_000);
  }
});
