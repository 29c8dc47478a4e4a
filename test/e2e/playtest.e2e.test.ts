// A playtest's findings on one voyage, checked in one page against one server: the camera holds from the first frame of your
// turn, streamer mode hides every trace of your recipe, and a key pressed between a click and its answer is carried out.
// The seed puts the human first, with a square beside an island's dock in reach on the first turn.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Action, Square } from '../../shared/pastry/index';
import { browserAvailable, canvasVariety, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { read, routeEnd, squareOnScreen, type Seen } from './drive';

const run = browserAvailable();

describe.runIf(run)('a playtest of one voyage', () => {
  const { server, browser } = useGameServerAndBrowser();
  let page: Page;
  let errors: string[] = [];
  afterAll(async () => page?.context().close());

  it('streamer mode leaves no star or card line that tells your recipe', async () => {
    page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    errors = watchErrors(page);
    await page.goto(`${server().url}/?seed=e2e-playtest-3&pace=1`);
    await page.getByLabel('Your name').fill('Tess');
    await page.getByLabel('Captains').selectOption('2');
    await page.getByLabel('Timers').selectOption('off');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('button', { name: 'Set sail!' }).click();
    await page.waitForFunction(() => (window.__pirates?.frames ?? 0) > 10, undefined, { timeout: 60_000, polling: 100 }); // the scene draws
    await myTurnToSail(page);
    const recipe = await page.evaluate(() => window.__pirates!.store.getState().recipe!.ingredients);
    const islands = (await read(page)).view!.board.islands;
    const onRecipe = islands.findIndex((i) => recipe.includes(i.ingredient));
    const star = `recipe-mark-${islands[onRecipe].ingredient}`;
    const starShown = () => page.evaluate((name) => window.__pirates!.objectToScreen(name) !== null, star);
    await expect.poll(starShown).toBe(true); // without streamer mode the star marks the island
    expect(await page.locator('.my-ship .recipe-legend').textContent()).toMatch(/^★ over an island/); // and the card says what the stars mean

    await page.evaluate(() => window.__pirates!.store.getState().patchSettings({ streamer: true }));
    await page.evaluate((index) => window.__pirates!.store.getState().set({ islandHover: index }), onRecipe);
    await page.locator('.island-card').waitFor();
    await expect.poll(starShown).toBe(false);
    expect(await page.locator('.recipe-legend').count()).toBe(0); // no stars, so nothing to explain
    expect(await page.locator('.island-card').textContent()).not.toMatch(/recipe/i);
    expect(await page.locator('.hud').evaluate((hud) => [...hud.querySelectorAll('.hint-card, .log')].map((el) => el.textContent).join(' '))).not.toMatch(/recipe/i);
    await snap(page, 'playtest-02-streamer-island-card');

    await page.evaluate(() => window.__pirates!.store.getState().set({ islandHover: null }));
    await page.evaluate(() => window.__pirates!.store.getState().patchSettings({ streamer: false }));
    await expect.poll(starShown).toBe(true);
  }, 60_000);

  it('the camera holds still from the first frame your turn is shown', async () => {
    // Turn 1 ends beside an island's dock (not on one, nor on a berth): on turn 2, Dock is not among the orders until the ship has sailed.
    const first = await read(page);
    const docks = first.view!.board.islands.map((i) => i.dock);
    const beside = (end: Square) => docks.some((d) => Math.abs(d[0] - end[0]) + Math.abs(d[1] - end[1]) === 1);
    const berth = (end: Square) => first.view!.board.berths.some((b) => b[0] === end[0] && b[1] === end[1]);
    expect(await sailByClick(page, first, (end) => beside(end) && !isDock(first, end) && !berth(end))).not.toBeNull();
    await page.keyboard.press('e');
    // The bot sails, a new day dawns, and your next turn comes: from the first frame its banner says "Your turn" (the show
    // before it over), your ship's square stays where it is drawn.
    const drift = await page.evaluate(
      (was) =>
        new Promise<{ px: number; frames: number }>((resolve) => {
          const hook = window.__pirates!;
          let first: { x: number; y: number } | null = null;
          let square: [number, number] = [0, 0];
          let frames = 0;
          let since = 0;
          let px = 0;
          const watch = () => {
            const s = hook.store.getState();
            const shown = s.held ?? s.view;
            const yours = !!shown && `${shown.day}:${shown.turn}` !== was && shown.actor === s.seat && shown.phase === 'turn' && s.presentingUntil < Date.now();
            const banner = document.querySelector('.turn-banner strong')?.textContent ?? '';
            if (!first && yours && banner.startsWith('Your turn')) {
              square = shown!.captains[s.seat!].pos;
              first = hook.squareToScreen(...square);
              since = performance.now();
            } else if (first) {
              const now = hook.squareToScreen(...square);
              px = Math.max(px, Math.hypot(now.x - first.x, now.y - first.y));
              if (++frames >= 30 && performance.now() - since > 2500) return resolve({ px, frames });
            }
            requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        }),
      `${first.view!.day}:${first.view!.turn}`,
    );
    await snap(page, 'playtest-01-your-turn');
    expect(drift.px, `the board slid ${drift.px.toFixed(1)} px over ${drift.frames} frames of your turn`).toBeLessThan(2);
  }, 120_000);

  it('D pressed right after a click on a dock square waits for the sail, then docks', async () => {
    await myTurnToSail(page);
    const seen = await read(page);
    expect(seen.legal.some((a) => a.type === 'dock')).toBe(false);
    // The D key goes down the moment the sail is on its way, before the server has answered it.
    await page.evaluate(() => {
      const store = window.__pirates!.store;
      const stop = store.subscribe((s) => {
        if (s.orderInFlight?.type !== 'sail') return;
        stop();
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd' }));
        (window as unknown as { queuedAfterD: unknown }).queuedAfterD = store.getState().queuedOrder;
      });
    });
    expect(await sailByClick(page, seen, (end) => isDock(seen, end))).not.toBeNull();
    await page.waitForFunction(() => 'queuedAfterD' in window, undefined, { timeout: 10_000, polling: 50 });
    expect(await page.evaluate(() => (window as unknown as { queuedAfterD: unknown }).queuedAfterD)).toEqual({ type: 'dock' });
    await page.waitForFunction(
      () => {
        const s = window.__pirates!.store.getState();
        return s.events.some((e) => e.event.type === 'docked' && e.event.seat === s.seat);
      },
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    expect((await read(page)).toasts.filter((t) => t.includes('Not sent'))).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a naming shows every viewer the crates opened, and locked slots stand over their crates', async () => {
    await page.waitForFunction(
      () => {
        const s = window.__pirates!.store.getState(); // a quiet moment: this page's own decision, timers off, so no patch comes
        return s.view?.actor === s.seat && s.presentingUntil < Date.now();
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    // The bot's bake-off, staged in this page's store: its bench as the server shows it, then the naming's event as it arrives.
    await page.evaluate(() => {
      const store = window.__pirates!.store;
      const s = store.getState();
      const view = s.view!;
      const seat = 1 - s.seat!;
      const ingredients = ['Flour', 'Sugar', 'Vanilla', 'Butter'] as const;
      const open = ['Flour', 'Sugar', 'Butter', 'Vanilla'] as const; // after the swap: Sugar, Flour, Butter, Vanilla
      const captains = view.captains.map((c) => (c.seat === seat ? { ...c, recipe: { name: 'Test Tart', ingredients: [...ingredients] } } : c));
      const bake = { seat, crates: 4, open: [...open], locked: [null, null, 3, 2], swaps: [[0, 1]] as [number, number][], startedAt: Date.now() - 60_000, endsAt: Date.now() - 50_000, rewatches: 0 };
      (window as unknown as { realView: unknown }).realView = view;
      s.set({ view: { ...view, phase: 'bake', actor: seat, captains, bake } });
    });
    await page.locator('.bake-off .recipe-slots .slot').first().waitFor({ timeout: 30_000 });
    // Slot 4's Butter is locked in place 3 and slot 3's Vanilla in place 4: each stands over its own crate.
    expect(await page.locator('.bake-off .recipe-slots .slot').allTextContents()).toEqual([
      expect.stringMatching(/^1\./),
      expect.stringMatching(/^2\./),
      expect.stringMatching(/^4\..*Butter/),
      expect.stringMatching(/^3\..*Vanilla/),
    ]);
    await snap(page, 'playtest-03-bench-slots');
    await page.evaluate(() => {
      const s = window.__pirates!.store.getState();
      const seat = 1 - s.seat!;
      s.set({ view: (window as unknown as { realView: typeof s.view }).realView }); // the next turn's state comes first
      s.addEvents([{ key: 1e9, event: { type: 'named', seat, crates: [0, 1], correct: [false, false], locked: [null, null, 3, 2] } }], Date.now() + s.skew, [{ line: null, ms: 0 }]);
    });
    // Read in one go the moment it shows: it stays only a few seconds, and a loaded machine is slow to ask twice.
    const shown = await page
      .waitForFunction(
        () => {
          const card = document.querySelector('.bake-answer');
          const texts = (selector: string) => [...(card?.querySelectorAll(selector) ?? [])].map((el) => el.textContent ?? '');
          return card && { heading: texts('h2')[0], crates: texts('.answer-bench .crate'), rows: texts('tbody tr') };
        },
        undefined,
        { timeout: 10_000, polling: 'raf' },
      )
      .then(async (handle) => (await handle.jsonValue())!);
    expect(shown.crates).toEqual([expect.stringMatching(/Sugar.*slot 1/), expect.stringMatching(/Flour.*slot 2/), expect.stringMatching(/Butter.*slot 4/), expect.stringMatching(/Vanilla.*slot 3/)]);
    expect(shown.heading).toContain('0 of 2 right');
    expect(shown.rows).toEqual([expect.stringMatching(/place 1.*Sugar.*✗.*place 2/), expect.stringMatching(/place 2.*Flour.*✗.*place 1/)]);
    await page.locator('.bake-answer').waitFor({ state: 'detached', timeout: 15_000 }); // then play moves on
    expect(errors).toEqual([]);
  }, 60_000);

  it('on a software renderer the scene draws at light detail (half resolution on a desktop, which its frame rate never lowers), and the corner switch draws it in full', async () => {
    /** The canvas's drawing buffer against its width on the page: 0.5 at light detail, 1 in full (one device pixel per CSS pixel here). */
    const scale = () =>
      page.evaluate(() => {
        const canvas = document.querySelector('.game-canvas canvas') as HTMLCanvasElement | null;
        return canvas ? Math.round((canvas.width / canvas.clientWidth) * 100) / 100 : 0;
      });
    const light = await scale(); // headless Chromium draws WebGL in SwiftShader
    expect(light).toBe(0.5);
    const button = page.getByRole('button', { name: 'Light detail' });
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    await button.click();
    await expect.poll(scale, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => canvasVariety(page), { timeout: 30_000 }).toBeGreaterThan(8); // the new context draws the sea
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pp.settings') ?? '{}').detail)).toBe('full'); // kept for the next visit
    await page.getByRole('button', { name: 'Light detail' }).click();
    await expect.poll(scale, { timeout: 15_000 }).toBe(0.5);
    expect(errors).toEqual([]);
  }, 60_000);

  it('an emote floats over your ship as page text; a bubble keeps its element while others come and go, and leaves with its emote', async () => {
    // Your wave from the emote row: its bubble is placed over the canvas, over your ship.
    await page.getByTitle('Quick emotes').click();
    await page.getByRole('button', { name: 'Emote 👋' }).click();
    const placed = await page.waitForFunction(
      () => {
        const bubble = [...document.querySelectorAll('.game-canvas .emote-bubbles .page-label')].find((el) => el.textContent === '👋') as HTMLElement | undefined;
        return bubble && bubble.style.display !== 'none' && bubble.style.transform.startsWith('translate(') ? bubble.getBoundingClientRect().toJSON() : null;
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    const at = (await placed.jsonValue()) as DOMRect;
    const ship = await page.evaluate(() => window.__pirates!.objectToScreen(`ship-${window.__pirates!.store.getState().seat}`));
    expect(Math.abs(at.x + at.width / 2 - ship!.x)).toBeLessThan(40); // above your ship, not elsewhere on the sea
    expect(at.y + at.height / 2).toBeLessThan(ship!.y);

    // Bubbles set straight in the store, with no timers: a second one leaves the first one's element (and its rise) alone.
    const kept = await page.evaluate(async () => {
      const store = window.__pirates!.store;
      const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const bubbles = () => [...document.querySelectorAll('.game-canvas .emote-bubbles .page-label')];
      const showing = () =>
        bubbles()
          .map((el) => el.textContent)
          .join(' ');
      store.setState({ emotes: [{ id: 9001, seat: 0, emoji: '🔥', cheer: false }] });
      while (showing() !== '🔥') await frame();
      const first = bubbles()[0];
      store.setState({ emotes: [...store.getState().emotes, { id: 9002, seat: 1, emoji: '🎉', cheer: true }] });
      while (showing() !== '🔥 🎉') await frame();
      const kept = first.isConnected && bubbles()[0] === first;
      const cheer = bubbles()[1].querySelector('.emote-bubble.cheer')?.textContent;
      store.setState({ emotes: [] });
      while (bubbles().length) await frame();
      return { kept, cheer };
    });
    expect(kept).toEqual({ kept: true, cheer: '🎉' });
    expect(errors).toEqual([]);
  }, 60_000);
});

/** Whether a square is an island's dock. */
function isDock(seen: Seen, [x, y]: Square): boolean {
  return seen.view!.board.islands.some((i) => i.dock[0] === x && i.dock[1] === y);
}

/** Waits until it is this page's turn to sail, with its orders in hand, the show before it over and the camera held still. */
async function myTurnToSail(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = window.__pirates?.store.getState(); // the camera holds your turn's pose, so the square pointed at stays put until the click
      return (
        !!s?.view &&
        window.__pirates!.cameraHeld === true &&
        s.view.actor === s.seat &&
        s.view.phase === 'turn' &&
        !s.view.sailed &&
        s.legal.some((a) => a.type === 'sail') &&
        s.presentingUntil < Date.now()
      );
    },
    undefined,
    { timeout: 90_000, polling: 100 },
  );
}

/** Points at the first legal sail's end that `wanted` accepts and is on screen, waits for its preview, and clicks it. */
async function sailByClick(page: Page, seen: Seen, wanted: (end: Square) => boolean): Promise<Square | null> {
  const me = seen.view!.captains[seen.seat!];
  const ends = seen.legal
    .filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail')
    .map((a) => routeEnd(me.pos, a.route))
    .filter((end): end is Square => end !== null && wanted(end));
  for (const end of ends) {
    let point: { x: number; y: number } | null = null;
    for (let attempt = 0; attempt < 4 && !point; attempt++) {
      point = await squareOnScreen(page, end);
      if (!point) break;
      await page.mouse.move(point.x + attempt, point.y); // a move to where the pointer already is fires no pointermove
      const hovered = await page
        .waitForFunction(
          (sq) => {
            const hover = window.__pirates!.store.getState().hover;
            return hover?.[0] === sq[0] && hover?.[1] === sq[1];
          },
          end,
          { timeout: 3000, polling: 50 },
        )
        .then(
          () => true,
          () => false,
        );
      if (!hovered) point = null;
    }
    if (!point) continue;
    await page.mouse.click(point.x, point.y);
    // A card that showed up over the square since it was hovered (a hint, an island's card) takes the click: say so, try the next.
    const sent = await page
      .waitForFunction(
        () => {
          const s = window.__pirates!.store.getState();
          return s.orderInFlight?.type === 'sail' || s.view?.sailed === true;
        },
        undefined,
        { timeout: 5000, polling: 50 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!sent) {
      const over = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.className || 'nothing', [point.x, point.y] as const);
      console.log(`the click on ${end} sent no sail (the point is under ${over}); trying the next square`);
      continue;
    }
    await page.waitForFunction(() => window.__pirates!.store.getState().view?.sailed === true, undefined, { timeout: 15_000, polling: 50 });
    return end;
  }
  return null;
}
