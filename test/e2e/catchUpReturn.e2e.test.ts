// The catch-up for a player back after more than a minute, in Chromium, in both games: a real player creates a room
// from the lobby on a test seed's prelude (bots sail every seat through day or round 1), holds a seat on day or round 2,
// closes the page, and comes back through the lobby's "Your voyages". The page decides "more than a minute" from the time
// this browser last noted it saw the voyage (client/shell/catchUp/offer.ts), so no minute is waited: while no page shows
// the voyage, that note is moved two minutes back, as two minutes away would have left it. (Playwright's clock would do
// it too, but its fake timers starve the WebGL page's screenshots.) Back, the player is welcomed over their drawn table,
// told the recap is the last full day (or round) and whether their move's clock runs, catches up at 4x under a turn
// banner marked as the recap's, and then has the live table and the seat's turn again; with timers on, the card says the
// clock does not wait and leads with the live table. A reload after a few seconds, by contrast, is offered nothing.
// Screenshots of the offer and the recap go to test-results/screenshots/.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { AWAY_MS, seenKey } from '../../client/shell/catchUp/offer';
import { browserAvailable, canvasVariety, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();
/** A loaded 2-core machine may take a while to draw a table or come round to a step. */
const SLOW_MS = 60_000;

/** What the page's store shows: link, seat, the table's day (or round), a recap playing, the offer, and orders to give. */
type Shown = { status: string; seat: number | null; count: number | null; replaying: string | null; catchUp: string | null; turn: boolean };

function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const s = window.__pirates!.store.getState();
    const view = s.room?.view as { day?: number; round?: number } | undefined;
    return { status: s.status, seat: s.seat, count: view?.day ?? view?.round ?? null, replaying: s.replaying, catchUp: s.catchUp?.why ?? null, turn: s.legal.length > 0 && s.orderInFlight === null };
  });
}

/** When this browser last noted that it saw the room (0: never). */
function seenAt(page: Page, code: string): Promise<number> {
  return page.evaluate((key) => Number(localStorage.getItem(key)), seenKey(code));
}

/** The game as the lobby offers it, the words it counts in, its 3D table's canvas and its turn banner. */
type GameCase = { game: 'Pastry Pirates' | 'Merchant Voyages'; seats: string; until: string; round: 'day' | 'round'; canvas: string; banner: string };

const PASTRY: GameCase = { game: 'Pastry Pirates', seats: 'Captains', until: 'dawn', round: 'day', canvas: '.game-canvas canvas', banner: '.turn-banner' };
const MERCHANT: GameCase = { game: 'Merchant Voyages', seats: 'Merchants', until: 'roundEnded', round: 'round', canvas: '.merchant-canvas canvas', banner: '.mv-turn' };

