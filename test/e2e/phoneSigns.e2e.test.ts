// What a phone player must read, in the browser: Merchant Voyages' signs on the table (each port's, the Pirate deck's, the Hourglass's, the Pirates so far and the merchants' names at their docks)
// and the badges that ride on ships (a ship's Strength, a pirate ship's flag) are page text a player can read, on a phone
// (390x844) and at 1280x800: page elements, shown, inside the viewport, at a font of 12 px or more as drawn (any scale
// their layer gives them counted), and not stacked over one another; each port's Demand tiles read in its sign the same
// way. A ship's badge follows its ship while it sails.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sailAgainstABot } from './lobbySteps';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();

/** One sign as drawn: its words, its box on the page, its font size in page px as shown, and whether it shows (no panel over its middle). */
type Drawn = { text: string; left: number; top: number; right: number; bottom: number; shownFont: number; visible: boolean };

/** Makes a room for Anne and a bot with no timers, the prelude `query` played first, and waits until her move is shown; at `pace` 0 (the default) shows take no time. */
async function merchantTable(page: Page, url: string, query: string, pace = 0): Promise<void> {
  await sailAgainstABot(page, url, { query: `pace=${pace}&${query}`, name: 'Anne', game: 'merchant' });
  await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('.merchant-table[data-presenting="yes"]') && !!document.querySelector('.mv-bottom button'), undefined, { timeout: 60_000, polling: 100 });
  await page.evaluate(() => document.fonts.ready);
}

/** The signs matching `selector` as drawn, once as many as `count` show (placed by the frames after they were made). */
async function signs(page: Page, selector: string, count: number): Promise<Drawn[]> {
  await expect.poll(() => page.evaluate((s) => [...document.querySelectorAll<HTMLElement>(s)].filter((el) => el.getBoundingClientRect().width > 0).length, selector), { timeout: 30_000 }).toBe(count);
  return page.evaluate((s) => {
    return [...document.querySelectorAll<HTMLElement>(s)].map((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      let drawnScale = 1; // the scale of every transform over it, which the computed font size leaves out
      for (let up: HTMLElement | null = el; up; up = up.parentElement) {
        const transform = getComputedStyle(up).transform;
        if (transform !== 'none') drawnScale *= Math.hypot(new DOMMatrixReadOnly(transform).a, new DOMMatrixReadOnly(transform).b);
      }
      const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2); // a sign lets taps through to the table, so the table is what is found there unless a panel covers it
      return {
        text: el.textContent ?? '',
        left: box.left,
        top: box.top,
        right: box.right,
        bottom: box.bottom,
        shownFont: Number.parseFloat(style.fontSize) * drawnScale,
        visible: style.visibility !== 'hidden' && Number(style.opacity) > 0.5 && !!atCentre?.closest('.merchant-canvas'),
      };
    });
  }, selector);
}

/**
 * Waits until the element matching `selector` stands still: its box within 2 px of the last through `frames` animation frames running.
 * A pirate ship rises from the sea as its card is revealed, its flag with it; the signs are read where they stay.
 */
