// The game runs under the server's strict Content-Security-Policy with no violation, Rapier's WASM included:
// a voyage with bots is played until a coin is tossed (the physics chunk loads and its WASM starts), while every CSP
// violation and console error is collected.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();

/** Waits until a coin has been tossed (true), or it is our turn to act again (false). */
async function tossOrMyTurn(page: Page): Promise<boolean> {
  const handle = await page.waitForFunction(
    () => {
      const s = window.__pirates?.store.getState();
      if (!s?.view) return null;
      if (s.events.some(({ event }) => event.type === 'docked' || event.type === 'broadsides')) return 'tossed';
      const mine = s.view.actor === s.seat && s.presentingUntil < Date.now() && s.orderInFlight === null;
      return mine && s.legal.some((a) => a.type === 'dock' || a.type === 'endTurn') ? 'turn' : null;
    },
    undefined,
    { timeout: 120_000, polling: 200 },
  );
  return (await handle.jsonValue()) === 'tossed';
}

describe.runIf(run)('the game under its Content-Security-Policy', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('plays until a coin toss has loaded Rapier, with no CSP violation and no console error', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    const response = await page.goto(`${server().url}/?pace=0&seed=e2e-csp`);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('Captains').selectOption('6');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('button', { name: 'Set sail!' }).click();
    // On our turns we dock if we can (a dock flips a coin), else end the turn; the five bots sail and dock meanwhile.
    while (!(await tossOrMyTurn(page))) {
      const legal = await page.evaluate(() => window.__pirates!.store.getState().legal.map((a) => a.type));
      await page.keyboard.press(legal.includes('dock') ? 'd' : 'e');
      await page.waitForFunction(() => window.__pirates!.store.getState().orderInFlight === null, undefined, { timeout: 30_000, polling: 100 });
    }
    // The coin tray's chunk came, and its Suspense fallback went: Rapier's WASM has been compiled and started.
    const naming = (e: Error) => {
      throw new Error(`${e.message}\nerrors so far: ${errors.join(' | ') || 'none'}`);
    };
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/CoinTray-[^/]+\.js$/.test(e.name)), undefined, { timeout: 60_000, polling: 200 }).catch(naming);
    await page.waitForFunction(() => !document.querySelector('.physics-loading'), undefined, { timeout: 60_000, polling: 200 }).catch(naming);
    const frames = await page.evaluate(() => window.__pirates!.frames);
    await page.waitForFunction((before) => window.__pirates!.frames > before + 10, frames, { timeout: 60_000, polling: 200 }).catch(naming);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);
});
