// `npm run bench:fps` (players without a graphics card draw on the processor): frames per second of both games' scenes on software
// WebGL (headless Chromium's SwiftShader, which picks light detail by itself), at 1280x800 and at 390x844, each beside
// its anchor: an empty React-Three-Fiber canvas of the same size at the same resolution and antialiasing, measured in the
// same run, once light detail's automatic render scale has settled. The target: light detail at least half the anchor's rate. Slow (a build and eight measurements), so
// `npm run bench` leaves it out. FPS_SECONDS (8) sets each measurement's length;
// FPS_SHOTS (a folder) saves a screenshot of each game measured; FPS_GAMES (pastry, merchant) and FPS_SIZES (1280x800,
// 390x844), comma lists, measure only those, to measure one change quickly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { merchantOpening, pastryOpening } from '../e2e/lobbySteps';
import { startServer } from '../../server/app';
import { launch } from '../e2e/browser';

const SECONDS = Number(process.env.FPS_SECONDS ?? 8);
const SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, phone: false },
  { name: '390x844', viewport: { width: 390, height: 844 }, phone: true },
].filter((size) => chosen('FPS_SIZES', size.name));

/** Whether the comma list in env `name` (all when unset) names `item`. */
function chosen(name: string, item: string): boolean {
  const list = process.env[name];
  return !list || list.split(',').some((entry) => entry.trim().toLowerCase() === item.toLowerCase());
}

/**
 * Frames the page draws in SECONDS, counted by requestAnimationFrame, as a rate. Written as page text: tsx wraps a named
 * function in a helper the page does not have.
 */
function framesPerSecond(page: Page): Promise<number> {
  return page.evaluate(`new Promise((done) => {
    let frames = 0;
    let first = 0;
    requestAnimationFrame(function tick(now) {
      if (!first) first = now;
      else frames += 1;
      if (now - first < ${SECONDS * 1000}) requestAnimationFrame(tick);
      else done((frames * 1000) / (now - first));
    });
  })`);
}

/** The anchor page's script: fpsAnchor.tsx with React, R3F and three bundled in. */
async function anchorScript(): Promise<string> {
  const out = await esbuild({
    entryPoints: [resolve('test/bench/fpsAnchor.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __TEST_HOOKS__: 'false' },
    logLevel: 'error',
  });
  return out.outputFiles[0].text;
}

/** The anchor's rate on a blank page of this size. */
async function anchor(page: Page, script: string): Promise<number> {
  await page.setContent('<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body></body></html>'); // the game's viewport, so a phone lays out at its own width
  await page.addScriptTag({ content: script });
  await page.waitForFunction(() => !!document.querySelector('canvas'), undefined, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  return framesPerSecond(page);
}

/** A fresh page of `size`, a phone's when the size is one. */
async function freshPage(browser: Browser, size: (typeof SIZES)[number]): Promise<Page> {
  const context = await browser.newContext({ viewport: size.viewport, isMobile: size.phone, hasTouch: size.phone });
  return context.newPage();
}

/** The canvas's drawing-buffer size, to show the resolution measured. */
function bufferSize(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.querySelector('canvas');
    return canvas ? `${canvas.width}x${canvas.height}` : '-';
  });
}

/** Waits until light detail's automatic render scale has settled: the drawing buffer's size unchanged for 3 s (at most 30 s). */
async function settled(page: Page): Promise<void> {
  let last = await bufferSize(page);
  let since = Date.now();
  for (const start = Date.now(); Date.now() - start < 30_000 && Date.now() - since < 3000; ) {
    await page.waitForTimeout(500);
    const now = await bufferSize(page);
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

const clientDir = mkdtempSync(join(tmpdir(), 'pastry-fps-client-'));
const dataDir = mkdtempSync(join(tmpdir(), 'pastry-fps-data-'));
console.log('building the client (test mode)…');
await build({ configFile: resolve('vite.config.ts'), mode: 'test', logLevel: 'error', build: { outDir: clientDir, emptyOutDir: true } });
const script = await anchorScript();
const server = await startServer({ port: 0, dataDir, clientDir, testSeeds: true, roomsPerMinute: 100_000, sockets: { maxPerAddress: 100_000 }, boardWaitSeconds: 60 });
const url = `http://127.0.0.1:${server.port}`;
const browser = await launch();
const games = [
  { name: 'Pastry Pirates', open: pastryOpening },
  { name: 'Merchant Voyages', open: merchantOpening },
].filter((game) => chosen('FPS_GAMES', game.name.split(' ')[0]));
console.log(`frames per second on software WebGL, light detail, ${SECONDS} s each (target: a game at least half its anchor's rate)`);
console.log("  (frames are paced to the display's 60 Hz, as a player's are: an empty canvas reads 60, so the target is 30 fps; unpaced it draws hundreds)");
try {
  for (const size of SIZES) {
    const anchorPage = await freshPage(browser, size);
    const anchorFps = await anchor(anchorPage, script);
    const anchorBuffer = await bufferSize(anchorPage);
    await anchorPage.context().close();
    console.log(`  ${size.name}  anchor (empty R3F canvas, ${anchorBuffer})  ${anchorFps.toFixed(1)} fps`);
    for (const game of games) {
      const page = await freshPage(browser, size);
      await game.open(page, url);
      await settled(page);
      const fps = await framesPerSecond(page);
      const buffer = await bufferSize(page);
      if (process.env.FPS_SHOTS) await page.screenshot({ path: join(process.env.FPS_SHOTS, `${game.name.split(' ')[0].toLowerCase()}-${size.name}.png`) });
      await page.context().close();
      const ratio = fps / anchorFps;
      console.log(`  ${size.name}  ${game.name.padEnd(16)} (${buffer})  ${fps.toFixed(1)} fps  ${(ratio * 100).toFixed(0)} % of the anchor ${ratio >= 0.5 ? 'met' : 'MISSED'}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0); // the server's timers would keep Node running
