// In the browser, among four merchants on a phone and three on a desktop: the merchants' cards and the open log leave the table's key things in sight. On a phone (390x844) every
// card fits the screen with its coins and Prestige whole, and opening your card pushes no other card out of view and
// covers no port's sign; on a desktop (1280x800) no card or open log stands over a dock's name, a port's sign or the
// Pirate deck's sign (the camera frames the table clear of them).
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap } from './browser';
import { overlappingBoxes } from './coveredControls';
import { useGameServerAndBrowser } from './harness';
import { merchantMoveShown } from './merchantSteps';

const run = browserAvailable();
/** The table's things a player must see, as page labels: the docks' names, the ports' signs, the Pirate deck's. */
const KEY_SIGNS = '.mv-dock-name-tag, .mv-port-sign, .mv-deck-sign';
/** The panels that must leave them clear: each merchant's card and the open log. */
const PANELS = '.mv-merchants > .mv-merchant, .mv-hud .log, .mv-corner > *, .mv-demand-toggle';

/** Makes a room of `merchants` for Anne and bots with no timers and a test seed's prelude, and waits until her move is shown and the camera settled. */
async function table(page: Page, url: string, merchants: string): Promise<void> {
  await page.goto(`${url}/?pace=0&seed=e2e-merchant-clear&prelude=6`);
  await page.getByLabel('Your name').fill('Anne Very-Long-Name-Of-The-Seas');
  await page.getByLabel('Merchant Voyages').check();
  await page.getByLabel('Merchants').selectOption(merchants);
  await page.getByLabel('Timers').selectOption('off');
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.getByRole('button', { name: 'Set sail!' }).click();
  await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
  await merchantMoveShown(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1500);
}

/** Each card's box, and its Prestige's, as the page shows them; and whether a tap at the card's head reaches that card. */
function cardBoxes(page: Page) {
  return page.$$eval('.mv-merchants > .mv-merchant', (cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const star = card.querySelector('.mv-prestige')!.getBoundingClientRect();
      const head = card.querySelector('.mv-merchant-head')!.getBoundingClientRect();
      const hit = document.elementFromPoint(head.left + head.width / 2, head.top + head.height / 2);
      return { right: box.right, starRight: star.right, reached: !!hit && card.contains(hit) };
    }),
  );
}

describe.runIf(run)("Merchant Voyages' table in sight beside its panels", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  it('on a phone every card fits, and your opened card hides no other card and no sign', async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    await table(page, server().url, '4');
    const folded = await cardBoxes(page);
    expect(folded.length).toBe(4);
    for (const card of folded) expect(card).toMatchObject({ reached: true });
    for (const card of folded) expect(Math.max(card.right, card.starRight)).toBeLessThanOrEqual(390);
    await snap(page, 'merchant-clear-phone');
    expect((await overlappingBoxes(page, KEY_SIGNS, PANELS)).overlaps).toEqual([]);
    await page.locator('.mv-merchant-head').first().click();
    await page.locator('.mv-merchant.open').waitFor();
    await page.waitForTimeout(1500);
    await snap(page, 'merchant-clear-phone-open');
    for (const card of await cardBoxes(page)) expect(card).toMatchObject({ reached: true });
    const open = await overlappingBoxes(page, KEY_SIGNS, PANELS);
    expect(open.checked).toBeGreaterThanOrEqual(6);
    expect(open.overlaps).toEqual([]);
  }, 180_000);

  it('on a desktop no card and no open log covers a dock, a port or the Pirate deck', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    pages.push(page);
    await table(page, server().url, '3');
    if (await page.locator('.mv-hud .log.closed').count()) await page.locator('.mv-hud .log-toggle').click();
    await expect.poll(async () => page.locator('.mv-hud .log li').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await page.waitForTimeout(1500);
    await snap(page, 'merchant-clear-desktop');
    const clear = await overlappingBoxes(page, KEY_SIGNS, PANELS);
    expect(clear.checked).toBeGreaterThanOrEqual(6);
    expect(clear.overlaps).toEqual([]);
  }, 180_000);
});
