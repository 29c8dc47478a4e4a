// A playtest on an upright phone (390x844) saw a log line twice in a row: "Calico's Galleon (strength 1) is turned back by
// pirates 3, and takes Damage." once in the open log and once in the show's caption, which stands just under the log there
// (and "turned into Morgan's line" as the caption moved on). One event, told by two panels: with the log open on a phone
// the caption stays hidden, since the log's newest line is the event playing; with the log folded the caption shows it.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sailAgainstABot } from './lobbySteps';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { merchantMoveShown } from './merchantSteps';

const run = browserAvailable();

/** The caption as it is while a show plays, once one has words: its text, whether it is seen, and the open log's newest line. */
async function captionWhilePlaying(page: Page): Promise<{ caption: string; seen: boolean; lastLine: string | null }> {
  const handle = await page.waitForFunction(
    () => {
      const caption = document.querySelector<HTMLElement>('.mv-caption');
      if (!caption) return null;
      const lines = document.querySelectorAll('.mv-hud .log li');
      return {
        caption: caption.textContent ?? '',
        seen: caption.getClientRects().length > 0 && getComputedStyle(caption).visibility !== 'hidden',
        lastLine: lines.length ? lines[lines.length - 1].textContent : null,
      };
    },
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue())!;
}

describe.runIf(run)("Merchant Voyages' show caption on a phone", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  it('tells the event playing once: in the caption with the log folded, only in the log with the log open', async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await sailAgainstABot(page, server().url, { query: 'pace=1&seed=e2e-merchant-phone-actions&prelude=6', name: 'Anne', game: 'merchant' });
    await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
    await merchantMoveShown(page);

    // the log folded (a phone's start): a Luxury bought shows its caption
    await page.getByRole('button', { name: /^Buy / }).first().click();
    const folded = await captionWhilePlaying(page);
    expect(folded.caption).toMatch(/^You bought /);
    expect(folded.seen).toBe(true);
    await merchantMoveShown(page);

    // the log open: the next show's event is its newest line, and the caption under it stays hidden
    await page.locator('.mv-hud .log-toggle').click();
    await page.getByRole('button', { name: /^Pass/ }).first().click();
    const open = await captionWhilePlaying(page);
    await snap(page, 'merchant-phone-caption-log-open');
    expect(open.lastLine).toBe(open.caption);
    expect(open.seen).toBe(false);
    expect(errors).toEqual([]);
  }, 180_000);
});
