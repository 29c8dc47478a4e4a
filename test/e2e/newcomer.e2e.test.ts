// In the browser: what a new player hit on a first voyage. Each test fails on the client before its fix.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Action, Square } from '../../shared/pastry/index';
import { Client } from 'colyseus.js';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { read, routeEnd, squareOnScreen } from './drive';
import { Captain } from '../server/captain';
import { leaveAll } from '../server/harness';

const run = browserAvailable();
/** A name that is not a secure context (plain HTTP, not localhost) and still reaches only the loopback. */
const INSECURE_HOST = 'pirates.test';

/** Makes a two-captain room with timers off from the lobby at `url`, as `name`, and sets sail against its bot. */
async function sailAgainstABot(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Captains').selectOption('2');
  await page.getByLabel('Timers').selectOption('off');
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.getByRole('button', { name: 'Set sail!' }).click();
}

/** Waits until it is this page's turn to sail, and returns its store's view. */
async function myTurnToSail(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = window.__pirates?.store.getState();
      return !!s?.view && s.view.actor === s.seat && s.view.phase === 'turn' && s.legal.some((a) => a.type === 'sail') && s.presentingUntil < Date.now();
    },
    undefined,
    { timeout: 90_000, polling: 200 },
  );
}

/**
 * The farthest legal sail (off the rim) whose end square is clickable on screen. A card passing over the board (a toast,
 * a hint) may cover every far square for a moment, so it looks again for a while before it gives up, saying what covered them.
 */
async function farSail(page: Page): Promise<{ x: number; y: number }> {
  const covered: string[] = [];
  for (const giveUpAt = Date.now() + 15_000; Date.now() < giveUpAt; await page.waitForTimeout(250)) {
    const seen = await read(page);
    const me = seen.view!.captains[seen.seat!];
    const sails = seen.legal.filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail' && a.route.length >= 2).sort((a, b) => b.route.length - a.route.length);
    covered.length = 0;
    for (const sail of sails) {
      const end = routeEnd(me.pos, sail.route) as Square | null;
      const point = end && (await squareOnScreen(page, end));
      if (point) return point;
      if (end)
        covered.push(
          `${end} under ${await page.evaluate(([x, y]) => {
            const p = window.__pirates!.squareToScreen(x, y);
            const el = document.elementFromPoint(p.x, p.y);
            return `${Math.round(p.x)},${Math.round(p.y)} ${el?.className || el?.tagName}`;
          }, end)}`,
        );
    }
  }
  throw new Error(`no clickable sail of 2 squares or more: ${covered.join('; ')}`);
}

