// A captain with the longest name the lobby takes (24 W's, the widest letter) in the browser, as the player and as a
// spectator, on a desktop (1280x800) and a phone (390x844): the name is shortened with an ellipsis or wraps, never spills
// out of its box or its panel, "(you)" stays beside it, and the audience's prediction and cheer buttons stay inside their panels.
// In Merchant Voyages too: the merchant's card and the Hourglass card's Anchor line (at 1024 px as well, where the card is
// capped between the merchants' cards and the log).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { createRoom, sailAgainstABot } from './lobbySteps';
import { controlsOutOfPanel, nameSpills } from './nameSpills';
import { overlappingBoxes } from './coveredControls';

const run = browserAvailable();
const NAME = 'W'.repeat(24);
const SIZES = [
  { label: '1280', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];
/** Merchant's Hourglass card is capped between the merchants' cards and the log: at 1024 px the name no longer fits it. */
const MERCHANT_SIZES = [...SIZES, { label: '1024', viewport: { width: 1024, height: 768 } }];

/** At each size, the name's texts on the page (at least `least` of them) and the controls of `panels`, checked and shot. */
async function checkSizes(page: Page, shot: string, least: number, panels: [string, string][] = [], sizes = SIZES): Promise<void> {
  for (const { label, viewport } of sizes) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await snap(page, `${shot}-${label}`);
    const { checked, spills } = await nameSpills(page, NAME);
    expect.soft(spills, `${shot} at ${label}`).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(least);
    if (label === '1280' && (await page.locator('.turn-banner').count())) {
      const card = await page.locator('.turn-banner').boundingBox();
      expect.soft(card!.width, `${shot}: the turn card stays a card of the right column, not across the board`).toBeLessThanOrEqual(300);
    }
    for (const [selector, panel] of panels) {
      const { checked: controls, out } = await controlsOutOfPanel(page, selector, panel);
      expect.soft(out, `${shot} at ${label}: ${selector} in ${panel}`).toEqual([]);
      expect(controls).toBeGreaterThan(0);
    }
  }
}

describe.runIf(run)('a 24-letter name', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('stays inside its boxes and panels in the waiting room and the voyage, for the captain and for a spectator', async () => {
    const player = await (await browser().newContext({ viewport: SIZES[0].viewport })).newPage();
    const viewer = await (await browser().newContext({ viewport: SIZES[0].viewport })).newPage();
    const errors = [...watchErrors(player), ...watchErrors(viewer)];
    await player.goto(`${server().url}/?pace=0`);
    const code = await createRoom(player, { name: NAME, captains: '2', timers: 'off' });
    await viewer.goto(`${server().url}/`);
    const watch = viewer.getByRole('region', { name: 'Watch a stream' });
    await watch.getByLabel('Stream code').fill(code);
    await watch.getByRole('button', { name: /Watch/ }).click();
    await viewer.locator('.seats').getByText(NAME).waitFor({ timeout: 30_000 });
    await checkSizes(player, 'long-name-waiting-player', 2); // the room's title and the crew list
    await checkSizes(viewer, 'long-name-waiting-viewer', 2);

    await player.setViewportSize(SIZES[0].viewport);
    await player.getByRole('button', { name: 'Set sail!' }).click();
    await player.locator('.others .captain-row').nth(1).waitFor({ timeout: 60_000 });
    // timers are off and the captain never moves: the voyage comes to their turn and stays there
    await expect.poll(() => viewer.locator('.turn-banner').textContent(), { timeout: 90_000 }).toContain(`${NAME}'s turn`);
    await expect.poll(() => player.locator('.turn-banner').textContent(), { timeout: 30_000 }).toContain('Your turn');
    await viewer.locator('.prediction-options button').filter({ hasText: NAME }).waitFor({ timeout: 30_000 });
    await checkSizes(player, 'long-name-voyage-player', 1); // the captains' board
    await checkSizes(viewer, 'long-name-voyage-viewer', 4, [
      ['.prediction-options button', '.prediction'],
      ['.prediction-options button', '.audience-panel'],
      ['.cheer-ship', '.cheer-bar'],
    ]);
    await viewer.setViewportSize(SIZES[0].viewport);
    await viewer.locator('.prediction-options button').filter({ hasText: NAME }).click();
    await viewer.locator('.tally-label').filter({ hasText: NAME }).waitFor({ timeout: 30_000 }); // the tally, in place of the buttons
    await checkSizes(viewer, 'long-name-tally-viewer', 3);
    expect(errors).toEqual([]);
    await player.context().close();
    await viewer.context().close();
  }, 240_000);

  it("Merchant Voyages: the merchant's card and the Hourglass card's Anchor line shorten the name, its marks whole beside it", async () => {
    const page = await (await browser().newContext({ viewport: SIZES[0].viewport })).newPage();
    const errors = watchErrors(page);
    await sailAgainstABot(page, server().url, { query: 'pace=0&seed=e2e-long-name-merchant', name: NAME, game: 'merchant' });
    await page.locator('.mv-merchant').nth(1).waitFor({ timeout: 60_000 });
    // this seed deals the long-named merchant the Anchor, so the Hourglass card names them too
    await page.locator('.mv-turn').waitFor({ timeout: 60_000 });
    expect(await page.locator('.mv-anchor').textContent()).toContain('(you)');
    await checkSizes(page, 'long-name-merchant', 2, [], MERCHANT_SIZES); // the merchant's card and the Anchor line
    for (const { viewport } of MERCHANT_SIZES.filter((size) => size.viewport.width > 640)) {
      await page.setViewportSize(viewport);
      expect.soft((await overlappingBoxes(page, '.mv-turn', '.mv-merchant')).overlaps, `${viewport.width} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
