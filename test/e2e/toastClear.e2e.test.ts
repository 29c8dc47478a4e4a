// A notice never covers your own ship: on a phone, "Too far" stood right on the ship it was about (your turn starts with
// the ship just under the notices' usual place there). The notice steps above or below the ship and its YOU badge.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Square } from '../../shared/pastry/index';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { read, squareOnScreen } from './drive';
import { myHeldTurn } from './lobbySteps';

const run = browserAvailable();

/** Box overlap, in page pixels. */
type Box = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Taps squares six away from your ship (today's wind carries 4) until one says it is too far. */
async function tooFarNotice(page: Page): Promise<void> {
  const seen = await read(page);
  const [x, y] = seen.view!.captains[seen.seat!].pos;
  for (const square of [
    [x, y - 6],
    [x + 6, y],
    [x - 6, y],
    [x, y + 6],
  ] as Square[]) {
    const point = await squareOnScreen(page, square);
    if (!point) continue;
    await page.mouse.click(point.x, point.y);
    const shown = await page
      .locator('.toast', { hasText: /^Too far/ })
      .waitFor({ timeout: 5000 })
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
  }
  throw new Error('no square six away was on screen to tap');
}

describe.runIf(run)('a notice and your ship', () => {
  const { server, browser } = useGameServerAndBrowser();
  let page: Page;
  afterAll(async () => page?.context().close());

  it('on a phone, "Too far" stands clear of your ship and its YOU badge, inside the screen', async () => {
    page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const errors = watchErrors(page);
    await myHeldTurn(page, server().url);
    await tooFarNotice(page);
    // Read on two frames in a row, so the notice has had its frame to step aside.
    const seen = await page.evaluate(
      () =>
        new Promise<{ toast: Box; ship: Box | null; badge: Box | null }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const hook = window.__pirates!;
              const box = (el: Element | null) => (el ? el.getBoundingClientRect().toJSON() : null);
              resolve({
                toast: box(document.querySelector('.toast:last-child'))!,
                ship: hook.objectBoxToScreen!(`ship-${hook.store.getState().seat}`),
                badge: box(document.querySelector('.own-ship-badge')),
              });
            }),
          ),
        ),
    );
    await snap(page, 'toast-clear-of-ship-phone');
    expect(seen.ship).not.toBeNull();
    expect(overlap(seen.toast, seen.ship!), `notice ${JSON.stringify(seen.toast)} over ship ${JSON.stringify(seen.ship)}`).toBe(false);
    expect(seen.badge).not.toBeNull();
    expect(overlap(seen.toast, seen.badge!), `notice ${JSON.stringify(seen.toast)} over the YOU badge ${JSON.stringify(seen.badge)}`).toBe(false);
    expect(seen.toast.top).toBeGreaterThanOrEqual(0);
    expect(seen.toast.bottom).toBeLessThanOrEqual(844);
    expect(errors).toEqual([]);
  }, 240_000);
});
