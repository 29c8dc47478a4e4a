// In the browser: /tv with no game running (issue 31). The server starts a bots-only exhibition by itself and TV films it
// with its game's cast through the audience room: the caption names the game, its table and the link to join it, the
// director's camera draws the sea, and nothing errs on the console. Screenshots go to test-results/screenshots/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Client } from 'colyseus.js';
import { matchMaker } from '@colyseus/core';
import { browserAvailable, canvasVariety, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { listedTables } from '../../server/tv/tvService';

const run = browserAvailable();

/** What TV's page shows: its caption's code and text, and its feed as the store holds it. */
function tv(page: Page): Promise<{ caption: string | null; captionCode: string | null; code: string | null; audience: boolean; roomStatus: string | null; frames: number; shot: string | null }> {
  return page.evaluate(() => {
    const caption = document.querySelector('.tv-caption');
    const s = window.__pirates!.store.getState();
    return {
      caption: caption?.textContent ?? null,
      captionCode: caption?.getAttribute('data-tv-code') ?? null,
      code: s.code,
      audience: s.audience,
      roomStatus: s.room?.status ?? null,
      frames: window.__pirates!.frames,
      shot: window.__pirates!.shot ?? null,
    };
  });
}

describe.runIf(run)('TV', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('/tv with no game running: an exhibition game begins by itself, filmed by the cast with a caption to join it', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    const errors = watchErrors(page);
    expect(await listedTables()).toEqual([]); // no game is running
    await page.goto(`${server().url}/tv`);
    await page.locator('.tv-caption').waitFor({ timeout: 60_000 });
    const caption = page.locator('.tv-caption');
    await expect.poll(() => caption.textContent(), { timeout: 10_000 }).toContain('Pastry Pirates');
    expect(await caption.textContent()).toContain('Exhibition voyage');
    const code = (await caption.getAttribute('data-tv-code'))!;
    expect(await page.locator('.tv-join').getAttribute('href')).toBe(`/?room=${code}`);
    expect(await page.locator('.tv-join').textContent()).toContain(`Take a seat: 127.0.0.1:${server().port}/?room=${code}`);
    // the feed: the exhibition's audience room, under way, its cast drawing frames from the director's camera
    await expect.poll(() => tv(page), { timeout: 90_000, interval: 250 }).toMatchObject({ code, audience: true, roomStatus: 'playing' });
    await page.waitForFunction(() => (window.__pirates?.frames ?? 0) > 5 && !!window.__pirates?.shot, undefined, { timeout: 90_000, polling: 250 });
    await expect.poll(() => canvasVariety(page), { timeout: 30_000 }).toBeGreaterThan(5);
    expect(await page.title()).toBe('TV · Pastry Pirates · Exhibition voyage');
    await snap(page, 'tv-exhibition');
    const onAir = (await (await fetch(`${server().url}/api/tv`)).json()) as { on: { code: string; exhibition: boolean } };
    expect(onAir.on).toMatchObject({ code, exhibition: true });

    // A real public game sets sail: TV switches to it when the exhibition's day ends, and the exhibition ends.
    const jo = await new Client(server().url.replace(/^http/, 'ws')).create('voyage', { name: 'Jo', captains: 2 });
    jo.onMessage('*', () => undefined); // Jo never reads the table's messages
    jo.send('start');
    const dayAtStart = await page.evaluate(() => window.__pirates!.store.getState().view?.day ?? 0);
    await expect.poll(() => tv(page), { timeout: 150_000, interval: 250 }).toMatchObject({ captionCode: jo.roomId, code: jo.roomId, audience: true, roomStatus: 'playing' });
    expect(await page.evaluate(() => window.__pirates!.store.getState().view?.day)).toBe(1);
    expect(dayAtStart).toBeGreaterThan(0);
    expect(await caption.textContent()).toContain("Jo's voyage");
    expect(await page.locator('.tv-join').textContent()).toContain(`Join: 127.0.0.1:${server().port}/?room=${jo.roomId}`);
    await expect.poll(async () => (await listedTables()).map((t) => t.code), { timeout: 30_000 }).toEqual([jo.roomId]);
    await page.waitForFunction(() => (window.__pirates?.frames ?? 0) > 5, undefined, { timeout: 60_000, polling: 250 });
    await expect.poll(() => canvasVariety(page), { timeout: 30_000 }).toBeGreaterThan(5);
    await snap(page, 'tv-switched');
    await jo.leave(true);
    expect(errors).toEqual([]);
  }, 300_000);
});

// Its own server: TV's other game, with the caption over Merchant Voyages' own cast overlay.
describe.runIf(run)('TV on a Merchant Voyages game', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('films a Merchant Voyages exhibition under way, its caption over the game’s own cast', async () => {
    const exhibition = await matchMaker.createRoom('voyage', { game: 'merchant', exhibition: true, bots: 'hard' });
    await expect.poll(async () => (await listedTables()).map((t) => t.code), { timeout: 30_000 }).toEqual([exhibition.roomId]);
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/tv`);
    await expect.poll(() => tv(page), { timeout: 90_000, interval: 250 }).toMatchObject({ captionCode: exhibition.roomId, code: exhibition.roomId, audience: true, roomStatus: 'playing' });
    expect(await page.locator('.tv-caption').textContent()).toContain('Merchant Voyages · Exhibition game');
    await page.waitForFunction(() => document.querySelectorAll('.merchant-cast .cast-scoreboard .cast-captain').length === 4, undefined, { timeout: 90_000, polling: 250 });
    await expect.poll(() => canvasVariety(page, '.mvc-canvas canvas'), { timeout: 60_000, interval: 500 }).toBeGreaterThan(8);
    await snap(page, 'tv-merchant');
    expect(errors).toEqual([]);
  }, 240_000);
});
