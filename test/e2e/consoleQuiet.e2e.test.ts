// Issue 32's console, in the browser: the tests' console watcher fails on a warning as on an error (bar the two a pinned
// dependency logs, browser.ts's KNOWN_WARNINGS), and a spectator who has not touched the page watches a Pastry Pirates
// voyage whose events sound (docks, dawns) without making an AudioContext the browser refuses ("The AudioContext was not
// allowed to start"), and hears them once they have.
import { describe, expect, it } from 'vitest';
import { browserAvailable, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { brawler } from './castCrew';

const run = browserAvailable();

describe.runIf(run)('a quiet console', () => {
  // a desktop Chrome's own rule for audio (headless Chromium lets any page start it)
  const { server, browser } = useGameServerAndBrowser(['--autoplay-policy=user-gesture-required']);

  it("the watcher reports a page's warnings, but the known ones from pinned dependencies", async () => {
    const page = await (await browser().newContext()).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/rules.html`);
    await page.evaluate(() => {
      console.warn('a warning of our own');
      console.warn('THREE.Clock: This module has been deprecated. Please use THREE.Timer instead.');
    });
    await expect.poll(() => errors).toEqual(['warning: a warning of our own']);
    await page.context().close();
  });

  it('a spectator who has not touched the page makes no AudioContext the browser would refuse, and hears the voyage once they do', async () => {
    const host = await brawler(server().url.replace(/^http/, 'ws'), { captains: 3, bots: 'hard', timers: { turnMs: 0, decisionMs: 0, namingMs: 0 }, pace: 0.3, seed: 'console-quiet-1' });
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    // Chromium reports a refused start outside the page's console (Playwright never hears it), so the page notes each
    // AudioContext made. Playwright reading the page counts as a gesture, so until the click below the page itself says,
    // on its console, when it shows the waiting room and when the voyage's second day (a dawn's bell, docks' coins) has come.
    await page.addInitScript(() => {
      const Native = window.AudioContext;
      const notes = { made: 0, last: null as AudioContext | null };
      Object.assign(window, { __audio: notes });
      window.AudioContext = class extends Native {
        constructor(options?: AudioContextOptions) {
          super(options);
          notes.made += 1;
          notes.last = this;
        }
      };
      let told = '';
      const watch = setInterval(() => {
        const state = window.__pirates?.store.getState();
        if (state?.room?.status === 'lobby' && !told) console.log((told = 'quiet-test: lobby'));
        if ((state?.view?.day ?? 0) >= 2 && (window.__pirates?.frames ?? 0) > 2) {
          console.log(`quiet-test: day 2, ${notes.made} made, gesture ${navigator.userActivation.hasBeenActive}`);
          clearInterval(watch);
        }
      }, 200);
    });
    const told = (what: string) => page.waitForEvent('console', { predicate: (m) => m.text().startsWith(`quiet-test: ${what}`), timeout: 120_000 });
    const lobby = told('lobby');
    await page.goto(`${server().url}/?room=${host.code}&spectate=1`);
    await lobby;
    const dayTwo = told('day 2');
    host.room.send('start');
    expect((await dayTwo).text()).toBe('quiet-test: day 2, 0 made, gesture false');
    // a click on the page, and the next sound plays
    await page.mouse.click(640, 20);
    const day = await page.evaluate(() => window.__pirates!.store.getState().view!.day);
    await page.waitForFunction((day) => (window.__pirates?.store.getState().view?.day ?? 0) > day, day, { timeout: 120_000, polling: 200 });
    const heard = () =>
      page.evaluate(() => {
        const notes = (window as unknown as { __audio: { made: number; last: AudioContext | null } }).__audio;
        return { made: notes.made, state: notes.last?.state };
      });
    await expect.poll(heard, { timeout: 30_000 }).toEqual({ made: 1, state: 'running' });
    expect(errors).toEqual([]);
    await page.context().close();
    await host.stop();
  }, 240_000);
});
