// R51 as amended, in the browser: a captain who closed their tab is handed to a bot once they have had no open connection
// for ABSENT_AFTER, so their turns stop costing the table a whole turn's clock; and quick play no longer seats a newcomer
// at that table while its captain is away.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { read } from './drive';

const run = browserAvailable();
/** A short absence for the test (production's is 20 s). */
const ABSENT_AFTER_SECONDS = 3;
/** Long enough for a second browser to press Quick play into the same lobby on a busy machine. */
const QUICK_START_SECONDS = 20;
/** The lobby's standard turn clock (R50): an away captain's turn ran this long before the amendment. */
const STANDARD_TURN_MS = 45_000;

/** Opens the lobby, says a name, and presses Quick play; returns the code of the room it lands in. */
async function quickPlay(page: Page, url: string, name: string): Promise<string> {
  await page.goto(url);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Quick play' }).click();
  await page.waitForFunction(() => !!window.__pirates?.store.getState().room?.code, undefined, { timeout: 30_000, polling: 100 });
  return page.evaluate(() => window.__pirates!.store.getState().room!.code);
}

describe.runIf(run)('a captain who closed their tab (R51)', () => {
  const { server, browser } = useGameServerAndBrowser([], { absentAfterSeconds: ABSENT_AFTER_SECONDS, quickStartSeconds: QUICK_START_SECONDS });

  it('is sailed by a bot within seconds, their turn passes quickly, and quick play seats a newcomer elsewhere', async () => {
    const ada = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const beaContext = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const bea = await beaContext.newPage();
    const errors = watchErrors(ada);
    const code = await quickPlay(ada, server().url, 'Ada');
    expect(await quickPlay(bea, server().url, 'Bea')).toBe(code);
    await ada.waitForFunction(() => !!window.__pirates?.store.getState().view, undefined, { timeout: 90_000, polling: 200 });
    const beaSeat = (await read(ada)).view!.captains.findIndex((c) => c.name === 'Bea');
    expect(beaSeat).toBeGreaterThanOrEqual(0);

    await beaContext.close(); // the tab is gone: no 'leave', no reconnect
    const closedAt = Date.now();
    await ada.waitForFunction((seat) => window.__pirates!.store.getState().view?.captains[seat].auto === true, beaSeat, { timeout: 60_000, polling: 200 });
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(ABSENT_AFTER_SECONDS * 1000);

    // Ada ends her own turns; Bea's turn, sailed by a bot, passes well inside a turn's clock.
    let beaTurnStarted: number | null = null;
    let beaTurnTook: number | null = null;
    const giveUpAt = Date.now() + 4 * STANDARD_TURN_MS;
    while (beaTurnTook === null && Date.now() < giveUpAt) {
      const seen = await read(ada);
      const actor = seen.view?.actor ?? null;
      if (actor === beaSeat && beaTurnStarted === null) beaTurnStarted = Date.now();
      if (actor !== beaSeat && beaTurnStarted !== null) beaTurnTook = Date.now() - beaTurnStarted;
      if (actor === seen.seat && seen.legal.some((a) => a.type === 'endTurn')) await ada.keyboard.press('e');
      await ada.waitForTimeout(150);
    }
    expect(beaTurnTook).not.toBeNull();
    expect(beaTurnTook!).toBeLessThan(STANDARD_TURN_MS / 2);

    const cy = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    errors.push(...watchErrors(cy));
    expect(await quickPlay(cy, server().url, 'Cy')).not.toBe(code);
    expect(errors).toEqual([]);
    await ada.context().close();
    await cy.context().close();
  }, 400_000);
});