describe.runIf(run)('a newcomer’s first voyage', () => {
  const { server, browser } = useGameServerAndBrowser([`--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1`]);

  it('bugs 2 and 3: an invite on a plain-HTTP name asks the friend’s name, copying falls back to a selected link, and names are unique', async () => {
    const port = new URL(server().url).port;
    const origin = `http://${INSECURE_HOST}:${port}`;
    const anne = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const bo = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const errors = [anne, bo].map(watchErrors);

    await anne.goto(`${origin}/?pace=0`);
    expect(await anne.evaluate(() => window.isSecureContext)).toBe(false);
    await expect.poll(() => anne.getByRole('button', { name: 'Quick play' }).isDisabled()).toBe(true); // no name yet: no silent "Captain"
    await anne.getByLabel('Your name').fill('Anne');
    await anne.getByLabel('Captains').selectOption('3');
    await anne.getByRole('button', { name: 'Create room' }).click();
    const code = (await anne.locator('.room-code').textContent({ timeout: 15_000 }))!.trim();

    await anne.getByRole('button', { name: 'Copy invite link' }).click();
    const field = anne.getByLabel('Copy invite link: the link');
    await expect.poll(() => field.inputValue()).toBe(`${origin}/?room=${code}`);
    expect((await anne.evaluate(() => window.__pirates!.store.getState().toasts.map((t) => t.text))).filter((t) => t.includes('copied'))).toEqual([]);
    await expect.poll(() => field.evaluate((el: HTMLInputElement) => document.activeElement === el && el.selectionStart === 0 && el.selectionEnd === el.value.length)).toBe(true);
    await snap(anne, '11-copy-by-hand');

    await bo.goto(`${origin}/?room=${code}`);
    await expect.poll(() => bo.getByRole('heading', { name: `You're invited aboard ${code}` }).isVisible()).toBe(true);
    expect(await bo.evaluate(() => window.__pirates?.store.getState().status)).toBe('idle'); // not joined as "Captain" behind the card
    expect(await bo.getByRole('button', { name: 'Come aboard' }).isDisabled()).toBe(true);
    await bo.getByLabel('Your name').fill('  anne ');
    await snap(bo, '12-invite-name');
    await bo.getByRole('button', { name: 'Come aboard' }).click();
    await expect.poll(() => anne.locator('.seats li').allTextContents()).toContainEqual(expect.stringContaining('anne 2'));
    expect(await bo.evaluate(() => localStorage.getItem('pp.name'))).toBe('anne');
    expect(errors.flat()).toEqual([]);
    await anne.context().close();
    await bo.context().close();
  }, 120_000);

  it('bugs 1, 5 and 6: E pressed while the ship still sails is carried out, a double click sends once, and a reload keeps the log', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await sailAgainstABot(page, `${server().url}/?seed=e2e-newcomer-1&pace=3`, 'Grace'); // a slow show, so E is surely pressed while it plays

    // Bug 1: sail far, then press E at once, during the sail's show.
    await myTurnToSail(page);
    const day = (await read(page)).view!.day;
    // The player holds the camera (as after a drag), so a square stays where it was measured; a missed click is tried again.
    await page.evaluate(() => window.__pirates!.store.getState().set({ cameraFree: true }));
    let sailing = false;
    for (let attempt = 0; attempt < 3 && !sailing && !(await read(page)).view!.sailed; attempt++) {
      const point = await farSail(page);
      await page.mouse.click(point.x, point.y);
      sailing = await page
        .waitForFunction(() => window.__pirates!.store.getState().presentingUntil > Date.now() + 800, undefined, { timeout: 8000, polling: 50 })
        .then(
          () => true,
          () => false,
        );
    }
    expect(sailing).toBe(true);
    const queued = await page.evaluate(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'e' })); // the E key, while the ship is still under way
      return window.__pirates!.store.getState().queuedOrder;
    });
    expect(queued).toEqual({ type: 'endTurn' });
    // Bug 4: while the show plays on and the bot takes its turn, the action bar never names another captain than the banner.
    const disagreements = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const end = performance.now() + 4000;
          const sample = () => {
            const banner = document.querySelector('.turn-banner strong')?.textContent ?? '';
            const bar = document.querySelector('.action-bar')?.textContent ?? '';
            const waitingFor = /Waiting for (.+)…/.exec(bar)?.[1];
            if (waitingFor && !banner.startsWith(`${waitingFor}'s`)) seen.push(`${banner} / ${bar}`);
            if (performance.now() < end) requestAnimationFrame(sample);
            else resolve(seen);
          };
          sample();
        }),
    );
    expect(disagreements).toEqual([]);
    await page.waitForFunction(
      () => {
        const s = window.__pirates!.store.getState();
        return s.events.some((e) => e.event.type === 'turnEnded' && e.event.seat === s.seat);
      },
      undefined,
      { timeout: 40_000, polling: 200 },
    );

    // Bug 5: a quick double click on End turn sends one order, and no "not your move" refusals pile up.
    await myTurnToSail(page);
    expect((await read(page)).view!.day).toBeGreaterThan(day - 1);
    const endTurn = page.getByRole('button', { name: /End turn/ });
    await endTurn.dblclick();
    await page.waitForFunction(() => window.__pirates!.store.getState().orderInFlight === null, undefined, { timeout: 20_000, polling: 100 });
    await page.waitForTimeout(500); // any refusal of a second order would have come back by now
    expect((await read(page)).toasts.filter((t) => t.includes('move'))).toEqual([]);

    // Bug 6: the story so far survives a reload.
    await page.waitForFunction(() => document.querySelectorAll('.log li').length >= 4, undefined, { timeout: 30_000 });
    const before = await page.locator('.log li').allTextContents();
    await page.reload();
    await page.waitForFunction((n) => document.querySelectorAll('.log li').length >= n, Math.min(before.length, 4), { timeout: 30_000 });
    const after = await page.locator('.log li').allTextContents();
    expect(after).toEqual(expect.arrayContaining(before.slice(-4)));
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('the camera holds still through your own turn, so the squares you plan on never slide under the pointer', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await sailAgainstABot(page, `${server().url}/?seed=e2e-newcomer-1&pace=1`, 'Hal');
    await myTurnToSail(page);
    const probe = () => page.evaluate(() => window.__pirates!.squareToScreen(8, 8));
    // After the dawn's wide view, the camera glides once to frame your ship as your turn begins; then the board stays put.
    await page.waitForFunction(() => window.__pirates!.cameraHeld === true, undefined, { timeout: 30_000, polling: 100 });
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const first = window.__pirates!.squareToScreen(8, 8);
          const since = performance.now();
          let frames = 0;
          const check = () => {
            const now = window.__pirates!.squareToScreen(8, 8);
            if (Math.hypot(now.x - first.x, now.y - first.y) > 0.5) resolve(false);
            else if (++frames >= 20 && performance.now() - since > 1000)
              resolve(true); // still for 20 frames and a second
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    const settled = await probe();
    // A click that lands before the planner saw the pointer hover only previews the route (as a first tap does): click again.
    const target = await farSail(page);
    let sailed = false;
    for (let attempt = 0; attempt < 3 && !sailed; attempt++) {
      await page.mouse.click(target.x, target.y);
      sailed = await page
        .waitForFunction(() => window.__pirates!.store.getState().view?.sailed === true, undefined, { timeout: 8000, polling: 100 })
        .then(
          () => true,
          () => false,
        );
    }
    expect(sailed).toBe(true);
    await page.waitForFunction(() => window.__pirates!.store.getState().presentingUntil < Date.now(), undefined, { timeout: 20_000, polling: 100 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))); // a frame drawn after the show
    const after = await probe();
    // Following the ship moved this square about 40 px; held, it stays within a few: under 2 alone, yet 3.7 and once 8.7 under
    // a full clean-clone run on 2 cores (a residual easing not yet explained), so the bound sits well between the two.
    expect(Math.hypot(after.x - settled.x, after.y - settled.y)).toBeLessThan(16);
    expect((await read(page)).view!.actor).toBe((await read(page)).seat); // still your turn: dock, buy or end it
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('on an upright phone your turn comes close on your ship, so a square is big enough to tap', async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const errors = watchErrors(page);
    await sailAgainstABot(page, `${server().url}/?seed=e2e-newcomer-1&pace=1`, 'Ivy');
    await myTurnToSail(page);
    await page.waitForFunction(() => window.__pirates!.cameraHeld === true, undefined, { timeout: 30_000, polling: 100 });
    const squareWidth = () =>
      page.evaluate(() => {
        const s = window.__pirates!.store.getState();
        const [x, y] = s.view!.captains[s.seat!].pos;
        const [a, b] = [window.__pirates!.squareToScreen(x, y), window.__pirates!.squareToScreen(x + 1, y)];
        return Math.hypot(b.x - a.x, b.y - a.y);
      });
    // The whole board upright gives a square about 23 px; framed close it is about 40 px (a fingertip is about 40).
    await expect.poll(squareWidth, { timeout: 30_000, interval: 200 }).toBeGreaterThan(34);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('bug 8: a finished voyage’s invite link says it is over and who won, offers a new voyage, and drops ?room=', async () => {
    const client = new Client(server().url.replace('http', 'ws'));
    const room = await client.create('voyage', {
      name: 'Cas',
      captains: 2,
      bots: 'easy',
      pace: 0,
      seed: 'e2e-finished-1',
      timers: { turnMs: 0, decisionMs: 0, namingMs: 0, dayLimit: 5 },
      private: true,
    });
    // Paced like a person (the room refuses a flood of actions, and a refused one is never asked again): each turn ends at once.
    new Captain(room, (_view, legal) => legal.find((a) => a.type === 'endTurn') ?? legal[0] ?? null);
    room.send('start');
    const status = () => (room.state as unknown as { toJSON(): { status: string } }).toJSON().status;
    await expect.poll(status, { timeout: 60_000 }).toBe('over');
    await leaveAll([room]);

    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${server().url}/?room=${room.roomId}`);
    await expect.poll(() => page.getByRole('heading', { name: `Voyage ${room.roomId} is over` }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('.voyage-gone').textContent()).toMatch(/won on day|Nobody baked/);
    expect(new URL(page.url()).searchParams.get('room')).toBeNull();
    await snap(page, '13-voyage-over-link');
    await page.getByRole('button', { name: /Start a new voyage/ }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Quick play' }).isVisible()).toBe(true);
    await page.context().close();
  }, 120_000);
});
