// At 1280x800 the sea stands still between your own turns: through a rival's turn and the next dawn, while your ship stays
// in view, no square moves on screen (the view slid toward the rival and back at every dawn).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { myHeldTurn } from './lobbySteps';

const run = browserAvailable();

describe.runIf(run)('the camera between your turns', () => {
  const { server, browser } = useGameServerAndBrowser();
  let page: Page;
  afterAll(async () => page?.context().close());

  it('holds still from your End turn, through the rival turn and the dawn, to your next turn', async () => {
    page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await myHeldTurn(page, server().url);
    const day = await page.evaluate(() => window.__pirates!.store.getState().view!.day);
    const yourSquare = () => page.evaluate(() => window.__pirates!.store.getState().view!.captains[window.__pirates!.store.getState().seat!].pos);
    const before = await yourSquare();
    // Every frame from here until your next turn is held: how far the board's middle square and your ship's square moved.
    const watched = page.evaluate(
      (was) =>
        new Promise<{ px: number; frames: number; days: number }>((resolve) => {
          const hook = window.__pirates!;
          const start = hook.store.getState();
          const mine = start.view!.captains[start.seat!].pos;
          const first = [hook.squareToScreen(7, 7), hook.squareToScreen(...mine)];
          let px = 0;
          let frames = 0;
          const step = () => {
            const s = hook.store.getState();
            const now = [hook.squareToScreen(7, 7), hook.squareToScreen(...mine)];
            px = Math.max(px, ...now.map((p, i) => Math.hypot(p.x - first[i].x, p.y - first[i].y)));
            frames += 1;
            if (s.view!.day > was && hook.cameraHeld === true && s.presentingUntil < Date.now()) return resolve({ px, frames, days: s.view!.day - was });
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      day,
    );
    await page.keyboard.press('e');
    const { px, frames, days } = await watched;
    await snap(page, 'camera-rests-next-turn');
    expect(days).toBe(1);
    expect(await yourSquare(), 'your ship stayed where it was').toEqual(before);
    expect(px, `the board moved ${px.toFixed(1)} px over ${frames} frames`).toBeLessThan(2);
    expect(errors).toEqual([]);
  }, 240_000);

  it('pans your ship out from under a side panel that covers it, though it is in view', async () => {
    // Your ship, staged on a square a panel covers (the hint card, the log, your ship's card), well inside the view: any sea
    // square, the rim's included, since which hint card shows and how far it reaches differ from run to run.
    const staged = await page.evaluate(() => {
      const hook = window.__pirates!;
      const s = hook.store.getState();
      const view = s.view!;
      const taken = new Set([...view.board.land, ...view.captains.map((c) => c.pos)].map(([x, y]) => `${x},${y}`));
      const underCard = (x: number, y: number) => !!document.elementFromPoint(x, y)?.closest('.card');
      for (let y = 0; y < 16; y++)
        for (let x = 0; x < 16; x++) {
          if (taken.has(`${x},${y}`)) continue;
          const p = hook.squareToScreen(x, y);
          const inView = Math.abs((2 * p.x) / innerWidth - 1) <= 0.7 && Math.abs(1 - (2 * p.y) / innerHeight) <= 0.7;
          if (!inView || !underCard(p.x, p.y)) continue;
          // The server's next view (a creature diving, a clock) would put the ship back: each one is staged again until the end.
          const stage = (real: typeof view) => ({ ...real, captains: real.captains.map((c) => (c.seat === s.seat ? { ...c, pos: [x, y] as [number, number] } : c)) });
          const kept = window as unknown as { realView: typeof view; unstage: () => void };
          let shown = stage(view);
          kept.realView = view;
          s.set({ view: shown });
          kept.unstage = hook.store.subscribe((now) => {
            if (!now.view || now.view === shown) return;
            kept.realView = now.view;
            shown = stage(now.view);
            now.set({ view: shown });
          });
          s.set({ cameraFree: true }); // let the camera go and give it back ("reset view"): the rig looks again where it rests
          return [x, y] as [number, number];
        }
      return null;
    });
    expect(staged, 'a square in view under a panel').not.toBeNull();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate(() => window.__pirates!.store.getState().set({ cameraFree: false }));
    await page.waitForFunction(() => window.__pirates!.cameraHeld === false, undefined, { timeout: 10_000, polling: 'raf' });
    await page.waitForFunction(() => window.__pirates!.cameraHeld === true, undefined, { timeout: 30_000, polling: 100 });
    const clear = await page.evaluate(([x, y]) => {
      const p = window.__pirates!.squareToScreen(x, y);
      const hit = document.elementFromPoint(p.x, p.y);
      return { p, on: hit instanceof HTMLCanvasElement ? 'the sea' : (hit?.closest('.card')?.className ?? hit?.className ?? 'nothing') };
    }, staged!);
    await snap(page, 'camera-pans-from-panel');
    await page.evaluate(() => {
      const kept = window as unknown as { realView: never; unstage: () => void };
      kept.unstage();
      window.__pirates!.store.getState().set({ view: kept.realView });
    });
    expect(clear.on, `your square ${staged} at ${JSON.stringify(clear.p)} is under ${clear.on}`).toBe('the sea');
  }, 120_000);
});
