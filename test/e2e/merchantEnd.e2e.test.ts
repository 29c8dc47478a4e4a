// On Merchant Voyages' end screen, after "See the table", the 🏆 Standings button that brings the standings back stands
// clear of the open log, on a desktop (1280x800) and an upright phone (390x844); "Sail again" says it is on its way. A
// test seed's prelude plays the game to its end as it sets sail.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();

/** Two boxes on the page, and how many square pixels they share. */
type Boxes = { standings: DOMRect; log: DOMRect; overlapPx: number };

/** Measures the Standings button against the log, each as the page lays it out. */
function measure(page: Page): Promise<Boxes> {
  return page.evaluate(() => {
    const standings = document.querySelector('.mv-end-unfold')!.getBoundingClientRect();
    const log = document.querySelector('.mv-hud .log')!.getBoundingClientRect();
    const width = Math.max(0, Math.min(standings.right, log.right) - Math.max(standings.left, log.left));
    const height = Math.max(0, Math.min(standings.bottom, log.bottom) - Math.max(standings.top, log.top));
    return { standings: standings.toJSON(), log: log.toJSON(), overlapPx: width * height };
  });
}

/** Makes a two-merchant game from the lobby at `address` (a test seed's prelude plays it out as it sets sail) and waits for its end card. */
async function playToTheEnd(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.getByLabel('Your name').fill('Anne');
  await page.getByLabel('Merchant Voyages').check();
  await page.getByLabel('Merchants').selectOption('2');
  await page.getByLabel('Timers').selectOption('off');
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.getByRole('button', { name: 'Set sail!' }).click();
  await page.getByRole('dialog', { name: 'The game is over' }).waitFor({ timeout: 60_000 });
}

describe.runIf(run)("Merchant Voyages' folded end screen", () => {
  const { server, browser } = useGameServerAndBrowser();

  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`keeps the 🏆 Standings button clear of the open log on a ${label} (${viewport.width}x${viewport.height})`, async () => {
      const page = await (await browser().newContext({ viewport, ...(label === 'phone' ? { isMobile: true, hasTouch: true } : {}) })).newPage();
      const errors = watchErrors(page);
      await playToTheEnd(page, `${server().url}/?pace=0&seed=e2e-merchant-end-${label}&prelude=5000&until=over`);
      await page.getByRole('button', { name: 'See the table' }).click();
      await page.getByRole('button', { name: '🏆 Standings' }).waitFor();
      // the log open, as a player reading back over the game has it (a phone starts with it folded)
      const toggle = page.locator('.mv-hud .log-toggle');
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect.poll(async () => (await page.locator('.mv-hud .log li').count()) > 0, { timeout: 30_000 }).toBe(true);
      const boxes = await measure(page);
      await snap(page, `merchant-end-folded-${label}`);
      expect(boxes.overlapPx, JSON.stringify(boxes)).toBe(0);
      // both on the screen, and the button still brings the standings back
      for (const box of [boxes.standings, boxes.log]) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(viewport.width);
        expect(box.bottom).toBeLessThanOrEqual(viewport.height);
      }
      await page.getByRole('button', { name: '🏆 Standings' }).click();
      await page.getByRole('dialog', { name: 'The game is over' }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('says "Sail again" is on its way while the room opens the rematch, then takes the captain there', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    // The rematch's request is held on its way to the server, as a slow harbour (or a presence retrying) would hold it.
    await page.addInitScript(() => {
      const send = WebSocket.prototype.send;
      const held: [WebSocket, Parameters<WebSocket['send']>[0]][] = [];
      const words = new TextDecoder();
      WebSocket.prototype.send = function (data) {
        const text = typeof data === 'string' ? data : words.decode(data instanceof ArrayBuffer ? data : (data as ArrayBufferView).buffer);
        if (text.includes('rematch')) held.push([this, data]);
        else send.call(this, data);
      };
      Object.assign(window, { heldRematch: () => held.length, releaseRematch: () => held.splice(0).forEach(([socket, data]) => send.call(socket, data)) });
    });
    await playToTheEnd(page, `${server().url}/?pace=0&seed=e2e-merchant-end-rematch&prelude=5000&until=over`);
    await page.getByRole('button', { name: /Sail again/ }).click();
    const waiting = page.getByRole('button', { name: /Opening the rematch/ });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { heldRematch(): number }).heldRematch())).toBe(1);
    await page.evaluate(() => (window as unknown as { releaseRematch(): void }).releaseRematch());
    // answered, the captain is taken to the rematch's waiting room
    const first = new URL(page.url()).searchParams.get('room');
    await page.waitForFunction((code) => new URLSearchParams(location.search).get('room') !== code, first, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Set sail!' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
