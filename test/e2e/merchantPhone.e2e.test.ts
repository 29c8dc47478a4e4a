// Issue 32, bug 3, in the browser: on an upright phone (390x844) no panel of Merchant Voyages' table covers the controls
// for the move in hand. A tap at the centre of each control reaches that control, during the actions (with the Demand
// open, and with the log open) and at a Voyage decision. A test seed's prelude plays the game up to the moment checked.
// The buttons standing on the table (the corner's, the Demand's and the log's toggles) stand clear of every panel, port
// sign and other control, edge to edge, at 620 px wide too (the corner and the panels change at one breakpoint); and at a
// three-merchant end the results card's own button shows above the exits. The Demand and the log left open fold as your next
// move begins, so neither stands over its controls or a port's sign; and an opened merchant's card shows its ships over the
// folded cards, not over the far port's sign. With the launch's odds in the bar, every control of the bar shows whole,
// unscrolled, on a 390x667 phone and a 390x844 one; and so it does, uncovered, while earlier moves still play out at pace 3.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sailAgainstABot } from './lobbySteps';
import { browserAvailable, snap, watchErrors } from './browser';
import { clippedControls, coveredControls, hiddenWhileShown, overlappingBoxes } from './coveredControls';
import { useGameServerAndBrowser } from './harness';
import { merchantMoveShown } from './merchantSteps';

const run = browserAvailable();
/** The controls for the move in hand: the action bar's and the Voyage decision's buttons. */
const MOVE_CONTROLS = '.mv-bottom .mv-actions button, .mv-bottom .mv-decision button';
/** Every control on the page: the move's, the panels' own toggles and the corner's. */
const ALL_CONTROLS = 'button, a[href]';
/** The buttons standing on the table rather than in a panel: the corner's (its badge too), the Demand's and the log's toggles. */
const STANDING = '.mv-corner > *, .mv-demand-toggle, .mv-hud .log.closed .log-toggle';
/** What they must leave uncovered: every panel (card), the ports' signs and every other control. */
const CONTENT = '.card, .mv-port-sign, .mv-corner > *, button, a[href]';

/** Makes a room for Anne and a bot with no timers, the prelude `query` played first, and waits until her move is shown. */
async function phoneTable(page: Page, url: string, query: string): Promise<void> {
  await sailAgainstABot(page, url, { query: `pace=0&${query}`, name: 'Anne', game: 'merchant' });
  await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
  await merchantMoveShown(page);
  await page.evaluate(() => document.fonts.ready);
}