async function settled(page: Page, selector: string, frames = 20): Promise<void> {
  await page.waitForFunction(
    ([s, needed]) =>
      new Promise<boolean>((resolve) => {
        let still = 0;
        let was: DOMRect | undefined;
        const look = () => {
          const box = document.querySelector(s)?.getBoundingClientRect();
          still = box && was && Math.abs(box.left - was.left) <= 2 && Math.abs(box.top - was.top) <= 2 ? still + 1 : 0; // a bob on the waves is still
          was = box;
          if (still >= needed) resolve(true);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    [selector, frames] as const,
    { timeout: 90_000 }, // twenty frames, each slow on a loaded machine
  );
}

/** How much of the smaller of two boxes the other covers, 0 to 1. */
function overlap(a: Drawn, b: Drawn): number {
  const w = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
  const h = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const smaller = Math.min((a.right - a.left) * (a.bottom - a.top), (b.right - b.left) * (b.bottom - b.top));
  return smaller > 0 ? (w * h) / smaller : 0;
}

/** Checks the table's signs on `page`, sized `width` by `height`: readable, inside, apart. */
async function expectReadableSigns(page: Page, width: number, height: number): Promise<Drawn[]> {
  const ports = await signs(page, '.mv-port-sign', 3);
  const deck = await signs(page, '.mv-deck-sign', 1);
  const hourglass = await signs(page, '.mv-hourglass-sign', 1); // M7: it stands near a phone's right edge, where a 3D plaque was cut
  expect(hourglass[0].text).toMatch(/^Round 1 of \d+ · Turn [AB]$/);
  const sum = await signs(page, '.mv-sum-sign', 1); // M12: the prelude's Galleon has met a Pirate card
  expect(sum[0].text).toMatch(/^Pirates so far: \d+$/);
  const docks = await signs(page, '.mv-dock-name-tag', 2);
  expect(docks.map((d) => d.text).sort()).toEqual(['Anne', 'Calico']);
  expect(ports.map((p) => p.text.match(/near|middle|far/i)?.[0].toLowerCase())).toEqual(['near', 'middle', 'far']);
  expect(deck[0].text).toMatch(/Pirate deck/);
  const badge = await signs(page, '.mv-ship-badge', 1); // M9: the prelude's Galleon on the lane shows its Strength
  expect(badge[0].text).toMatch(/^⚔\d+$/);
  await settled(page, '.mv-pirate-flag'); // risen from the sea
  const flag = await signs(page, '.mv-pirate-flag', 1); // M11: the Pirate card it met, as a pirate ship flying its strength
  expect(flag[0].text).toMatch(/^☠ \d+$/);
  const all = [...ports, ...deck, ...hourglass, ...sum, ...docks, ...badge, ...flag];
  const demand = await signs(page, '.mv-port-sign .mv-demand-chip', 5); // M2: one Demand slot near, two middle, two far, each a chip in its port's sign
  for (const sign of [...all, ...demand]) {
    expect(sign.visible, `${sign.text} is shown`).toBe(true);
    expect(sign.shownFont, `${sign.text}'s font`).toBeGreaterThanOrEqual(12);
    expect(sign.left, `${sign.text} inside on the left`).toBeGreaterThanOrEqual(0);
    expect(sign.top, `${sign.text} inside at the top`).toBeGreaterThanOrEqual(0);
    expect(sign.right, `${sign.text} inside on the right`).toBeLessThanOrEqual(width);
    expect(sign.bottom, `${sign.text} inside at the bottom`).toBeLessThanOrEqual(height);
  }
  // On a slow machine the render scale and the lens settle over some frames, and the declutter fades a badge over a few
  // more: the signs are read again until none stands over another, and a pair that stays stacked fails here.
  const everySign = '.mv-port-sign, .mv-deck-sign, .mv-hourglass-sign, .mv-sum-sign, .mv-dock-name-tag, .mv-ship-badge, .mv-pirate-flag';
  const reread = async () => stacked(await signs(page, everySign, all.length));
  await expect.poll(reread, { timeout: 30_000, interval: 250 }).toEqual([]);
  return all;
}

/** The pairs of signs of which one covers a fifth or more of the other, named with how much. */
function stacked(all: Drawn[]): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) if (overlap(all[i], all[j]) >= 0.2) pairs.push(`${all[i].text} over ${all[j].text}: ${overlap(all[i], all[j]).toFixed(3)}`);
  return pairs;
}

/** A page element's centre, or null while it is not drawn. */
type Centre = { x: number; y: number } | null;

/** What a show did to a ship's badge: where it and a still sign were drawn each frame, and how many frames a word floating over a ship covered that ship's badge. */
type Tracked = { frames: { moving: Centre; still: Centre }[]; bursts: number; burstOverBadge: number };

/**
 * Clicks `button` and records, every frame until the show it starts has played, where the page elements `moving` and
 * `still` (a sign pinned to the table, which moves only with the camera) are drawn, and whether a ship's floating word
 * (M12's "Turned back!", a trade's coins) covers more than a fifth of its own badge.
 */
async function trackThroughShow(page: Page, button: string, moving: string, still: string): Promise<Tracked> {
  const tracking = page.evaluate(
    ([moving, still]) =>
      new Promise<Tracked>((resolve) => {
        const centre = (selector: string): Centre => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box && box.width > 0 ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
        };
        const covered = (a: DOMRect, b: DOMRect) => {
          const w = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
          const h = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
          return (w * h) / Math.max(1, Math.min(a.width * a.height, b.width * b.height));
        };
        const tracked: Tracked = { frames: [], bursts: 0, burstOverBadge: 0 };
        let shown = false;
        const step = () => {
          tracked.frames.push({ moving: centre(moving), still: centre(still) });
          for (const burst of document.querySelectorAll('.mv-burst')) {
            const badge = burst.closest('.page-labels')?.querySelector('.mv-ship-badge'); // the same ship's badge: each ship has its own layer
            const box = burst.getBoundingClientRect();
            if (box.width === 0) continue;
            tracked.bursts++;
            if (badge && covered(box, badge.getBoundingClientRect()) > 0.2) tracked.burstOverBadge++;
          }
          const presenting = !!document.querySelector('.merchant-table[data-presenting="yes"]');
          shown ||= presenting;
          if ((shown && !presenting) || tracked.frames.length > 3000) resolve(tracked);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    [moving, still] as const,
  );
  await page.getByRole('button', { name: button }).click();
  return tracking;
}

describe.runIf(run)("Merchant Voyages' signs on the table", () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  it('on a phone, each port sign and the deck sign is page text, shown, inside the screen, at 12 px or more, apart', async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await merchantTable(page, server().url, 'seed=e2e-merchant-signs&prelude=6');
    try {
      await expectReadableSigns(page, 390, 844);
    } finally {
      await snap(page, 'merchant-phone-signs');
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('at 1280x800, the same signs are readable page text inside the screen', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await merchantTable(page, server().url, 'seed=e2e-merchant-signs&prelude=6');
    try {
      await expectReadableSigns(page, 1280, 800);
    } finally {
      await snap(page, 'merchant-desktop-signs');
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it("on a phone, a ship's badge follows its ship as it sails on, and reads at 12 px or more inside the screen when it arrives", async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    pages.push(page);
    const errors = watchErrors(page);
    await merchantTable(page, server().url, 'seed=e2e-merchant-signs&prelude=6', 1); // at pace 1 the sail is shown, space by space
    const badge = '.mv-ship-badge';
    await signs(page, badge, 1);
    const { frames, bursts, burstOverBadge } = await trackThroughShow(page, 'Sail on', badge, '.mv-dock-name-tag'); // M2: the Galleon sails on to the middle segment (the seed turns it back there)
    const apart = frames.filter((f) => f.moving && f.still).map((f) => ({ x: f.moving!.x - f.still!.x, y: f.moving!.y - f.still!.y }));
    expect(apart.length, 'frames with the badge and a dock name drawn').toBeGreaterThan(3);
    const moved = Math.max(...apart.map((a) => Math.hypot(a.x - apart[0].x, a.y - apart[0].y)));
    console.log(
      `ship badge: ${frames.length} frames through the show, moved up to ${moved.toFixed(0)} px against the dock's name; a word over a ship in ${bursts} frames, over its badge in ${burstOverBadge}`,
    );
    expect(moved, 'how far the badge moved across the table').toBeGreaterThan(30); // a 3D badge, or one pinned in place, moves no page element
    expect(bursts, 'frames showing "Turned back!" over the ship').toBeGreaterThan(0);
    expect(burstOverBadge, 'frames where the word over the ship covered its badge').toBe(0);
    await page.waitForFunction(() => !document.querySelector('.merchant-table[data-presenting="yes"]') && !!document.querySelector('.mv-bottom button'), undefined, { timeout: 60_000, polling: 100 });
    try {
      const [arrived] = await signs(page, badge, 1);
      expect(arrived.visible).toBe(true);
      expect(arrived.shownFont).toBeGreaterThanOrEqual(12);
      expect(arrived.left).toBeGreaterThanOrEqual(0);
      expect(arrived.right).toBeLessThanOrEqual(390);
      expect(arrived.top).toBeGreaterThanOrEqual(0);
      expect(arrived.bottom).toBeLessThanOrEqual(844);
    } finally {
      await snap(page, 'merchant-phone-badge-sailed');
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
