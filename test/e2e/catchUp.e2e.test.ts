// Issue 31's catch-up in Chromium, from a test seed's prelude (bots sail day 1, and day 2 is under way): a spectator who
// opens the spectator link is offered "Catch up", sees day 1 replayed at 4x in the table and then the live table; a
// quick-play newcomer in a bot's ship gets the "You are now captain of …" card with its hold, gold, recipe and where the
// bot was heading, and catches up on its own seat's day 1. Each card comes up over the drawn table, and the turn banner is
// marked as the recap's while it plays. Screenshots of the offer, the card and the recap are saved.
import { Client, type Room } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, canvasVariety, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();
const TIMERS_OFF = { turnMs: 0, decisionMs: 0, namingMs: 0 };

/** Listens to every message a test client gets, so none goes unhandled. */
function hush(room: Room): void {
  for (const type of ['welcome', 'private', 'events', 'history', 'emote', 'error', 'cheer', 'allSeeing', 'rematch', 'audience']) room.onMessage(type, () => undefined);
}

/** What the page's store shows: the recap playing (its code) or not, and the day on its table. */
function shown(page: Page): Promise<{ replaying: string | null; day: number | null; catchUp: string | null }> {
  return page.evaluate(() => {
    const s = window.__pirates!.store.getState() as unknown as { replaying: string | null; view: { day: number } | null; catchUp: { why: string } | null };
    return { replaying: s.replaying, day: s.view?.day ?? null, catchUp: s.catchUp?.why ?? null };
  });
}

