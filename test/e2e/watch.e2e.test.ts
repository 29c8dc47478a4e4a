// The audience's front door in the browser: /watch on a phone and the lobby's "Watch a stream" check a code before going
// on (a bad one is answered and nothing happens; a good one opens the audience view, and a delayed viewer whose voyage has
// sailed counts down to the stream); the cast shows the watch address and the code, big, before and during the voyage.
import { describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { brawler } from './castCrew';

const run = browserAvailable();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** What the page's store says about its room. */
function joined(page: Page): Promise<{ status: string; code: string | null; audience: boolean; roomStatus: string | null; playing: boolean }> {
  return page.evaluate(() => {
    const s = window.__pirates!.store.getState();
    return { status: s.status, code: s.code, audience: s.audience, roomStatus: s.room?.status ?? null, playing: !!s.view };
  });
}

/** Types a code into the watch form and presses Watch. */
async function watch(page: Page, code: string): Promise<void> {
  await page.getByLabel('Stream code').fill(code);
  await page.getByRole('button', { name: /Watch/ }).click();
}

describe.runIf(run)('watching a stream by its code', () => {
  const { server, browser } = useGameServerAndBrowser();
  const ws = () => server().url.replace(/^http/, 'ws');

  it('/watch on a phone: a bad code is answered and changes nothing; a good one watches, counting down to the stream once it sails', async () => {
    const page = await (await browser().newContext(PHONE)).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/watch`);
    await page.getByRole('heading', { name: 'Watch a stream' }).waitFor({ timeout: 30_000 });
    for (const [typed, said] of [
      ['zzzzz', 'No voyage has the code ZZZZZ'],
      ['ABC', 'A code is 5 letters'],
      ['HELLO', 'No voyage has the code HELLO'],
    ]) {
      await watch(page, typed);
      await expect.poll(() => page.locator('.watch-problem').textContent(), { timeout: 20_000 }).toContain(said);
      expect(await joined(page)).toMatchObject({ status: 'idle', code: null, roomStatus: null });
      expect(new URL(page.url()).pathname).toBe('/watch');
    }
    await snap(page, 'watch-bad-code-phone');

    const host = await new Client(ws()).create('voyage', { name: 'Hana', captains: 2, private: true, castDelay: 10, pace: 0 });
    await watch(page, host.roomId.toLowerCase());
    await expect.poll(() => joined(page), { timeout: 30_000 }).toMatchObject({ code: host.roomId, audience: true, status: 'connected' });
    expect(await page.getByText(/invited aboard/).count()).toBe(0); // watching never seats anyone
    await page.locator('.seats').getByText('Hana').waitFor({ timeout: 30_000 }); // the waiting room, as late as the stream

    host.send('start');
    const onStream = page.locator('.on-stream-in');
    await expect.poll(() => onStream.textContent(), { timeout: 20_000 }).toMatch(/The voyage has set sail: on stream in \d+ s/);
    expect(await page.getByText("Waiting for the room's creator").count()).toBe(0);
    const first = Number((await onStream.textContent())!.match(/in (\d+) s/)![1]);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(11);
    await snap(page, 'watch-set-sail-phone');
    await expect.poll(async () => Number((await onStream.textContent())?.match(/in (\d+) s/)?.[1] ?? -1), { timeout: 10_000 }).toBeLessThan(first); // it counts down
    await expect.poll(async () => (await joined(page)).playing, { timeout: 40_000 }).toBe(true);
    await page.getByRole('region', { name: 'Cheer a ship' }).waitFor({ timeout: 30_000 }); // the audience view
    await expect.poll(() => page.locator('.prediction .time-left').first().textContent(), { timeout: 20_000 }).toMatch(/⏳ \d+ s left/); // who bakes first, and its time left
    await snap(page, 'watch-audience-phone');
    await host.leave(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("the lobby's Watch a stream: a bad code says so; a good one opens the audience view of the voyage under way", async () => {
    const host = await brawler(ws(), { captains: 2, bots: 'easy', timers: { turnMs: 0, decisionMs: 0, namingMs: 0 }, pace: 0.5, private: true });
    host.room.send('start');
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/`);
    const section = page.getByRole('region', { name: 'Watch a stream' });
    await section.waitFor({ timeout: 30_000 });
    await section.getByLabel('Stream code').fill('ZZZZZ');
    await section.getByRole('button', { name: /Watch/ }).click();
    await expect.poll(() => section.getByRole('alert').textContent(), { timeout: 20_000 }).toBe('No voyage has the code ZZZZZ.');
    expect(await joined(page)).toMatchObject({ status: 'idle', roomStatus: null });
    expect(await page.getByRole('button', { name: 'Quick play' }).count()).toBe(1); // still the lobby

    await section.getByLabel('Stream code').fill(host.code);
    await section.getByRole('button', { name: /Watch/ }).click();
    await expect.poll(() => joined(page), { timeout: 60_000 }).toMatchObject({ code: host.code, audience: true, playing: true });
    await page.getByRole('region', { name: 'Cheer a ship' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => window.__pirates!.store.getState().seat)).toBeNull();
    await host.stop();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('the cast shows where to watch and the code, big, never the invite link: over the captains gathering with their countdown, then over the sea', async () => {
    const host = new Client(ws());
    const quick = await host.joinOrCreate('voyage', { name: 'Quinn', quick: true, bots: 'easy' }); // a quick-play lobby sets sail on its own
    const code = quick.roomId;
    const page = await (await browser().newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/cast/${code}`);
    const card = page.locator('.cast-status');
    await card.locator('.cast-gathering').getByText('Quinn').waitFor({ timeout: 30_000 });
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toMatch(/Setting sail in \d+ s/);
    const address = `http://127.0.0.1:${new URL(server().url).port}/watch`;
    expect(await card.locator('.cast-watch-address').textContent()).toBe(address);
    expect(await card.locator('.cast-watch-code b').textContent()).toBe(code);
    await snap(page, 'cast-gathering-1920');

    await page.waitForFunction(() => !!window.__pirates?.store.getState().view && (window.__pirates?.frames ?? 0) > 2, undefined, { timeout: 90_000, polling: 200 });
    const panel = page.locator('.cast-overlay .cast-watch');
    await panel.waitFor({ timeout: 20_000 });
    expect(await panel.locator('.cast-watch-address').textContent()).toBe(address);
    // Big enough for a phone showing the stream: the code's letters are at least 60 px tall on a 1080p cast (about 12 px on a 390 px phone).
    const box = await panel.locator('.cast-watch-code b').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(60);
    expect(await page.locator('.cast-badge.watching').textContent()).toMatch(/👀 \d+ watching/);
    const text = (await page.locator('.cast').textContent()) ?? '';
    expect(text).not.toContain('?room=');
    expect(await page.locator('.cast a[href]').count()).toBe(0);
    await snap(page, 'cast-playing-1920');
    await quick.leave(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
