// Issue 31 in Chromium: /replays lists the finished games (one of each game, played by bots straight into the server's store
// by test/server/finishedGames.ts), and each one's replay plays at its game's own 3D table: at 16x, scrubbed to the last
// day or round, on to the end card; an unknown code gets a card, never a blank page. No console errors; screenshots saved.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { tables } from '../../server/games/tables';
import { VoyageStore } from '../../server/store/VoyageStore';
import type { AnyTableGame } from '../../server/table/tableGame';
import { playStoredGame } from '../server/finishedGames';
import { browserAvailable, canvasVariety, launch, snap, watchErrors } from './browser';
import { startGameServer, type GameServer } from './gameServer';

const run = browserAvailable();
const GAMES = [
  { key: 'pastry', code: 'PASTY', count: 2, round: 'Day' },
  { key: 'merchant', code: 'MERCH', count: 2, round: 'Round' },
] as const;

/** The replay bar's step counter: "step N of M". */
async function stepOf(page: Page): Promise<{ step: number; of: number }> {
  const text = (await page.locator('.replay-where').textContent()) ?? '';
  const [, step, of] = /step (\d+) of (\d+)/.exec(text) ?? [];
  return { step: Number(step), of: Number(of) };
}

describe.runIf(run)('replays of finished games (issue 31)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'replay-e2e-'));
  let server: GameServer;
  let browser: Browser;

  beforeAll(async () => {
    const store = new VoyageStore(dataDir);
    for (const { key, code, count } of GAMES) playStoredGame(store, tables[key] as AnyTableGame, code, `e2e-replay-${key}`, { count });
    store.close();
    server = await startGameServer({ dataDir });
    browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the lobby links /replays, which lists both finished games with their seats, winners and length', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.getByRole('link', { name: /Watch a finished game/ }).click();
    await page.waitForURL(/\/replays$/);
    for (const { code } of GAMES) await page.locator(`.finished-game[data-code="${code}"]`).waitFor({ timeout: 30_000 });
    const pastry = await page.locator('.finished-game[data-code="PASTY"]').textContent();
    expect(pastry).toMatch(/Pastry Pirates · PASTY/);
    expect(pastry).toMatch(/\d+ days/);
    expect(pastry).toMatch(/Newcomer.*👤 person/); // a person took seat 0
    expect(pastry).toMatch(/🤖 (easy|normal) bot/);
    expect(pastry).toMatch(/won|Nobody won/);
    expect(await page.locator('.finished-game[data-code="MERCH"]').textContent()).toMatch(/\d+ rounds/);
    await snap(page, 'replays-list');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const { code, round } of GAMES) {
    it(`${code}: plays at 16x, scrubs to the last ${round.toLowerCase()} and reaches the end card`, async () => {
      const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/replays`);
      await page.locator(`.finished-game[data-code="${code}"] a`).click();
      await page.waitForURL(new RegExp(`/replay/${code}$`));
      await page.locator('.replay-bar').waitFor({ timeout: 60_000 });
      await page.locator('canvas').first().waitFor({ timeout: 60_000 });
      await expect.poll(() => canvasVariety(page, 'canvas'), { timeout: 60_000 }).toBeGreaterThan(2); // the 3D table is drawn
      await page.getByRole('button', { name: '16x', exact: true }).click();
      const first = await stepOf(page);
      await expect.poll(async () => (await stepOf(page)).step, { timeout: 60_000 }).toBeGreaterThan(first.step + 3); // it plays on
      await snap(page, `replay-${code}-playing`);
      expect(await page.locator('.status').first().textContent()).toContain('Replay'); // no link to speak of: the corner says what this is

      await page.keyboard.press(' '); // pause
      await page.getByRole('button', { name: 'Play (space)' }).waitFor({ timeout: 10_000 });
      const paused = (await stepOf(page)).step;
      await page.keyboard.press('ArrowRight'); // the next day's start
      await expect.poll(async () => (await stepOf(page)).step, { timeout: 10_000 }).toBeGreaterThan(paused);
      await expect.poll(() => page.locator('.replay-where').textContent()).toMatch(new RegExp(`${round} \\d+ of \\d+`));

      const lastTick = page.locator('.replay-tick').last(); // scrub to the last day (or round)
      await lastTick.click();
      const where = (await page.locator('.replay-where').textContent()) ?? '';
      const [, shown, last] = new RegExp(`${round} (\\d+) of (\\d+)`).exec(where) ?? [];
      expect(Number(shown)).toBe(Number(last));
      await snap(page, `replay-${code}-last-${round.toLowerCase()}`);

      await page.keyboard.press(' '); // play on from there, to the end
      const end = page.locator('.replay-end');
      await end.waitFor({ timeout: 120_000 });
      expect(await end.textContent()).toMatch(/End of the replay/);
      expect(await stepOf(page)).toMatchObject({ step: first.of });
      await page.locator('.end-buttons a[href="/replays"]').waitFor({ timeout: 30_000 }); // the game's own end screen, in a replay's words
      expect(await page.getByRole('button', { name: /Back to the harbour|Sail again/ }).count()).toBe(0);
      await snap(page, `replay-${code}-end`);
      expect(errors).toEqual([]);
      await page.close();
    }, 300_000);
  }

  it('an unknown code shows a card saying so, not a blank page; ?t=DAY starts at that day', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/replay/ZZZZZ`);
    await expect.poll(() => page.locator('.replay-card').textContent(), { timeout: 30_000 }).toMatch(/No game ZZZZZ was ever finished here/);
    await snap(page, 'replay-unknown');
    await page.goto(`${server.url}/replay/PASTY?t=3`);
    await expect.poll(() => page.locator('.replay-where').textContent(), { timeout: 60_000 }).toMatch(/^Day 3 of/);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]); // the unknown code's 404 is the browser's own line
    await page.close();
  }, 120_000);
});
