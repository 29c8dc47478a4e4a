// Merchant Voyages on a phone composites no layer the size of the screen but the page's and the canvas's: a software
// renderer blends every layer's pixels each frame the canvas draws. On a phone the Demand's card folds into its parts
// (a toggle in the corner's column, and its ports when open), so the card's own layer was gone: the parts, painted over
// the scene's composited signs, went into one layer begun by an empty sign layer (.page-labels.mv-sum-signs) and as big
// as it, the whole screen. Checked at the move, with the Demand open, and at a Voyage decision (the Pirates' sum showing).
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sailAgainstABot } from './lobbySteps';
import { browserAvailable, watchErrors } from './browser';
import { screenSizedLayers } from './compositedLayers';
import { useGameServerAndBrowser } from './harness';
import { merchantMoveShown } from './merchantSteps';

const run = browserAvailable();

describe.runIf(run)("Merchant Voyages' layers on a phone", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  /** A 390x844 phone at Anne's move against a bot, after the prelude `query`. */
  async function phoneAt(query: string): Promise<{ page: Page; errors: string[] }> {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await sailAgainstABot(page, server().url, { query: `pace=0&${query}`, name: 'Anne', game: 'merchant' });
    await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
    await merchantMoveShown(page);
    return { page, errors };
  }

  it('at the move, and with the Demand open, no layer but the page and the canvas is screen-sized', async () => {
    const { page, errors } = await phoneAt('seed=e2e-merchant-phone-actions&prelude=6');
    expect(await screenSizedLayers(page)).toEqual([]);
    await page.locator('.mv-demand-toggle').click();
    await page.locator('.mv-demand-ports').waitFor();
    expect(await screenSizedLayers(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('at a Voyage decision, with the Pirates so far on their sign, no layer but the page and the canvas is screen-sized', async () => {
    const { page, errors } = await phoneAt('seed=e2e-merchant-phone-voyage&prelude=400&until=voyage');
    await page.getByRole('region', { name: 'Voyage decision' }).getByRole('button').first().waitFor();
    expect(await screenSizedLayers(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);
});
