// Plays a few orders by keyboard in the harness (live, you = seat 0) and screenshots the queue at work: an order given
// during a show waits and goes, and one no longer legal when due is reported. Not a test: run with tsx, server on 5190.
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
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`http://localhost:5190/?stop=live&seats=2&seed=${process.env.SEED ?? 'keys-1'}&pace=0.5`);
  const hud = () => page.locator('.mv-hud').innerText();
  await page.waitForSelector('text=Your move', { timeout: 120_000 });
  console.log('1:', (await hud()).replace(/\s+/g, ' ').slice(0, 400));
  await page.keyboard.press('l'); // Load Sloop
  await page.waitForTimeout(100);
  await page.keyboard.press('s'); // Launch Sloop, given while the load is on its way: waits, then goes
  await page.waitForTimeout(60);
  await page.screenshot({ path: `${OUT}/keys-queued.png` });
  console.log('2:', (await page.locator('.mv-caption-area').innerText()).replace(/\s+/g, ' '));
  console.log('2b:', (await page.locator('.mv-merchant').first().innerText()).replace(/\s+/g, ' '));
  await page.waitForTimeout(700);
  await page.keyboard.press('h'); // during the launch's show: Build Dock Hut, which is not affordable when due
  await page.waitForTimeout(100);
  console.log('3:', (await page.locator('.mv-caption-area').innerText()).replace(/\s+/g, ' '));
  await page.screenshot({ path: `${OUT}/keys-show.png` });
  await page.waitForTimeout(2500);
  console.log('4:', (await page.locator('.mv-caption-area').innerText()).replace(/\s+/g, ' '));
  console.log('4b:', (await page.locator('.mv-merchant').first().innerText()).replace(/\s+/g, ' '));
  await page.screenshot({ path: `${OUT}/keys-notice.png` });
} finally {
  await browser.close();
}
