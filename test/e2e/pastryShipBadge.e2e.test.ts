// Pastry Pirates' YOU badge over your own ship is page text a phone player can read (a 3D badge was a blur at 390x844):
// shown, inside the screen, at 12 px or more as drawn, on a phone and at 1280x800, just over your ship's gold arrow, and
// it stays there while the ship sails a route.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Action } from '../../shared/pastry/index';
import { myHeldTurn } from './lobbySteps';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { read, routeEnd, squareOnScreen } from './drive';

const run = browserAvailable();

/** The badge as drawn: its box, its font in page px as shown (its layer's scale counted), and the arrow's point on screen. */
type Badge = { left: number; top: number; right: number; bottom: number; shownFont: number; arrow: { x: number; y: number } | null };

/** The YOU badge as drawn now, once it shows. */
async function badge(page: Page): Promise<Badge> {
  await page.locator('.own-ship-badge').waitFor({ state: 'visible', timeout: 30_000 });
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.own-ship-badge')!;
    const box = el.getBoundingClientRect();
    let scale = 1;
    for (let up: HTMLElement | null = el; up; up = up.parentElement) {
      const transform = getComputedStyle(up).transform;
      if (transform !== 'none') scale *= Math.hypot(new DOMMatrixReadOnly(transform).a, new DOMMatrixReadOnly(transform).b);
    }
    return {
      left: box.left,
      top: box.top,
      right: box.right,
      bottom: box.bottom,
      shownFont: Number.parseFloat(getComputedStyle(el).fontSize) * scale,
      arrow: window.__pirates!.objectToScreen('own-ship-marker'),
    };
  });
}

/** Checks the badge reads inside a `width` x `height` screen, standing just over the arrow. */
function expectReadableOverArrow(b: Badge, width: number, height: number): void {
  expect(b.shownFont).toBeGreaterThanOrEqual(12);
  expect(b.left).toBeGreaterThanOrEqual(0);
  expect(b.top).toBeGreaterThanOrEqual(0);
  expect(b.right).toBeLessThanOrEqual(width);
  expect(b.bottom).toBeLessThanOrEqual(height);
  expect(b.arrow).not.toBeNull();
  expect(Math.abs((b.left + b.right) / 2 - b.arrow!.x), 'badge centred over the arrow').toBeLessThan(4);
  expect(b.arrow!.y - b.bottom, 'badge just over the arrow').toBeGreaterThanOrEqual(-4);
  expect(b.arrow!.y - b.bottom, 'badge just over the arrow').toBeLessThan(60);
}

/**
 * Clicks the end of the longest route on screen and records, every frame until the sail's show has played, where the
 * arrow is and where the badge stands from it.
 */
async function sailAndTrack(page: Page): Promise<{ arrow: { x: number; y: number }; off: { x: number; y: number } }[]> {
  const seen = await read(page);
  const me = seen.view!.captains[seen.seat!];
  const routes = seen.legal.filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail').sort((a, b) => b.route.length - a.route.length);
  for (const route of routes) {
    const end = routeEnd(me.pos, route.route);
    const point = end && (await squareOnScreen(page, end));
    if (!point) continue;
    const tracking = page.evaluate(
      (from) =>
        new Promise<{ arrow: { x: number; y: number }; off: { x: number; y: number } }[]>((resolve) => {
          const frames: { arrow: { x: number; y: number }; off: { x: number; y: number } }[] = [];
          let sailing = false;
          const step = () => {
            const arrow = window.__pirates!.objectToScreen('own-ship-marker');
            const box = document.querySelector('.own-ship-badge')?.getBoundingClientRect();
            if (arrow && box && box.width > 0) frames.push({ arrow, off: { x: (box.left + box.right) / 2 - arrow.x, y: box.bottom - arrow.y } });
            const s = window.__pirates!.store.getState();
            const presenting = s.presentingUntil > Date.now();
            sailing ||= presenting && JSON.stringify(s.view!.captains[s.seat!].pos) !== from; // this sail's show, not one still playing before it
            if ((sailing && !presenting) || frames.length > 3000) resolve(frames);
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      JSON.stringify(me.pos),
    );
    await page.mouse.click(point.x, point.y);
    return tracking;
  }
  throw new Error('no route ends on screen');
}

describe.runIf(run)("Pastry Pirates' YOU badge over your ship", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  it('on a phone, it reads at 12 px or more over your arrow, and follows your ship as it sails', async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await myHeldTurn(page, server().url);
    try {
      expectReadableOverArrow(await badge(page), 390, 844);
    } finally {
      await snap(page, 'pastry-phone-you-badge');
    }
    const frames = await sailAndTrack(page);
    expect(frames.length, 'frames with the arrow and the badge drawn').toBeGreaterThan(3);
    const travelled = Math.max(...frames.map((f) => Math.hypot(f.arrow.x - frames[0].arrow.x, f.arrow.y - frames[0].arrow.y)));
    const strayed = Math.max(...frames.map((f) => Math.hypot(f.off.x - frames[0].off.x, f.off.y - frames[0].off.y)));
    console.log(`YOU badge: ${frames.length} frames; the arrow travelled ${travelled.toFixed(0)} px on screen, the badge strayed ${strayed.toFixed(1)} px from its place over it`);
    expect(travelled, 'how far your ship sailed on screen').toBeGreaterThan(30);
    expect(strayed, 'how far the badge strayed from the arrow').toBeLessThan(8); // a pinned badge is left behind by the whole way
    expect(errors).toEqual([]);
  }, 240_000);

  it('at 1280x800, it reads over your arrow', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await myHeldTurn(page, server().url);
    try {
      expectReadableOverArrow(await badge(page), 1280, 800);
    } finally {
      await snap(page, 'pastry-desktop-you-badge');
    }
    expect(errors).toEqual([]);
  }, 240_000);
});
