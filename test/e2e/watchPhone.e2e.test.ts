// Issue 32, /watch on a phone (390x844): a viewer who typed a stream's code sees every captain's figures whole, none
// under the corner's status box (with its 👀 count of viewers, a player's corner has none), and nothing clipped at the
// screen's edges.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { brawler } from './castCrew';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A box on the page: its edges in CSS px. */
type Box = { left: number; top: number; right: number; bottom: number };

/** Each captain's figures (coins, hold, photograph points) as the page lays them out, and the corner's status box. */
function figuresAndCorner(page: Page): Promise<{ figures: { text: string; box: Box }[]; corner: Box }> {
  return page.evaluate(() => {
    const edges = (el: Element) => {
      const { left, top, right, bottom } = el.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    return {
      figures: [...document.querySelectorAll('.others .captain-stats > span')].map((el) => ({ text: el.textContent ?? '', box: edges(el) })),
      corner: edges(document.querySelector('.hud .corner')!),
    };
  });
}

/** Whether two boxes share any area. */
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.runIf(run)('/watch on a phone', () => {
  const { server, browser } = useGameServerAndBrowser();

  it("shows every captain's 📷 count whole, clear of the corner's status box and inside the screen", async () => {
    const host = await brawler(server().url.replace(/^http/, 'ws'), { captains: 4, bots: 'easy', timers: { turnMs: 0, decisionMs: 0, namingMs: 0 }, pace: 0.5, private: true });
    host.room.send('start');
    const page = await (await browser().newContext(PHONE)).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/watch`);
    await page.getByLabel('Stream code').fill(host.code);
    await page.getByRole('button', { name: /Watch/ }).click();
    await page.getByRole('region', { name: 'Cheer a ship' }).waitFor({ timeout: 60_000 });
    await page.locator('.corner .watching-count').waitFor({ timeout: 30_000 }); // the viewer counts themselves
    await page.evaluate(() => document.fonts.ready);
    const { figures, corner } = await figuresAndCorner(page);
    await snap(page, 'watch-phone-captains');
    const photos = figures.filter((f) => f.text.startsWith('📷'));
    expect(photos).toHaveLength(4);
    for (const figure of figures) {
      expect(overlaps(figure.box, corner), `${figure.text} at ${JSON.stringify(figure.box)} under the corner at ${JSON.stringify(corner)}`).toBe(false);
      expect(figure.box.left).toBeGreaterThanOrEqual(0);
      expect(figure.box.right).toBeLessThanOrEqual(390);
    }
    // the eight cheers, each a fingertip's size, all inside their card (the last one, 🏴‍☠️, stood past its right edge)
    const cheers = await page.evaluate(() => {
      const card = document.querySelector('.cheer-bar')!.getBoundingClientRect();
      return [...document.querySelectorAll('.cheer-emoji button')].map((button) => {
        const box = button.getBoundingClientRect();
        return { text: button.textContent, inside: box.left >= card.left && box.right <= card.right, width: Math.round(box.width), height: Math.round(box.height) };
      });
    });
    expect(cheers).toHaveLength(8);
    for (const cheer of cheers) expect(cheer, JSON.stringify(cheer)).toMatchObject({ inside: true, width: expect.toSatisfy((w: number) => w >= 44), height: expect.toSatisfy((h: number) => h >= 44) });
    await host.stop();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