describe.runIf(run)('catching up on a game under way (issue 31)', () => {
  const { server, browser } = useGameServerAndBrowser();
  const ws = () => server().url.replace(/^http/, 'ws');

  /** Waits until the game's first day (or round) is over: its recap, the spectator's, tells that one. */
  async function recapOf(code: string, round: number): Promise<void> {
    const recapped = async () => {
      const response = await fetch(`${server().url}/api/voyages/${code}/recap`);
      return response.ok ? ((await response.json()) as { round: number }).round : null;
    };
    await expect.poll(recapped, { timeout: 30_000 }).toBe(round);
  }

  /** A Pastry Pirates room whose bots have sailed day 1 (its creator, Anne, holds a seat and never moves), on day 2. */
  async function dayTwo(seed: string, quickPlay: boolean, captains = 3): Promise<Room> {
    const room = await new Client(ws()).create('voyage', { name: 'Anne', captains, bots: 'normal', seed, timers: TIMERS_OFF, private: !quickPlay, prelude: { steps: 3000, until: 'dawn' } });
    hush(room);
    room.send('start');
    await recapOf(room.roomId, 1);
    return room;
  }

  /** A Merchant Voyages room on quick play whose bots have played round 1 (Anne holds a seat), in round 2. */
  async function roundTwo(seed: string): Promise<Room> {
    const room = await new Client(ws()).create('voyage', {
      game: 'merchant',
      name: 'Anne',
      captains: 4,
      bots: 'normal',
      seed,
      timers: { turnMs: 0, decisionMs: 0 },
      prelude: { steps: 3000, until: 'roundEnded' },
    });
    hush(room);
    room.send('start');
    await recapOf(room.roomId, 1);
    return room;
  }

  it('a spectator joining on day 2 catches up on day 1 at 4x, then sees the live table', async () => {
    const anne = await dayTwo('catch-up-spectator', false);
    const page = await browser().newPage({ viewport: { width: 1100, height: 760 } });
    const errors = watchErrors(page);
    await page.goto(`${server().url}/?room=${anne.roomId}&spectate=1`);
    const offer = page.getByRole('dialog', { name: 'Catch up' });
    await offer.waitFor({ timeout: 60_000 });
    expect(await canvasVariety(page)).toBeGreaterThan(2); // the sea is drawn behind the offer, not loading under it
    const text = await offer.textContent();
    expect(text).toContain('Catch up on day 1, the last full day, replayed at 4x');
    expect(text).not.toContain('While you were away'); // a spectator was never here
    expect(await offer.locator('.catch-up-move').count()).toBe(0); // nor has a move to lose
    await snap(page, 'catch-up-offer');
    await offer.getByRole('button', { name: /Catch up on day 1 \(4x\)/ }).click();
    await page.locator('.catch-up-bar').waitFor({ timeout: 30_000 });
    await expect.poll(() => shown(page), { timeout: 30_000 }).toMatchObject({ replaying: anne.roomId, day: 1 });
    expect(await page.locator('.status').first().textContent()).toContain('Replay');
    expect(await page.locator('.turn-banner .recap-tag').textContent()).toBe('⏩ Recap of day 1 · not live');
    await snap(page, 'catch-up-recap');
    await page.locator('.catch-up-bar').waitFor({ state: 'detached', timeout: 120_000 }); // the whole day at 4x
    await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual({ replaying: null, day: 2, catchUp: null });
    await snap(page, 'catch-up-live');
    expect(errors).toEqual([]);
    await page.close();
    await anne.leave(true);
  }, 240_000);

  it('a quick-play newcomer in a bot’s ship gets its captain card, and may catch up on its own seat’s day 1', async () => {
    const anne = await dayTwo('catch-up-newcomer', true, 6); // six ships: a day long enough to skip the rest of
    const page = await browser().newPage({ viewport: { width: 1100, height: 760 } });
    const errors = watchErrors(page);
    await page.goto(server().url);
    await page.getByLabel('Your name').fill('Nell');
    await page.getByRole('button', { name: 'Quick play' }).click();
    const card = page.getByRole('dialog', { name: /You are now captain of the .* ship/ });
    await card.waitFor({ timeout: 60_000 });
    expect(await canvasVariety(page)).toBeGreaterThan(2); // the card comes up over the drawn sea
    const text = (await card.textContent()) ?? '';
    expect(text).toMatch(/already under way on day 2/);
    expect(text).toMatch(/Hold: .*Gold: \d+\./);
    expect(text).toMatch(/Your secret recipe, [^:]+: \w+/);
    expect(text).toMatch(/The bot was|The hold was complete|No island sells/);
    const catchUp = card.getByRole('button', { name: /Catch up on day 1 \(4x\)/ });
    await catchUp.waitFor({ timeout: 30_000 });
    await snap(page, 'catch-up-newcomer-card');
    await catchUp.click();
    await page.getByRole('button', { name: 'Skip to live' }).click();
    await expect.poll(() => shown(page), { timeout: 30_000 }).toEqual({ replaying: null, day: 2, catchUp: null });
    await card.getByRole('button', { name: 'Aye, take the helm!' }).click(); // the card again, until the helm is taken
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.close();
    await anne.leave(true);
  }, 240_000);

  it('a quick-play newcomer in a Merchant Voyages game runs a bot’s fleet, told its ships, Cargo and coins, and catches up on round 1', async () => {
    const anne = await roundTwo('catch-up-merchant');
    const page = await browser().newPage({ viewport: { width: 1100, height: 760 } });
    const errors = watchErrors(page);
    await page.goto(server().url);
    await page.getByLabel('Your name').fill('Mo');
    await page.locator('.quick-games').getByRole('button', { name: 'Merchant Voyages' }).click(); // the Pastry voyage before stays on quick play
    const card = page.getByRole('dialog', { name: /You now run .*'s fleet/ });
    await card.waitFor({ timeout: 60_000 });
    expect(await canvasVariety(page, '.merchant-canvas canvas')).toBeGreaterThan(2); // the card comes up over the drawn table
    const text = (await card.textContent()) ?? '';
    expect(text).toMatch(/already under way in round 2/);
    expect(text).toMatch(/Ships: Sloop \d+ Cargo.* and Galleon \d+ Cargo.*Coins: \d+\./);
    expect(text).toMatch(/The bot had /);
    const catchUp = card.getByRole('button', { name: /Catch up on round 1 \(4x\)/ });
    await catchUp.waitFor({ timeout: 30_000 });
    await snap(page, 'catch-up-merchant-card');
    await catchUp.click();
    await page.locator('.catch-up-bar').waitFor({ timeout: 30_000 });
    expect(await page.locator('.mv-turn .recap-tag').textContent()).toBe('⏩ Recap of round 1 · not live');
    await snap(page, 'catch-up-merchant-recap');
    await page.locator('.catch-up-bar').waitFor({ state: 'detached', timeout: 120_000 });
    await card.getByRole('button', { name: 'Take the helm' }).click();
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.close();
    await anne.leave(true);
  }, 240_000);
});
