// A new player buying a crate: the turn's bar says to end the move on an island's dock (they sailed past and stopped beside
// docks, never seeing Buy), and passing up the crate at the buy prompt leaves its line in the log, which a reload tells again.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Action, Square } from '../../shared/pastry/index';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { read, routeEnd, squareOnScreen } from './drive';
import { myHeldTurn } from './lobbySteps';

const run = browserAvailable();

describe.runIf(run)('a new player and the market docks', () => {
  const { server, browser } = useGameServerAndBrowser();
  let page: Page;
  afterAll(async () => page?.context().close());

  it('the bar says to end the move on the dock in reach; passed up at the buy prompt, the crate is logged, and a reload tells the same log', async () => {
    page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await myHeldTurn(page, server().url); // this seed puts an island's dock in reach of your first sail
    const seen = await read(page);
    const me = seen.view!.captains[seen.seat!];
    const ends = seen.legal.filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail').map((a) => routeEnd(me.pos, a.route));
    const island = seen.view!.board.islands.find((i) => i.price !== null && ends.some((end) => end?.[0] === i.dock[0] && end?.[1] === i.dock[1]))!;
    expect(island, 'a market dock in reach').toBeDefined();
    const nudge = page.locator('.action-bar .dock-nudge');
    await nudge.waitFor({ timeout: 10_000 });
    expect(await nudge.textContent()).toMatch(new RegExp(`^⚓ To buy.*${island.ingredient}.*end your move on|end your move on .*${island.ingredient}`));
    await snap(page, 'new-player-dock-nudge');

    // Sail onto that dock, Dock, and leave the crate at the buy prompt with E.
    const point = await squareOnScreen(page, island.dock as Square);
    expect(point, 'the dock on screen').not.toBeNull();
    await page.mouse.move(point!.x, point!.y);
    await page.waitForFunction((sq) => window.__pirates!.store.getState().hover?.join() === sq.join(), island.dock, { timeout: 5000, polling: 50 });
    await page.mouse.click(point!.x, point!.y);
    await page.waitForFunction(() => window.__pirates!.store.getState().legal.some((a) => a.type === 'dock'), undefined, { timeout: 30_000, polling: 100 });
    await page.keyboard.press('d');
    await page.waitForFunction(
      () => {
        const s = window.__pirates!.store.getState();
        return s.view?.phase === 'buy' && s.legal.some((a) => a.type === 'endTurn') && s.presentingUntil < Date.now();
      },
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    await page.keyboard.press('e');
    const line = `You docked at ${island.ingredient} Island without buying.`;
    await page.locator('.log li', { hasText: line }).waitFor({ timeout: 30_000 });
    await snap(page, 'new-player-skipped-buy-log');

    // A reload tells the same log: the story so far is worded as the live events were, the crate passed up too.
    const quietTurn = () =>
      page.waitForFunction(
        () => {
          const s = window.__pirates!.store.getState();
          return s.view?.actor === s.seat && s.view?.phase === 'turn' && s.presentingUntil < Date.now() && s.log.length > 0;
        },
        undefined,
        { timeout: 60_000, polling: 100 },
      );
    const logNow = () => page.evaluate(() => window.__pirates!.store.getState().log.map((l) => l.text));
    await quietTurn(); // the bot has sailed its turn: your next one, nothing left to show
    const before = await logNow();
    expect(before).toContain(line);
    await page.reload();
    await quietTurn();
    await page.locator('.log li').first().waitFor({ timeout: 30_000 });
    expect(await logNow()).toEqual(before);
    expect(await page.locator('.log li', { hasText: line }).count()).toBe(1);
    await snap(page, 'new-player-skipped-buy-log-reloaded');
    expect(errors).toEqual([]);
  }, 240_000);
});
