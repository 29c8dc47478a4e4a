// Screenshots of the Merchant table harness, desktop and phone, one browser at a time (not a test: run with tsx).
// Usage: npx tsx test/harness/merchant/shots.ts [name=query ...]; needs the harness's Vite server on port 5190.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const OUT = '/tmp/merchant-shots';
const args = process.argv.slice(2);
const wanted = args.length ? args : ['decision=stop=decision', 'voyage=stop=voyage', 'over=stop=over', 'actions=stop=actions'];
const sizes = (process.env.SIZES ?? 'desktop,phone').split(',');
const VIEWPORTS: Record<string, { width: number; height: number }> = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
try {
  for (const item of wanted) {
    const [name, query] = item.split(/=(.*)/s);
    for (const size of sizes) {
      const page = await browser.newPage({ viewport: VIEWPORTS[size], deviceScaleFactor: 1 });
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
      await page.addInitScript(() => {
        // counts draw calls per frame: every draw of WebGL 2, reset at each animation frame
        const w = window as unknown as { __drawCalls: number; __draws: number };
        w.__draws = 0;
        w.__drawCalls = 0;
        const proto = WebGL2RenderingContext.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
        for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
          const original = proto[name];
          proto[name] = function (this: unknown, ...a: unknown[]) {
            w.__draws++;
            return original.apply(this, a);
          };
        }
        const raf = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (cb) =>
          raf((t) => {
            if (w.__draws > 0) w.__drawCalls = w.__draws;
            w.__draws = 0;
            cb(t);
          });
      });
      await page.goto(`http://localhost:5190/?${query}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 120_000 });
      await page.waitForTimeout(Number(process.env.SETTLE ?? 1500));
      if (process.env.KEYS) for (const k of process.env.KEYS.split(',')) await page.keyboard.press(k);
      if (process.env.KEYS) await page.waitForTimeout(800);
      const calls = await page.evaluate(() => (window as unknown as { __drawCalls?: number }).__drawCalls ?? null);
      const path = `${OUT}/${name}-${size}.png`;
      await page.screenshot({ path });
      // EVERY=ms,count: a film strip of the show, one frame every ms
      const [every, count] = (process.env.EVERY ?? '0,0').split(',').map(Number);
      for (let i = 1; i <= count; i++) {
        await page.waitForTimeout(every);
        await page.screenshot({ path: `${OUT}/${name}-${size}-${i}.png` });
      }
      console.log(path, calls === null ? '' : `draw calls ${calls}`, problems.join(' | '));
      await page.close();
    }
  }
} finally {
  await browser.close();
}
