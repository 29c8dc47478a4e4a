// Plays two orders by keyboard in the harness (live, you = seat 0) while a bot's show plays, and prints what the table
// says every ~100 ms: the orders wait in the queue ("Next: …"), then go one after the other. Not a test: run with tsx,
// with the harness's Vite server on 5190. KEYS=l,s (default) are pressed at the 3rd and 4th reading.
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
const keys = (process.env.KEYS ?? 'l,s').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(`http://localhost:5190/?stop=live&seats=2&seed=${process.env.SEED ?? 'keys-1'}&pace=0.5`);
  await page.waitForSelector('text=Your move', { timeout: 120_000 });
  const text = async (selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ');
  const t0 = Date.now();
  for (let i = 0; i < 30; i++) {
    if (i >= 2 && keys[i - 2]) await page.keyboard.press(keys[i - 2]);
    const presenting = await page.evaluate(() => document.querySelector('.merchant-table')?.getAttribute('data-presenting'));
    console.log(Date.now() - t0, presenting, '|', await text('.mv-caption-area'), '|', (await text('.mv-merchant')).slice(0, 110));
    if (i === 4) await page.screenshot({ path: '/tmp/merchant-shots/keys-queued.png' });
    await page.waitForTimeout(100);
  }
} finally {
  await browser.close();
}
