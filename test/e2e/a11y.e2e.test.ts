// axe-core in the browser on every kind of page a person opens: the lobby, the rules page, a voyage on your turn, and the
// cast. A serious or critical violation fails the test; moderate and minor ones are printed with it.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { axeReport } from './axe';
import { brawler } from './castCrew';

const run = browserAvailable();

describe.runIf(run)('accessibility (axe-core)', () => {
  const { server, browser } = useGameServerAndBrowser();
  const pages: Page[] = [];
  // each test's pages close as it ends: a voyage left drawing in software WebGL slowed the next test by half a core
  afterEach(async () => Promise.all(pages.splice(0).map((p) => p.context().close())));

  /** A fresh page at a desktop size, its console errors collected. */
  async function open(): Promise<{ page: Page; errors: string[] }> {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    pages.push(page);
    return { page, errors: watchErrors(page) };
  }

  it('the lobby has no serious violation', async () => {
    const { page, errors } = await open();
    await page.goto(server().url);
    await page.getByRole('button', { name: 'Create room' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect((await axeReport(page, 'the lobby')).blocking).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the rules page has no serious violation, on a desktop and on a phone', async () => {
    const { page, errors } = await open();
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server().url}/rules.html`);
      await page.evaluate(() => document.fonts.ready);
      expect((await axeReport(page, `the rules page at ${viewport.width}x${viewport.height}`)).blocking).toEqual([]);
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('a voyage on your turn has no serious violation, and nothing outside a landmark', async () => {
    const { page, errors } = await open();
    await page.goto(`${server().url}/?seed=e2e-playtest-3&pace=1`);
    await page.getByLabel('Your name').fill('Tess');
    await page.getByLabel('Captains').selectOption('2');
    await page.getByLabel('Timers').selectOption('off');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('button', { name: 'Set sail!' }).click();
    await page.waitForFunction(
      () => {
        const s = window.__pirates?.store.getState();
        return (window.__pirates?.frames ?? 0) > 10 && !!s?.view && s.view.actor === s.seat && s.legal.some((a) => a.type === 'sail') && s.presentingUntil < Date.now();
      },
      undefined,
      { timeout: 180_000, polling: 100 },
    );
    const report = await axeReport(page, 'a voyage on your turn');
    expect(report.blocking).toEqual([]);
    expect(report.advisory.filter((f) => f.rule === 'region')).toEqual([]); // the board and the status line sit in landmarks
    expect(errors).toEqual([]);
  }, 240_000);

  it('the cast of a voyage under way has no serious violation, and nothing outside a landmark', async () => {
    const host = await brawler(server().url.replace(/^http/, 'ws'), { captains: 3, bots: 'hard', timers: { turnMs: 0, decisionMs: 0, namingMs: 0 }, pace: 0.3, seed: 'cast-5' });
    try {
      const page = await (await browser().newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
      pages.push(page);
      const errors = watchErrors(page);
      await page.goto(`${server().url}/cast/${host.code}`);
      await page.waitForSelector('.cast-status', { timeout: 60_000 });
      expect((await axeReport(page, 'the cast before the voyage sets sail')).blocking).toEqual([]);
      host.room.send('start');
      await page.waitForFunction(() => !!window.__pirates?.store.getState().view && (window.__pirates?.frames ?? 0) > 2 && !!document.querySelector('.cast-scoreboard'), undefined, {
        timeout: 180_000,
        polling: 200,
      });
      const report = await axeReport(page, 'the cast of a voyage under way');
      expect(report.blocking).toEqual([]);
      expect(report.advisory.filter((f) => f.rule === 'region')).toEqual([]); // the sea, its name flags and the code sit in the cast's landmark
      expect(errors).toEqual([]);
    } finally {
      await host.stop();
    }
  }, 360_000);
});
