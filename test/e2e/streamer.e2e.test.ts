// In the browser, for the captain who streams: a stream delay in the create form, the cast links in the waiting
// room, streamer mode hiding the room code and the recipe (remembered across a reload), and the notice every captain
// gets when an all-seeing caster opens the cast.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();

/** Whether an element is drawn blurred. */
function blurred(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).filter.includes('blur'));
}

describe.runIf(run)('streaming a voyage as its captain', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('gives the cast links, hides secrets in streamer mode, and tells the captain when an all-seeing caster watches', async () => {
    const anne = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(anne);
    await anne.goto(`${server().url}/?pace=0.3`);
    await anne.getByLabel('Your name').fill('Anne');
    await anne.getByLabel('Captains').selectOption('2');
    await anne.getByLabel('Stream delay').selectOption('30');
    await anne.getByRole('button', { name: 'Create room' }).click();
    const code = (await anne.locator('.room-code').textContent({ timeout: 15_000 }))!.trim();

    await anne.getByText('Streaming this voyage?').click();
    await expect.poll(() => anne.getByText('Spectators and the cast watch 30 s behind the captains.').isVisible()).toBe(true);
    await anne.getByRole('button', { name: 'Copy all-seeing cast link' }).click();
    const key = await anne.evaluate(() => window.__pirates!.store.getState().casterKey);
    expect(key).toBeTruthy();
    expect(await blurred(anne, '.room-code')).toBe(false);
    await anne.getByLabel(/Streamer mode/).check();
    await expect.poll(() => blurred(anne, '.room-code')).toBe(true);
    await snap(anne, 'streamer-01-waiting-room');

    await anne.reload();
    await anne.locator('.room-code').waitFor({ timeout: 15_000 });
    expect(await blurred(anne, '.room-code')).toBe(true); // remembered
    await anne.getByRole('button', { name: 'Set sail!' }).click();
    await anne.locator('.my-ship .recipe').waitFor({ timeout: 60_000 });
    expect(await blurred(anne, '.my-ship .recipe')).toBe(true);

    const cast = await (await browser().newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await cast.goto(`${server().url}/cast/${code}?key=${encodeURIComponent(key!)}`);
    await anne.locator('.all-seeing-notice').waitFor({ timeout: 30_000 });
    expect(await anne.locator('.all-seeing-notice').textContent()).toContain('30 s behind');
    await expect
      .poll(() =>
        anne.evaluate(() =>
          window
            .__pirates!.store.getState()
            .log.map((l) => l.text)
            .join('\n'),
        ),
      )
      .toMatch(/all-seeing/i);
    await snap(anne, 'streamer-02-all-seeing-notice');
    expect(errors).toEqual([]);
  });
});