// No bot takes the helm of the closed page's seat (R51's absence, 20 s by default): bots at pace 0 would sail the voyage
// to its end meanwhile on a slow machine, and the seat's turn is what the player comes back to.
describe.runIf(run)('a player back after more than a minute is offered "Catch up"', () => {
  const { server, browser } = useGameServerAndBrowser([], { absentAfterSeconds: 3600 });

  /** From the lobby, with bots sailing every seat through the first day (or round): Anne's seat and code on the second. */
  async function sailIntoSecond(context: BrowserContext, g: GameCase, seed: string, timers = 'off'): Promise<{ page: Page; code: string; seat: number; errors: string[] }> {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/?pace=0&seed=${seed}&prelude=3000&until=${g.until}`);
    await page.getByLabel('Your name').fill('Anne');
    if (g.game === 'Merchant Voyages') await page.getByLabel('Merchant Voyages').check();
    await page.getByLabel(g.seats).selectOption('3');
    await page.getByLabel('Timers').selectOption(timers);
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('button', { name: 'Set sail!' }).click({ timeout: SLOW_MS });
    await expect.poll(() => shown(page), { timeout: SLOW_MS }).toMatchObject({ status: 'connected', count: 2, replaying: null, catchUp: null, turn: true });
    const { code, seat } = await page.evaluate(() => ({ code: window.__pirates!.store.getState().code!, seat: window.__pirates!.store.getState().seat! }));
    await expect.poll(() => seenAt(page, code), { timeout: SLOW_MS }).toBeGreaterThan(0); // the page has noted that it sees the voyage under way
    return { page, code, seat, errors };
  }

  /**
   * Closes the page and comes back through the lobby's Your voyages, `awayMs` later as this browser's note of its last
   * look at the voyage tells it: the note the page made is moved back by that much while no page shows the voyage.
   */
  async function comeBack(context: BrowserContext, page: Page, code: string, awayMs: number): Promise<{ page: Page; errors: string[] }> {
    await page.close();
    const back = await context.newPage();
    const errors = watchErrors(back);
    await back.goto(server().url);
    const seen = await seenAt(back, code);
    expect(seen).toBeGreaterThan(0);
    await back.evaluate(([key, at]) => localStorage.setItem(key, at), [seenKey(code), String(seen - awayMs)]);
    const voyage = back.locator('.your-voyages .row', { hasText: code });
    await voyage.getByRole('button', { name: 'Rejoin' }).click({ timeout: SLOW_MS });
    return { page: back, errors };
  }

  /** Back after two minutes: the offer, once the table is drawn behind it (the offer never comes up over a blank page). */
  async function offeredOverTable(context: BrowserContext, g: GameCase, left: { page: Page; code: string; seat: number }): Promise<{ page: Page; errors: string[]; offer: Locator }> {
    const { page, errors } = await comeBack(context, left.page, left.code, 2 * AWAY_MS);
    const offer = page.getByRole('dialog', { name: 'Catch up' });
    await offer.getByRole('heading', { name: 'Welcome back' }).waitFor({ timeout: SLOW_MS });
    expect(await canvasVariety(page, g.canvas)).toBeGreaterThan(2); // the 3D table is drawn behind the card already
    expect(await shown(page)).toMatchObject({ status: 'connected', seat: left.seat, catchUp: 'back' }); // the same seat, taken back by its token
    return { page, errors, offer };
  }

  /** Back after two minutes: welcomed, the recap of the first day (or round) at 4x, then the live table and the seat's turn. */
  async function welcomedBack(context: BrowserContext, g: GameCase, left: { page: Page; code: string; seat: number }, shot: string): Promise<string[]> {
    const { page, errors, offer } = await offeredOverTable(context, g, left);
    // The move's line comes with the seat's bits, which may land a moment after the card: wait for it, then read the card.
    await offer.getByText("It's your move now.", { exact: false }).waitFor({ timeout: SLOW_MS });
    const text = await offer.textContent();
    expect(text).toContain('While you were away');
    expect(text).toContain(`Catch up on ${g.round} 1, the last full ${g.round}, replayed at 4x`);
    expect(text).toContain("It's your move now. No clock runs here"); // timers off: the seat's move waits for the recap
    const catchUp = offer.getByRole('button', { name: `Catch up on ${g.round} 1 (4x)` });
    await catchUp.waitFor({ timeout: SLOW_MS });
    await snap(page, `${shot}-offer`);
    await catchUp.click();
    const bar = page.locator('.catch-up-bar');
    await bar.waitFor({ timeout: SLOW_MS });
    await expect.poll(() => shown(page), { timeout: SLOW_MS }).toMatchObject({ replaying: left.code, count: 1 });
    expect(await bar.textContent()).toContain(`Catching up: ${g.round} 1 at 4x, then the live table`);
    expect(await page.locator(`${g.banner} .recap-tag`).textContent()).toBe(`⏩ Recap of ${g.round} 1 · not live`); // the banner is the recap's
    await snap(page, `${shot}-recap`);
    await bar.waitFor({ state: 'detached', timeout: 180_000 }); // the whole day (or round) at 4x
    await expect.poll(() => shown(page), { timeout: SLOW_MS }).toEqual({ status: 'connected', seat: left.seat, count: 2, replaying: null, catchUp: null, turn: true });
    expect(await page.locator('.recap-tag').count()).toBe(0); // the live banner again
    await snap(page, `${shot}-live`);
    return errors;
  }

  it('Pastry Pirates: a reload is offered nothing; back after two minutes, the captain catches up on day 1 at 4x and has the helm on day 2', async () => {
    const context = await browser().newContext({ viewport: { width: 1100, height: 760 } });
    const left = await sailIntoSecond(context, PASTRY, 'catch-up-return-pastry');

    // Back after a few seconds (a reload): no offer, though the page did look (it noted the time again).
    const before = await seenAt(left.page, left.code);
    await left.page.reload();
    await expect.poll(() => seenAt(left.page, left.code), { timeout: SLOW_MS }).toBeGreaterThan(before);
    await expect.poll(() => shown(left.page), { timeout: SLOW_MS }).toMatchObject({ status: 'connected', seat: left.seat, count: 2, catchUp: null, turn: true });
    expect(await left.page.getByRole('dialog', { name: 'Catch up' }).count()).toBe(0);

    const errors = await welcomedBack(context, PASTRY, left, 'catch-up-return');
    expect([...left.errors, ...errors]).toEqual([]);
    await context.close();
  }, 300_000);

  it('Merchant Voyages: back after two minutes, the merchant catches up on round 1 at 4x and has the turn in round 2', async () => {
    const context = await browser().newContext({ viewport: { width: 1100, height: 760 } });
    const left = await sailIntoSecond(context, MERCHANT, 'catch-up-return-merchant');
    const errors = await welcomedBack(context, MERCHANT, left, 'catch-up-return-merchant');
    expect([...left.errors, ...errors]).toEqual([]);
    await context.close();
  }, 300_000);

  it('Merchant Voyages with timers: back on the seat’s own move, told its clock runs and does not wait, the live table first', async () => {
    const context = await browser().newContext({ viewport: { width: 1100, height: 760 } });
    const left = await sailIntoSecond(context, MERCHANT, 'catch-up-return-clock', 'relaxed'); // 90 s for the two actions (M40)
    const { page, errors, offer } = await offeredOverTable(context, MERCHANT, left);
    await offer.getByRole('button', { name: 'Catch up on round 1 (4x)' }).waitFor({ timeout: SLOW_MS });
    expect(await offer.locator('.catch-up-move').textContent()).toMatch(/^It's your move now, and its clock is running: it does not wait for a recap\. \(\d+ s left\)$/);
    const first = offer.getByRole('button').first();
    expect(await first.textContent()).toBe('Back to my move'); // the live table leads; the recap is the second choice
    await snap(page, 'catch-up-return-clock-offer');
    await first.click();
    await offer.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await shown(page)).toMatchObject({ status: 'connected', seat: left.seat, count: 2, replaying: null, catchUp: null, turn: true });
    expect([...left.errors, ...errors]).toEqual([]);
    await context.close();
  }, 300_000);
});
