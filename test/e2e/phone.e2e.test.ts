// An upright phone (390x844) during your own turn: the board fills the room the panels leave (at least 60 % of the
// screen's height, not a band under empty sky), the controls are fingertip-sized and no panel covers one, and a desktop
// turn keeps its board.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { myHeldTurn } from './lobbySteps';
import { browserAvailable, snap, watchErrors } from './browser';
import { coveredControls } from './coveredControls';
import { useGameServerAndBrowser } from './harness';
import { measureBoardRoom, targetSizes } from './phoneBoard';

const run = browserAvailable();
/** A fingertip's target (WCAG 2.5.5, Apple's and Google's guides). */
const FINGERTIP = 44;

describe.runIf(run)('a turn on a phone', () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  // each test's pages close as it ends: a voyage left drawing in software WebGL slowed the next test by half a core
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  it("the board fills at least 60 % of an upright phone during your turn, with fingertip-sized controls and a reconnecting badge clear of the captains' board", async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await myHeldTurn(page, server().url);
    const room = await measureBoardRoom(page);
    await snap(page, 'phone-01-your-turn');
    console.log(
      `phone turn: board ${room.boardPx} px of 844 (${Math.round(room.share * 100)} %); top panels end at ${room.topPanelsEnd} px, bottom cards start at ${room.bottomCardsStart} px; ${room.emptyPx} px of sky or off-board sea down the middle`,
    );
    const targets = await targetSizes(page, '.hud button, .hud a[href]');
    console.log(`phone targets: ${targets.map((t) => `${t.name} ${t.width}x${t.height}`).join(', ')}`);
    expect(room.share).toBeGreaterThanOrEqual(0.6);
    expect(targets.filter((t) => t.width < FINGERTIP || t.height < FINGERTIP)).toEqual([]);
    // no panel covers a control of the turn, with the log folded or open (issue 32: "in both games")
    expect((await coveredControls(page, 'button, a[href]')).covered).toEqual([]);
    await page.locator('.log-toggle').click();
    await page.locator('.log:not(.closed)').waitFor();
    expect((await coveredControls(page, 'button, a[href]')).covered).toEqual([]);
    await page.locator('.log-toggle').click();

    // A dropped connection: the corner's badge says so without spreading over the captains' board beside it.
    const badge = await page.evaluate(async () => {
      window.__pirates!.store.getState().set({ status: 'reconnecting' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const [corner, others] = [box('.corner'), box('.others')];
      return {
        overlapPx: Math.max(0, others.right - corner.left) * (corner.top < others.bottom && others.top < corner.bottom ? 1 : 0),
        spoken: document.querySelector('.corner .status')!.textContent,
      };
    });
    await snap(page, 'phone-02-reconnecting');
    expect(badge.overlapPx).toBe(0);
    expect(badge.spoken).toMatch(/Reconnecting/);
    expect(errors).toEqual([]);
  }, 240_000);

  it("the ☰ menu shows each tool's word beside its icon (touch has no tooltips); the 📡 panel has a heading and a close button", async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await myHeldTurn(page, server().url);
    await page.getByRole('button', { name: /^Menu/ }).tap();
    const tools = await page.$$eval('.corner-tools.open > button', (buttons) =>
      buttons
        .filter((b) => getComputedStyle(b).display !== 'none')
        .map((b) => {
          const word = b.querySelector<HTMLElement>('.tool-word');
          const [w, box] = [word?.getBoundingClientRect(), b.getBoundingClientRect()];
          const inside = !!w && w.width > 0 && w.left >= box.left && w.right <= box.right + 1 && w.right <= innerWidth;
          return { label: b.getAttribute('aria-label'), word: word?.textContent ?? '', inside };
        }),
    );
    await snap(page, 'phone-03-menu');
    expect(tools.length).toBeGreaterThanOrEqual(9); // 📷 ❓ 🔊 🌊 🔅 💡 😀 📡 🚪
    for (const tool of tools) {
      expect(tool.word, tool.label!).not.toBe('');
      expect(tool.label, tool.word).toContain(tool.word);
      expect(tool.inside, tool.label!).toBe(true);
    }
    await page.getByRole('button', { name: /^Streaming/ }).tap();
    const panel = page.getByRole('region', { name: /Streaming/ });
    await expect.poll(() => panel.getByRole('heading').textContent()).toContain('Streaming');
    const close = panel.getByRole('button', { name: 'Close the streaming panel' });
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(FINGERTIP);
    await snap(page, 'phone-04-stream-panel');
    await close.tap();
    await expect.poll(() => panel.count()).toBe(0);
    expect(errors).toEqual([]);
  }, 240_000);

  it('a desktop turn keeps the board as large as before', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await myHeldTurn(page, server().url);
    const room = await measureBoardRoom(page);
    await snap(page, 'desktop-01-your-turn');
    console.log(`desktop turn: board ${room.boardPx} px of 800 (${Math.round(room.share * 100)} %); top panels end at ${room.topPanelsEnd} px, bottom cards start at ${room.bottomCardsStart} px`);
    expect(room.share).toBeGreaterThanOrEqual(0.6);
    // Each island's price flag is page text over the canvas, sharp at light detail's half resolution, saying what the view
    // says (R24, R26) after its island's icon, so two neighbouring docks' flags tell their islands apart.
    const flags = await page.evaluate(() => ({
      shown: [...document.querySelectorAll<HTMLElement>('.price-flag')].filter((e) => e.style.display !== 'none').map((e) => e.textContent!.split(' ')),
      prices: window
        .__pirates!.store.getState()
        .view!.board.islands.map((i) => (i.price === null ? 'sold' : `${i.price}g`))
        .sort(),
    }));
    expect(flags.shown.map(([, price]) => price).sort()).toEqual(flags.prices);
    expect(new Set(flags.shown.map(([icon]) => icon)).size).toBe(flags.prices.length);
    expect(errors).toEqual([]);
  }, 240_000);
});
