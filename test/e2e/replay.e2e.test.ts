// Issue 31 in Chromium: /replays lists the finished games (one of each game, played by bots straight into the server's store
// by test/server/finishedGames.ts), and each one's replay plays at its game's own 3D table: at 16x, scrubbed to the last
// day or round, on to the end card; an unknown code gets a card, never a blank page. No console errors; screenshots saved.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TABLES } from '../../server/games/tables';
import { VoyageStore } from '../../server/store/VoyageStore';
import { playStoredGame } from '../server/finishedGames';
import { browserAvailable, canvasVariety, launch, snap, watchErrors } from './browser';
import { overlappingBoxes } from './coveredControls';
import { startGameServer, type GameServer } from './gameServer';

const run = browserAvailable();
const GAMES = [
  { key: 'pastry', code: 'PASTY', count: 2, round: 'Day', end: '.end-screen', told: /Day (\d+) dawns/g },
  { key: 'merchant', code: 'MERCH', count: 2, round: 'Round', end: '.mv-end', told: /Round (\d+), turn/g },
] as const;

/** A playtester's laptop and phone. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The table's panels with words on them, which the replay's bar must leave uncovered. */
const PANELS = 'main.voyage .card, main.voyage [role="dialog"], main.voyage .log';

/** Games played with their turn timers on: their stored views carry deadlines (the bots act well within them). */
const TIMED = [
  { key: 'pastry' as const, code: 'TEMPS', round: 'Day', hudRound: /Day (\d+) of \d+/, hud: '.turn-banner', timer: '.turn-banner .timer' },
  { key: 'merchant' as const, code: 'TEMPM', round: 'Round', hudRound: /Round (\d+) of \d+/, hud: '.mv-hourglass', timer: '.mv-clock' },
].map((game) => ({ ...game, timers: { turnMs: 90_000, decisionMs: 40_000, namingMs: 90_000 } }));

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
    for (const { key, code, count } of GAMES) playStoredGame(store, TABLES.get(key), code, `e2e-replay-${key}`, { count });
    for (const { key, code, timers } of TIMED) playStoredGame(store, TABLES.get(key), code, `e2e-replay-timed-${key}`, { count: 2, options: timers });
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
      await expect.poll(() => page.locator('.replay-where').textContent()).toMatch(new RegExp(`${round} \\d+ · \\d+ ${round.toLowerCase()}s in all`));

      const lastTick = page.locator('.replay-tick').last(); // scrub to the last day (or round)
      await lastTick.click();
      const where = (await page.locator('.replay-where').textContent()) ?? '';
      const [, shown, last] = new RegExp(`${round} (\\d+) · (\\d+) ${round.toLowerCase()}s in all`).exec(where) ?? [];
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

  for (const { code, round, hudRound, hud, timer } of TIMED) {
    it(`${code}: at 4x the bar and the HUD name the same ${round.toLowerCase()} as it plays, each in its own words, and no deadline counts down`, async () => {
      const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/replay/${code}`);
      await page.locator(hud).first().waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: '4x', exact: true }).click();
      // Every change on the page while it plays (a mutation observer, not a sampled frame): the bar's day, the HUD's, and
      // any countdown shown, until four days (or rounds) have shown on the bar.
      const watched = await page.evaluate(
        async ({ hud, hudRound, timer, round }) => {
          const bar = new RegExp(`^${round} (\\d+) · `);
          const seen: { at: number; bar: number; hud: number; timer: string }[] = [];
          const frameGaps: number[] = []; // how long each frame took meanwhile: the page's own pace on this machine
          let lastFrame = performance.now();
          let framing = true;
          const frame = (now: number) => {
            frameGaps.push(now - lastFrame);
            lastFrame = now;
            if (framing) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
          await new Promise<void>((done) => {
            const look = () => {
              const b = bar.exec(document.querySelector('.replay-where')?.textContent ?? '');
              const h = new RegExp(hudRound).exec(document.querySelector(hud)?.textContent ?? '');
              if (b && h) seen.push({ at: performance.now(), bar: Number(b[1]), hud: Number(h[1]), timer: document.querySelector(timer)?.textContent ?? '' });
              if (new Set(seen.map((f) => f.bar)).size < 4) return;
              observer.disconnect();
              clearTimeout(giveUp);
              done();
            };
            const observer = new MutationObserver(look);
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
            const giveUp = setTimeout(() => {
              observer.disconnect();
              done();
            }, 90_000);
            look();
          });
          framing = false;
          const medianFrame = frameGaps.sort((a, b) => a - b)[Math.floor(frameGaps.length / 2)] ?? 0;
          return { seen, medianFrame };
        },
        { hud, hudRound: hudRound.source, timer, round },
      );
      const frames = watched.seen;
      expect(new Set(frames.map((f) => f.bar)).size).toBe(4);
      // How long the two disagreed at a stretch: a frame or two at a change (the HUD lets go as the show ends), never a step.
      // A frame is this page's own, so a loaded machine's slower frames are allowed for (a step at 4x is still far longer).
      let longest = 0;
      let since: number | null = null;
      for (const f of frames) {
        if (f.bar === f.hud) since = null;
        else longest = Math.max(longest, f.at - (since ??= f.at));
      }
      expect(longest).toBeLessThan(Math.max(150, 3 * watched.medianFrame));
      expect(frames.filter((f) => f.timer !== '')).toEqual([]); // a replay skips the time each move took: no countdown
      await page.keyboard.press(' '); // pause: once the step on screen has played, both say the same
      await expect
        .poll(async () => {
          const where = (await page.locator('.replay-where').textContent()) ?? '';
          const shown = new RegExp(`^${round} (\\d+) · (\\d+) ${round.toLowerCase()}s in all · step`).exec(where)?.[1];
          return shown === hudRound.exec((await page.locator(hud).first().textContent()) ?? '')?.[1];
        })
        .toBe(true);
      await snap(page, `replay-${code}-words`);
      expect(await page.locator('body').innerText()).not.toContain('Spectating'); // a replay is no live table: its bar says Replay
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }

  for (const { code, end } of GAMES) {
    for (const viewport of VIEWPORTS) {
      it(`${code} at ${viewport.width}x${viewport.height}: the bar covers no panel, as it plays nor at its end card over the results`, async () => {
        const page = await browser.newPage({ viewport });
        const errors = watchErrors(page);
        await page.goto(`${server.url}/replay/${code}`);
        await page.locator('.replay-bar').waitFor({ timeout: 60_000 });
        await page.locator('main.voyage .log').waitFor({ timeout: 60_000 });
        await page.getByRole('button', { name: 'Pause (space)' }).click(); // pause where it stands
        await page.getByRole('button', { name: 'Play (space)' }).waitFor({ timeout: 10_000 });
        await page.locator('.replay-tick').nth(1).click(); // a day (or round) in, the log with lines
        expect((await overlappingBoxes(page, '.replay-bar', PANELS)).checked).toBe(1);
        await expect.poll(async () => (await overlappingBoxes(page, '.replay-bar', PANELS)).overlaps, { timeout: 5_000 }).toEqual([]);
        await snap(page, `replay-${code}-${viewport.width}-bar`);
        await page.locator('.replay-scrubber').focus();
        await page.keyboard.press('End'); // to the end: the end card on the bar, the results on the table
        await page.locator('.replay-end').waitFor({ timeout: 30_000 });
        await page.locator(end).waitFor({ timeout: 30_000 });
        // the bar grows by its end card, and the table's room shrinks by as much before the next frame is painted
        await expect.poll(async () => (await overlappingBoxes(page, '.replay-bar', `${PANELS}, ${end}`)).overlaps, { timeout: 5_000 }).toEqual([]);
        await snap(page, `replay-${code}-${viewport.width}-end`);
        expect(errors).toEqual([]);
        await page.close();
      }, 180_000);
    }
  }

  for (const { code, round, told } of GAMES) {
    it(`${code}: the log tells the story up to the point a seek shows, at the end and back at the start`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}/replay/${code}`);
      await page.locator('main.voyage .log li').first().waitFor({ timeout: 60_000 }); // it plays, and logs
      const lastRound = async () => [...((await page.locator('main.voyage .log ol').textContent()) ?? '').matchAll(told)].map((m) => Number(m[1])).at(-1) ?? 0;
      await page.locator('.replay-scrubber').focus();
      await page.keyboard.press('End');
      await page.locator('.replay-end').waitFor({ timeout: 30_000 });
      const where = (await page.locator('.replay-where').textContent()) ?? '';
      const last = Number(new RegExp(`${round} (\\d+) · `).exec(where)?.[1]);
      expect(last).toBeGreaterThan(2);
      await expect.poll(lastRound, { timeout: 10_000 }).toBe(last); // the lines of the whole game, up to its last day
      await page.waitForTimeout(1500); // nothing of what played before the jump comes after it
      expect(await lastRound()).toBe(last);
      await page.locator('.replay-scrubber').focus();
      await page.keyboard.press('Home'); // back to the start, still paused (the end paused it): nothing told yet
      await page.getByRole('button', { name: 'Play (space)' }).waitFor({ timeout: 10_000 });
      await page.waitForTimeout(1500);
      expect(await stepOf(page)).toMatchObject({ step: 0 });
      expect(await page.locator('main.voyage .log li').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }, 180_000);
  }

  it('an unknown code shows a card saying so, not a blank page; ?t=DAY starts at that day', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/replay/ZZZZZ`);
    await expect.poll(() => page.locator('.replay-card').textContent(), { timeout: 30_000 }).toMatch(/No game ZZZZZ was ever finished here/);
    await snap(page, 'replay-unknown');
    await page.goto(`${server.url}/replay/NOPE1`); // five characters, one a digit: the card says what a code is made of
    await expect.poll(() => page.locator('.replay-card').textContent(), { timeout: 30_000 }).toMatch(/not a game's code\. Codes are 5 letters, never I, L or O, and no digits\./);
    await page.goto(`${server.url}/replay/PASTY?t=3`);
    await expect.poll(() => page.locator('.replay-where').textContent(), { timeout: 60_000 }).toMatch(/^Day 3 · /);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]); // the unknown code's 404 is the browser's own line
    await page.close();
  }, 120_000);
});
