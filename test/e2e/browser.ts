// Test helper: Debian's Chromium through playwright-core. Missing Chromium fails under CI and skips loudly elsewhere.
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Where Debian installs Chromium. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether browser tests can run here; under CI a missing browser is an error, not a skip. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env.CI) throw new Error(`Chromium is missing at ${CHROMIUM}: .ci/run must install it (apt-get install -y chromium).`);
  console.warn(`\n⚠️  SKIPPING BROWSER TESTS: no Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium\n`);
  return false;
}

/** Launches headless Chromium with SwiftShader WebGL (docs/rules/ARCHITECTURE.md), with any extra flags a test needs. */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraArgs],
  });
}

/**
 * Console warnings the page cannot clear itself, each from inside a pinned dependency and fixed only by an upgrade
 * (issue 32's console); every other warning fails a test as an error does.
 */
export const KNOWN_WARNINGS: readonly RegExp[] = [
  // @react-three/fiber 9 makes a THREE.Clock for every canvas (its store's `clock`), which three r183+ calls deprecated;
  // no option avoids it, and only R3F 10 drops it (pmndrs/react-three-fiber#3741).
  /^THREE\.Clock: This module has been deprecated/,
  // @dimforge/rapier3d-compat 0.19's own init() hands wasm-bindgen its inlined module in the old form, whatever its
  // caller passes (dimforge/rapier#811, open); the coins' physics load it (client/games/pastry/scene/coins).
  /^using deprecated parameters for the initialization function; pass a single object instead$/,
  // colyseus.js's own words for a link closed before the join completed (the server refused it: a wrong caster key, a
  // full room) or a socket error (a server down); the shell shows each on screen, where the tests look for it
  // (castCards, reconnect), and the page cannot stop the library from logging it.
  /^Room connection was closed unexpectedly \(\d+\)/,
  /^colyseus\.js - onError => \(\d+\)/,
  /^Room, onError \(/,
];

/** Collects console errors and warnings (but the KNOWN_WARNINGS), page errors and Content-Security-Policy violations (the game runs under the CSP). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  // Every frame reports a violation as a console error, which the listener below collects (queued before any goto).
  page
    .addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
    })
    .catch((error) => errors.push(`could not watch for CSP violations: ${error}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    else if (m.type() === 'warning' && !KNOWN_WARNINGS.some((known) => known.test(m.text()))) errors.push(`warning: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${String(e)} @ ${(e.stack ?? '').split('\n').slice(1, 6).join(' / ')}`));
  return errors;
}

/** Saves a screenshot as a test artifact in test-results/screenshots/. */
export async function snap(page: Page, name: string): Promise<string> {
  mkdirSync('test-results/screenshots', { recursive: true });
  const path = `test-results/screenshots/${name}.png`;
  await page.screenshot({ path });
  return path;
}

/** How varied the canvas is (a blank canvas has none): the standard deviation of its sampled brightness; `selector` finds it. */
export async function canvasVariety(page: Page, selector = '.game-canvas canvas'): Promise<number> {
  return page.evaluate((selector) => {
    const canvas = document.querySelector(selector) as HTMLCanvasElement | null;
    if (!canvas) return 0;
    const probe = document.createElement('canvas');
    probe.width = 64;
    probe.height = 64;
    const ctx = probe.getContext('2d')!;
    ctx.drawImage(canvas, 0, 0, 64, 64);
    const data = ctx.getImageData(0, 0, 64, 64).data;
    let sum = 0;
    let sq = 0;
    for (let i = 0; i < data.length; i += 4) {
      const v = (data[i] + data[i + 1] + data[i + 2]) / 3;
      sum += v;
      sq += v * v;
    }
    const n = data.length / 4;
    return Math.sqrt(sq / n - (sum / n) ** 2);
  }, selector);
}