/** Loads the Galleon and waits until its launch and the launch's odds are in the bar, with no order in flight and no show playing. */
async function loadTheGalleon(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Load Galleon/ }).click();
  await page.waitForFunction(
    () => {
      const s = window.__pirates!.store.getState();
      return (
        s.legal.some((a) => (a as { type: string }).type === 'launch') &&
        s.orderInFlight === null &&
        !document.querySelector('.merchant-table[data-presenting="yes"]') &&
        !!document.querySelector('.mv-launch-odds')
      );
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}

describe.runIf(run)("Merchant Voyages' controls on a phone", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  async function phonePage(): Promise<Page> {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    return page;
  }

  it('during the actions, no panel covers a control: not the corner over the log, not the open log or Demand over the action bar', async () => {
    const page = await phonePage();
    const errors = watchErrors(page);
    await phoneTable(page, server().url, 'seed=e2e-merchant-phone-actions&prelude=6');
    expect(await page.locator('.mv-actions button').count()).toBeGreaterThan(3);
    const folded = await coveredControls(page, ALL_CONTROLS);
    await snap(page, 'merchant-phone-actions');
    expect(folded.covered).toEqual([]);
    expect(folded.checked).toBeGreaterThan(8);
    const standing = await overlappingBoxes(page, STANDING, CONTENT);
    expect(standing.overlaps).toEqual([]);
    expect(standing.checked).toBe(6);

    // the Demand opened: it stands over the merchants' cards, never over the move's controls
    await page.locator('.mv-demand-toggle').click();
    await page.locator('.mv-demand-ports').waitFor();
    expect((await coveredControls(page, MOVE_CONTROLS)).covered).toEqual([]);
    await snap(page, 'merchant-phone-demand');
    await page.locator('.mv-demand-toggle').click();

    // the log opened, and then the whole voyage's: its lines show, and the move's controls and its own stay reachable
    await page.locator('.mv-hud .log-toggle').click();
    await expect.poll(async () => (await page.locator('.mv-hud .log li').count()) > 0, { timeout: 30_000 }).toBe(true);
    expect((await coveredControls(page, ALL_CONTROLS)).covered).toEqual([]);
    await snap(page, 'merchant-phone-log');
    await page.getByRole('button', { name: 'Whole voyage' }).click();
    await page.locator('.mv-hud .log.full').waitFor();
    expect((await coveredControls(page, ALL_CONTROLS)).covered).toEqual([]);
    await snap(page, 'merchant-phone-log-full');
    expect(errors).toEqual([]);
  }, 180_000);

  it("at 620 px wide the corner's buttons take their phone spots with the Demand's and the log's: nothing covers a control", async () => {
    // between 601 and 640 px the corner kept its desktop row over the Hourglass card while the panels took their phone spots
    const page = await (await browser().newContext({ viewport: { width: 620, height: 900 } })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await phoneTable(page, server().url, 'seed=e2e-merchant-phone-actions&prelude=6');
    const standing = await overlappingBoxes(page, STANDING, CONTENT);
    await snap(page, 'merchant-620-actions');
    expect(standing.overlaps).toEqual([]);
    expect(standing.checked).toBe(6);
    expect((await coveredControls(page, ALL_CONTROLS)).covered).toEqual([]);
    await page.locator('.mv-demand-toggle').click();
    await page.locator('.mv-demand-ports').waitFor();
    expect((await coveredControls(page, MOVE_CONTROLS)).covered).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it("with the action bar grown tall, the standing buttons stand clear of its edge and of the near port's sign", async () => {
    const page = await phonePage();
    const errors = watchErrors(page);
    await phoneTable(page, server().url, 'seed=e2e-merchant-phone-actions&prelude=6');
    // the Galleon loaded: its launch and the launch's odds join the bar, which grows up the screen (the playtest's
    // 🚪 stood over the bar's corner, and the 📜 Log over "1 · near port")
    await loadTheGalleon(page);
    const standing = await overlappingBoxes(page, STANDING, CONTENT);
    await snap(page, 'merchant-phone-tall-bar');
    expect(standing.overlaps).toEqual([]);
    expect(standing.checked).toBe(6);
    expect((await coveredControls(page, ALL_CONTROLS)).covered).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  for (const height of [667, 844]) {
    it(`at 390x${height}, with the launch's odds in the bar, every control of the bar shows whole without scrolling`, async () => {
      // the playtest's 390x667 phone: the odds line pushed Pass out of sight inside the bar's scroll area
      const page = await (await browser().newContext({ viewport: { width: 390, height }, isMobile: true, hasTouch: true })).newPage();
      pages.push(page);
      const errors = watchErrors(page);
      await phoneTable(page, server().url, 'seed=e2e-merchant-phone-actions&prelude=6');
      await loadTheGalleon(page);
      await snap(page, `merchant-phone-odds-${height}`);
      const bar = await clippedControls(page, '.mv-bottom button');
      expect(bar.clipped).toEqual([]);
      expect(bar.checked).toBeGreaterThan(3);
      expect((await coveredControls(page, ALL_CONTROLS)).covered).toEqual([]);
      expect((await clippedControls(page, '.mv-launch-odds')).clipped).toEqual([]);
      expect(errors).toEqual([]);
    }, 180_000);
  }

  for (const height of [667, 844]) {
    it(`at 390x${height}, while the last moves still play out ("Up next"), every control of the bar shows whole, unscrolled and uncovered`, async () => {
      // the playtest's 390x667 phone at pace 3: the show's caption and the waiting note stood above the bar, which
      // scrolled Pass out of sight
      const page = await (await browser().newContext({ viewport: { width: 390, height }, isMobile: true, hasTouch: true })).newPage();
      pages.push(page);
      const errors = watchErrors(page);
      await sailAgainstABot(page, server().url, { query: 'pace=3&seed=e2e-merchant-phone-actions&prelude=6', name: 'Anne', game: 'merchant' });
      await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
      await merchantMoveShown(page);
      await page.evaluate(() => document.fonts.ready);
      // your first action has a show (a Luxury bought): while it plays, the bar offers your second as "Up next"
      const watched = hiddenWhileShown(page, '.mv-preorder .mv-actions', '.mv-bottom button');
      await page.getByRole('button', { name: /^Buy Silk/ }).click();
      const upNext = await watched;
      expect(upNext.frames, 'the Up next bar was drawn').toBeGreaterThan(0);
      expect(upNext.clipped).toEqual([]);
      expect(upNext.checked).toBeGreaterThan(3);
      expect(errors).toEqual([]);
    }, 180_000);
  }

  it('the Demand and the log left open fold as your next move begins: neither stands over its controls or a port', async () => {
    const page = await phonePage();
    const errors = watchErrors(page);
    await phoneTable(page, server().url, 'seed=e2e-merchant-phone-actions&prelude=6');
    // opened during your move they stay open through it: a player reads them while deciding
    await page.locator('.mv-demand-toggle').click();
    await page.locator('.mv-hud .log-toggle').click();
    await page.getByRole('button', { name: /^Pass/ }).click();
    await merchantMoveShown(page);
    await expect.poll(() => page.locator('.mv-demand-ports').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.locator('.mv-hud .log:not(.closed)').count(), { timeout: 10_000 }).toBe(1);
    // your last action: the bot plays, then your next move begins (a Voyage decision or the next turn's actions)
    const first = await page.locator('.mv-turn').textContent();
    await page.getByRole('button', { name: /^Pass/ }).click();
    await page.waitForFunction((was) => document.querySelector('.mv-turn')?.textContent !== was, first, { timeout: 60_000, polling: 100 });
    await merchantMoveShown(page);
    await snap(page, 'merchant-phone-move-begins');
    await expect.poll(() => page.locator('.mv-demand-ports').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.locator('.mv-hud .log.closed').count(), { timeout: 10_000 }).toBe(1);
    expect((await overlappingBoxes(page, '.mv-demand-ports, .mv-hud .log', `${MOVE_CONTROLS}, .mv-port-sign`)).overlaps).toEqual([]);
    expect((await coveredControls(page, ALL_CONTROLS)).covered).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it("among four merchants, an opened card shows its ships whole and covers no port's sign, on either row", async () => {
    const page = await phonePage();
    const errors = watchErrors(page);
    await sailAgainstABot(page, server().url, { query: 'pace=0&seed=e2e-merchant-clear&prelude=6', name: 'Anne', game: 'merchant', seats: '4' });
    await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
    await merchantMoveShown(page);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => page.locator('.mv-port-sign').count(), { timeout: 30_000 }).toBe(3);
    const heads = page.locator('.mv-merchant-head');
    for (const card of [0, 2]) {
      // yours first, on the top row; then one on the second row
      await heads.nth(card).click();
      await page.locator('.mv-merchant.open .mv-merchant-body').waitFor();
      await snap(page, `merchant-phone-card-${card}-open`);
      const body = await page.locator('.mv-merchant.open .mv-merchant-body').evaluate((el) => {
        const box = el.getBoundingClientRect();
        // every part of it, not only its middle: the cards after it stood over its top half, under their own layers
        const spots = [0.15, 0.5, 0.85].flatMap((x) => [0.15, 0.5, 0.85].map((y) => [box.left + box.width * x, box.top + box.height * y]));
        const hidden = spots.filter(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return !hit || !el.contains(hit);
        });
        return { top: box.top, bottom: box.bottom, right: box.right, reached: hidden.length === 0, ships: el.querySelectorAll('.mv-ship').length };
      });
      expect(body).toMatchObject({ reached: true, ships: 2 });
      expect(body.top).toBeGreaterThanOrEqual(0);
      expect(body.right).toBeLessThanOrEqual(390);
      expect((await overlappingBoxes(page, '.mv-merchants > .mv-merchant, .mv-merchant.open .mv-merchant-body', '.mv-port-sign')).overlaps).toEqual([]);
      expect((await coveredControls(page, '.mv-merchant.open .mv-merchant-head')).covered).toEqual([]); // a tap folds it again
      await heads.nth(card).click();
      await expect.poll(() => page.locator('.mv-merchant.open').count(), { timeout: 10_000 }).toBe(0);
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('at a Voyage decision, no panel covers its answers or any other control', async () => {
    const page = await phonePage();
    const errors = watchErrors(page);
    await phoneTable(page, server().url, 'seed=e2e-merchant-phone-voyage&prelude=400&until=voyage');
    await page.getByRole('region', { name: 'Voyage decision' }).getByRole('button').first().waitFor();
    const decision = await coveredControls(page, ALL_CONTROLS);
    await snap(page, 'merchant-phone-decision');
    expect(decision.covered).toEqual([]);
    await page.locator('.mv-hud .log-toggle').click();
    await expect.poll(async () => (await page.locator('.mv-hud .log li').count()) > 0, { timeout: 30_000 }).toBe(true);
    expect((await coveredControls(page, ALL_CONTROLS)).covered).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it("at a three-merchant end, the results card's See the table shows above the end's way out and takes a tap", async () => {
    const page = await phonePage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/?pace=0&seed=e2e-merchant-phone-end&prelude=5000&until=over`);
    await page.getByLabel('Your name').fill('Anne');
    await page.getByLabel('Merchant Voyages').check();
    await page.getByLabel('Merchants').selectOption('3');
    await page.getByLabel('Timers').selectOption('off');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('button', { name: 'Set sail!' }).click();
    await page.getByRole('dialog', { name: 'The game is over' }).waitFor({ timeout: 60_000 });
    await page.locator('.mv-exits button').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    // scrolled to as a player's thumb would, inside the card: then nothing stands over it, nor over the way out
    const seeTable = page.getByRole('button', { name: 'See the table' });
    await seeTable.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    const end = await coveredControls(page, '.mv-end button, .mv-exits button, .mv-exits a[href]');
    await snap(page, 'merchant-phone-end');
    expect(end.covered).toEqual([]);
    expect((await overlappingBoxes(page, '.mv-exits', '.mv-end')).overlaps).toEqual([]);
    await seeTable.click();
    await page.getByRole('button', { name: '🏆 Standings' }).waitFor();
    expect((await coveredControls(page, ALL_CONTROLS)).covered).toEqual([]);
    await snap(page, 'merchant-phone-end-folded');
    expect(errors).toEqual([]);
  }, 180_000);
});
