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
});
