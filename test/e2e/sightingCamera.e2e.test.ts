// R37 in the browser: through your own sighting the camera stays on your ship, so the creature surfaces on screen and
// stays there until it dives (it followed the next captain's turn away). A test seed's prelude stops as a turn ends with a
// sighting; every frame the page draws is recorded in the page, so a busy machine's slow screenshots miss none.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { read } from './drive';
import { boardByInvite, createRoom } from './lobbySteps';

const run = browserAvailable();
/** The seed and prelude of the R37 voyage test; a pace above 0 keeps the clock still until both boards are up. */
const QUERY = 'pace=0.01&seed=e2e-voyage-1&prelude=200&until=sightingStarted&sighting=8000';
/** Pixels from the screen's edges within which a ship does not count as in view. */
const MARGIN = 40;

/**
 * One drawn frame as the page saw it: whether your sighting was still on (no dive or photograph told since it started),
 * whether its creature was up, where your ship and the creature were drawn, and what the camera followed.
 */
type Frame = { on: boolean; up: boolean; ship: Point | null; creature: Point | null; subject: { kind: string; seat?: number } | null };
type Point = { x: number; y: number };

/** Records every frame the page draws from now on, into `window.frames_` (read back with `framesOf`). */
function recordFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const log: Frame[] = [];
    (window as unknown as { frames_: Frame[] }).frames_ = log;
    const tick = () => {
      const hooks = window.__pirates!;
      const s = hooks.store.getState();
      const you = s.view?.you ?? null;
      const told = s.events.map((e) => e.event).filter((e) => 'seat' in e && e.seat === you);
      const since = told.map((e) => e.type).lastIndexOf('sightingStarted');
      const after = told.slice(since);
      // over once a dive or photograph is told, or once the surfaced creature's time is up (it dives then, R37), however late the dive is told
      const surfaced = [...after].reverse().find((e) => e.type === 'creatureSurfaced') as { until: number } | undefined;
      const on = since >= 0 && !after.some((e) => e.type === 'creatureDived' || e.type === 'photographed') && !(surfaced && surfaced.until <= Date.now() + s.skew);
      const mine = s.view?.sightings.find((x) => x.seat === you && x.until > Date.now() + s.skew);
      const creature = mine ? hooks.objectToScreen(`creature-${mine.id}`) : null;
      log.push({ on, up: !!mine, ship: hooks.objectToScreen(`ship-${you}`), creature, subject: hooks.cameraSubject ?? null });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function framesOf(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);
}

describe.runIf(run)('R37 the camera through your own sighting', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('keeps your ship and its creature on screen until the creature dives, then follows the next captain', async () => {
    const size = { width: 800, height: 500 }; // small, so software WebGL draws a few frames a second on a busy machine
    const anne = await (await browser().newContext({ viewport: size })).newPage();
    const bo = await (await browser().newContext({ viewport: size })).newPage();
    const errors = [anne, bo].map(watchErrors);
    await anne.goto(`${server().url}/?${QUERY}`);
    const code = await createRoom(anne, { name: 'Anne', timers: 'off' });
    await boardByInvite(bo, server().url, code, 'Bo');
    await anne.waitForFunction(() => document.querySelectorAll('.seats li').length === 2 && document.body.textContent!.includes('aboard'));
    await anne.getByRole('button', { name: 'Set sail!' }).click();
    // The prelude stopped as a turn ended with a sighting: its captain's page is brought to the front (a page behind draws no
    // frames) and records every frame while the creature surfaces, once both boards are up, and dives.
    const started = () => [...(window.__pirates?.store.getState().events ?? [])].reverse().find((e) => e.event.type === 'sightingStarted')?.event;
    const sighted = (await (await anne.waitForFunction(started, undefined, { timeout: 90_000, polling: 100 })).jsonValue()) as { seat: number };
    const seat = sighted.seat;
    const page = (await read(anne)).seat === seat ? anne : bo;
    await page.bringToFront();
    await recordFrames(page);
    await page.waitForFunction(() => (window.__pirates?.store.getState().view?.sightings.length ?? 0) > 0, undefined, { timeout: 90_000, polling: 50 });
    await snap(page, 'r37-camera-sighting');
    await page.waitForFunction(() => !window.__pirates!.store.getState().view!.sightings.length, undefined, { timeout: 30_000, polling: 100 });
    await page.waitForFunction((n) => (window as unknown as { frames_: Frame[] }).frames_.length > n + 5, (await framesOf(page)).length, { timeout: 30_000 });
    await snap(page, 'r37-camera-after-dive');

    const frames = await framesOf(page);
    // the sighting, once the scene draws; a frame's camera subject is the one its scene chose, so the first frame the page sees the sighting start may still show the one before
    const during = frames.filter((f, i) => f.on && f.subject && frames[i - 1]?.on);
    const up = during.filter((f) => f.creature);
    const at = (p: Point | null) => (p ? `${Math.round(p.x)},${Math.round(p.y)}` : '-');
    console.log(
      `R37 camera: seat ${seat}, ${frames.length} frames, ${during.length} in the sighting (${up.length} with the creature up); ship, creature: ${during.map((f) => `${at(f.ship)} ${at(f.creature)}`).join(' | ')}`,
    );
    expect(during.length).toBeGreaterThan(0); // a busy machine draws a few frames a second, and the first ones compile shaders
    /** On screen, far enough from the edges that a creature leaping beside the ship is too. */
    const inView = (p: Point | null) => !!p && p.x > MARGIN && p.x < size.width - MARGIN && p.y > MARGIN && p.y < size.height - MARGIN;
    for (const frame of during) {
      expect(frame.subject).toEqual({ kind: 'ship', seat });
      expect(inView(frame.ship)).toBe(true);
      if (frame.creature) expect(inView(frame.creature)).toBe(true);
    }
    const last = frames.at(-1)!;
    expect(last.subject).toEqual({ kind: 'ship', seat: (await read(page)).view!.actor });
    expect(last.subject?.seat).not.toBe(seat);
    expect(errors.flat()).toEqual([]);
    await Promise.all([anne, bo].map((p) => p.context().close()));
  }, 300_000);
});
