// In the browser, on a phone (390x844) among four merchants: the ships' badges near the docks (⚔2 on three Galleons at the
// near port) no longer stand readable over one another or over a sign. Where two of the table's labels meet, the one
// behind fades in its place (the shell's labelDeclutter.ts, with Merchant's ranks): a port's sign before any sign, a sign
// before a badge, the nearer of two badges before the other.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { merchantMoveShown } from './merchantSteps';
import { sailAgainstABot } from './lobbySteps';

const run = browserAvailable();

/** The table's labels drawn now (a word floating up from a ship left out: it rises over its badge on purpose): each pair that overlaps by more than 2 px both ways, and whether each of the two stands behind (faded). */
function meetingLabels(page: Page) {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll<HTMLElement>('.merchant-canvas .page-label')].filter((el) => el.getBoundingClientRect().width > 0 && !el.querySelector('.mv-burst'));
    const pairs: { a: string; b: string; faded: number }[] = [];
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) {
        const [p, q] = [labels[i].getBoundingClientRect(), labels[j].getBoundingClientRect()];
        const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (w > 2 && h > 2)
          pairs.push({ a: labels[i].textContent ?? '', b: labels[j].textContent ?? '', faded: [labels[i], labels[j]].filter((el) => el.classList.contains('page-label-behind')).length });
      }
    return { badges: document.querySelectorAll('.merchant-canvas .mv-ship-badge').length, pairs };
  });
}

describe.runIf(run)("Merchant Voyages' ship badges beside one another and the signs", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  it('on a phone, of two labels that meet one fades: no two readable labels stand over each other', async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await sailAgainstABot(page, server().url, { query: 'pace=0&seed=e2e-merchant-clear&prelude=6', name: 'Anne', game: 'merchant', seats: '4' });
    await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
    await merchantMoveShown(page);
    await page.evaluate(() => document.fonts.ready);
    // the prelude leaves three Galleons at the near port: their badges meet each other and the Pirates so far
    await expect.poll(async () => (await meetingLabels(page)).badges, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await meetingLabels(page)).pairs.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await meetingLabels(page)).pairs.filter((pair) => pair.faded === 0), { timeout: 30_000 }).toEqual([]);
    await snap(page, 'merchant-phone-badges');
    expect(errors).toEqual([]);
  }, 180_000);
});
