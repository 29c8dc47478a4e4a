// A battle's coin toss at pace 3, in the browser: a price flag standing behind the coin tray, or behind a neighbouring
// dock's price in the battle's close-up, hides rather than fades (a faint "2g" under Sugar's "3g" read as the old price,
// and faint price flags stood over the tray's coins).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { sailAgainstABot } from './lobbySteps';

const run = browserAvailable();

/** The price flags standing behind another label or a tray now, with how opaque each is drawn. */
function behindPrices(page: Page): Promise<{ text: string; opacity: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.page-label.page-label-behind')]
      .filter((el) => el.querySelector(':scope > .price-flag'))
      .map((el) => ({ text: el.textContent ?? '', opacity: Number(getComputedStyle(el).opacity) })),
  );
}

describe.runIf(run)('prices through a battle', () => {
  const { server, browser } = useGameServerAndBrowser();
  let page: Page;
  afterAll(async () => page?.context().close());

  it('no price flag shows faint behind the coin tray or another price while the broadsides play', async () => {
    page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    // the prelude stops as the bot is asked for a bribe: Tess attacks it, in the close-up of two neighbouring docks
    await sailAgainstABot(page, server().url, { query: 'seed=e2e-voyage-5&prelude=200&until=bribe&pace=3', name: 'Tess' });
    await page.waitForFunction(() => window.__pirates?.store.getState().view?.phase === 'bribe', undefined, { timeout: 90_000, polling: 100 });
    // the bot offers a bribe, or fights; a bribe offered is refused
    const next = await page.waitForFunction(
      () => {
        const s = window.__pirates!.store.getState();
        if (s.events.some((e) => e.event.type === 'broadsides')) return 'fired';
        return s.view?.phase === 'answer' && s.view.actor === s.seat && s.legal.length > 0 ? 'asked' : null;
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    if ((await next.jsonValue()) === 'asked') await page.getByRole('button', { name: /Refuse/ }).click();
    await page.waitForFunction(() => window.__pirates!.store.getState().events.some((e) => e.event.type === 'broadsides'), undefined, { timeout: 60_000, polling: 50 });
    // while the coins fly and lie, some price stands behind the tray or the other price: it is not drawn at all
    await page.waitForFunction(() => [...document.querySelectorAll('.page-label.page-label-behind')].some((el) => el.querySelector(':scope > .price-flag')), undefined, {
      timeout: 30_000,
      polling: 50,
    });
    await expect.poll(async () => Math.max(...(await behindPrices(page)).map((p) => p.opacity), 0), { timeout: 5000 }).toBe(0);
    await snap(page, 'battle-prices');
    expect(errors).toEqual([]);
  }, 240_000);
});
