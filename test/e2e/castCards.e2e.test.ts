// Issue 32, bug 2, in the browser: a cast link that films nothing says why on a card an OBS source shows at 1280x720,
// big and whole on the frame, instead of "Tuning in…" forever: no voyage has the code, the voyage is over (with its
// winners and standings, from GET /api/voyages/CODE), the link's caster key is wrong, or the voyage has yet to set sail.
import { describe, expect, it } from 'vitest';
import { Client, type Room } from 'colyseus.js';
import type { Page } from 'playwright-core';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();
/** A stream's frame: the size an OBS browser source usually has. */
const STREAM = { width: 1280, height: 720 };
/** The smallest headline a viewer reads on a stream's frame, in CSS pixels at 1280x720. */
const HEADLINE_MIN_PX = 36;
/** The smallest body line on the card. */
const LINE_MIN_PX = 20;

/** The cast's card as the page shows it: which one, its words, its sizes and whether it lies wholly on the frame. */
type Card = { kind: string | null; headline: string; text: string; headlinePx: number; linePx: number; onFrame: boolean };

function card(page: Page): Promise<Card | null> {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-cast-card]');
    if (!el) return null;
    const h1 = el.querySelector('h1');
    const line = el.querySelector('p');
    const box = el.getBoundingClientRect();
    return {
      kind: el.dataset.castCard ?? null,
      headline: h1?.textContent ?? '',
      text: el.textContent ?? '',
      headlinePx: h1 ? parseFloat(getComputedStyle(h1).fontSize) : 0,
      linePx: line ? parseFloat(getComputedStyle(line).fontSize) : 0,
      onFrame: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight && box.width > 0,
    };
  });
}

/** Opens a cast link at a stream's size and waits for its card of `kind`; returns the card, its page and its console errors. */
async function castCard(browser: () => import('playwright-core').Browser, url: string, kind: string) {
  const page = await (await browser().newContext({ viewport: STREAM })).newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForFunction((kind) => document.querySelector(`[data-cast-card="${kind}"]`) !== null, kind, { timeout: 30_000, polling: 100 });
  const shown = (await card(page))!;
  await snap(page, `cast-card-${kind}`);
  // readable on a stream, and whole on its frame
  expect(shown.headlinePx).toBeGreaterThanOrEqual(HEADLINE_MIN_PX);
  expect(shown.linePx).toBeGreaterThanOrEqual(LINE_MIN_PX);
  expect(shown.onFrame).toBe(true);
  return { page, shown, errors };
}

/** Ignores the messages a Node seat hears that these tests do not read. */
function hush(room: Room): void {
  for (const type of ['welcome', 'private', 'events', 'history', 'emote', 'error', 'cheer', 'allSeeing', 'rematch', 'audience']) room.onMessage(type, () => undefined);
}

describe.runIf(run)("the cast's cards when it has nothing to film", () => {
  const { server, browser } = useGameServerAndBrowser();
  const ws = () => server().url.replace(/^http/, 'ws');

  it('says no voyage has the code of an unknown link', async () => {
    const { page, shown, errors } = await castCard(browser, `${server().url}/cast/ZZZZZ`, 'unknown');
    expect(shown.headline).toMatch(/no such/i);
    expect(shown.text).toContain('ZZZZZ');
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('says a finished game is over, with its winners and standings, in its own words', async () => {
    const client = new Client(ws());
    const room = await client.create('voyage', { game: 'merchant', name: 'Anne', captains: 2, bots: 'easy', seed: 'cast-card-over', prelude: { steps: 5000, until: 'over' } });
    hush(room);
    room.send('start');
    const code = room.roomId;
    await expect.poll(async () => ((await (await fetch(`${server().url}/api/voyages/${code}`)).json()) as { status: string }).status, { timeout: 60_000 }).toBe('over');
    const summary = (await (await fetch(`${server().url}/api/voyages/${code}`)).json()) as { winners: string[]; standings: { name: string }[] };
    // Its last person leaves and its room closes: while it is open, the cast films the room's own final card instead.
    await room.leave(true);
    await expect
      .poll(
        () =>
          client.joinById(code, { spectate: true }).then(
            (r) => r.leave(true).then(() => 'open'),
            () => 'closed',
          ),
        { timeout: 60_000, interval: 500 },
      )
      .toBe('closed');
    const { page, shown } = await castCard(browser, `${server().url}/cast/${code}`, 'over');
    expect(shown.headline).toContain(code);
    expect(shown.headline).toMatch(/is over/);
    for (const winner of summary.winners) expect(shown.text).toContain(winner);
    const standings = await page.locator('[data-cast-card] li').allTextContents();
    expect(standings).toHaveLength(summary.standings.length);
    for (const line of standings) expect(line).toMatch(/★ \d+ · 🪙 \d+/); // Merchant Voyages' own figures
    expect(shown.text).toContain(`/replay/${code}`); // where its replay is (issue 31)
    await page.context().close();
  });

  it('says when the link carries the wrong caster key', async () => {
    const client = new Client(ws());
    const room = await client.create('voyage', { name: 'Anne', captains: 2, castDelay: 30 });
    hush(room);
    const { page, shown, errors } = await castCard(browser, `${server().url}/cast/${room.roomId}?key=not-the-key-at-all`, 'wrong-key');
    expect(shown.headline).toMatch(/caster key/i);
    expect(errors.filter((e) => !/caster key/.test(e))).toEqual([]); // the server's refusal, as the browser reports it
    await page.context().close();
    await room.leave(true);
  });

  it('waits for the voyage to set sail, with the crew so far', async () => {
    const client = new Client(ws());
    const room = await client.create('voyage', { name: 'Anne', captains: 3 });
    hush(room);
    const { page, shown, errors } = await castCard(browser, `${server().url}/cast/${room.roomId}`, 'waiting');
    expect(shown.headline).toContain(room.roomId);
    expect(shown.text).toMatch(/sets? sail/i);
    expect(shown.text).toContain('Anne');
    expect(errors).toEqual([]);
    await page.context().close();
    await room.leave(true);
  });
});
