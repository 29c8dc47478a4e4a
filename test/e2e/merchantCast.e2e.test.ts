// In the browser: the cast view /cast/CODE films a Merchant Voyages game of bots at 1920x1080: the waiting card, then the
// table with its scoreboard (every merchant's Prestige, Coins and Luxuries as the room's public view has them), the
// watch-along code, the audience's prediction and a caption. Then the same game keyed at 1280x720 (?bg=transparent&code=0)
// shows no code, lets the layout through, and ends on the final card with the standings. No control shows and nothing
// errs. Screenshots go to test/e2e/artifacts/merchant-cast/.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Room } from 'colyseus.js';
import { Client } from 'colyseus.js';
import { browserAvailable, canvasVariety, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { Merchant } from '../server/merchantCaptain';
import { fromMerchantMirror, type MerchantMirrorJson } from '../../client/games/merchant/fromMirror';
import { luxuryCount } from '../../client/games/merchant/hud/standingsWords';
import type { MerchantPlayerView } from '../../shared/merchant/types';

const run = browserAvailable();
const ARTIFACTS = 'test/e2e/artifacts/merchant-cast';
const SEED = 'merchant-cast-1';
/** The room's pace: its shows play at this fraction of their length, so the game ends in a minute or two yet still animates. */
const PACE = 0.15;
/** Elements a cast must never show. */
const CONTROLS = 'button, input, select, textarea, [role="button"], a[href]';

/** One scoreboard row as a viewer reads it: the name, then Prestige, Coins and Luxuries. */
type Row = { name: string; prestige: number; coins: number; luxuries: number };

/** The room's public view, as the Node merchant's client has it. */
function publicView(room: Room): MerchantPlayerView {
  return fromMerchantMirror((room.state.toJSON() as { view: MerchantMirrorJson }).view, null);
}

/** Whether the game waits on `seat`: its actions, or its decision in the Voyage. */
function waitsOn(view: MerchantPlayerView, seat: number | null): boolean {
  return seat !== null && view.phase !== 'over' && (view.asking ? view.asking.seat === seat : view.actor === seat);
}

/** The rows the public view should put on the scoreboard, by seat. */
function rowsOf(view: MerchantPlayerView): Row[] {
  return view.merchants.map((m) => ({ name: m.name, prestige: m.prestige, coins: m.coins, luxuries: luxuryCount(m) }));
}

/** The scoreboard's rows as the page shows them, once the show has played out (null while it plays). */
function scoreboard(page: Page): Promise<Row[] | null> {
  return page.evaluate(() => {
    if (document.querySelector('.merchant-cast')?.getAttribute('data-presenting') !== 'no') return null;
    return [...document.querySelectorAll('.merchant-cast .cast-scoreboard .cast-captain')].map((row) => {
      const [prestige, coins, luxuries] = [...row.querySelectorAll('.cast-num')].map((n) => Number(n.textContent));
      return { name: row.querySelector('.cast-name')?.firstChild?.textContent ?? '', prestige, coins, luxuries };
    });
  });
}

/**
 * The cast page's scoreboard beside the room's public view read at the same moment ({ same: true } once they agree), so a
 * poll compares each reading with the room as it is then, never with a reading taken before the room's last patch came.
 */
async function scoreboardAgainstRoom(page: Page, room: Room): Promise<{ same: true } | { shown: Row[] | null; room: Row[] }> {
  const shown = await scoreboard(page);
  const now = rowsOf(publicView(room));
  return JSON.stringify(shown) === JSON.stringify(now) ? { same: true } : { shown, room: now };
}

/**
 * A screenshot once the page has drawn its latest frames, with entrance animations played to their end: software WebGL on a
 * busy machine can hold the compositor back, so a card that just slid in could otherwise be photographed before it shows.
 */
async function photograph(page: Page, path: string, omitBackground = false): Promise<Buffer> {
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  return page.screenshot({ path, omitBackground, animations: 'disabled' });
}

/** Counts controls a viewer could see. */
function visibleControls(page: Page): Promise<number> {
  return page.evaluate((selector) => [...document.querySelectorAll(selector)].filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed').length, CONTROLS);
}

/** The alpha of a screenshot's pixel, decoded on a blank page (the game's page runs under its CSP). */
async function alphaAt(browser: Browser, png: Buffer, x: number, y: number): Promise<number> {
  const page = await browser.newPage();
  const alpha = await page.evaluate(
    async ({ data, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      return ctx.getImageData(x, y, 1, 1).data[3];
    },
    { data: png.toString('base64'), x, y },
  );
  await page.close();
  return alpha;
}

describe.runIf(run)('the cast view of Merchant Voyages', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('films a game of bots: waiting card, scoreboard matching the public view, watch-along code, prediction, final standings; keyed at 1280x720', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const started = Date.now();
    const lap = (what: string) => console.log(`merchant cast: ${what} at ${Math.round((Date.now() - started) / 1000)} s`);
    const endpoint = server().url.replace(/^http/, 'ws');
    // A Node merchant (the normal bot's choices) makes the room, with two hard bots.
    const anne = new Merchant(await new Client(endpoint).create('voyage', { game: 'merchant', name: 'Anne', captains: 3, bots: 'hard', pace: PACE, seed: SEED, timers: { turnMs: 0, decisionMs: 0 } }));
    const code = anne.room.roomId;
    let holding: (view: MerchantPlayerView) => boolean = () => false;
    anne.holdsAt = (view) => holding(view);
    /** Lets Anne play on. */
    const release = () => {
      holding = () => false;
      anne.decide();
    };
    /** Lets Anne play on until the game waits on her where `where` says, and holds it there (timers are off). */
    const holdAt = async (where: (view: MerchantPlayerView) => boolean) => {
      release();
      holding = where;
      // waiting: a step Anne has not acted on, not the one she was just released from (its state may still show her turn)
      await expect.poll(() => anne.waiting && waitsOn(publicView(anne.room), anne.seat) && where(publicView(anne.room)), { timeout: 180_000, interval: 200 }).toBe(true);
    };

    const page = await (await browser().newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/cast/${code}`);
    await page.waitForSelector('.cast-status .cast-gathering', { timeout: 60_000 }); // the waiting card, until the game starts
    const waiting = (await page.locator('.cast-status').textContent()) ?? '';
    expect(waiting).toContain('Merchant Voyages');
    expect(waiting).toContain(code);
    expect(waiting).toContain('The merchants are gathering'); // the table's own words, not the first game's captains
    expect(await page.title()).toBe(`Merchant Voyages · cast ${code}`); // the name OBS lists the source by
    await photograph(page, `${ARTIFACTS}/1-waiting.png`);
    lap('the waiting card');

    // Two viewers on their phones, who both predict the first merchant wins.
    const viewers = await Promise.all(['Vic', 'Wes'].map((name) => new Client(endpoint).joinOrCreate('audience', { code, name })));
    for (const v of viewers) for (const type of ['welcome', 'predicted', 'cheer', 'events', 'history', 'private', 'rematch']) v.onMessage(type, () => undefined);
    // Anne holds the game on her first move while the page draws: on a busy machine the page took so long that the bots
    // finished the game, and settled its winner question, before the test looked.
    holding = () => true;
    anne.room.send('start');
    const question = () => (viewers[0].state.toJSON() as { questions?: { id: string; kind: string; open: boolean }[] }).questions?.find((q) => q.kind === 'winner' && q.open);
    await expect.poll(() => !!question(), { timeout: 30_000 }).toBe(true);
    for (const v of viewers) v.send('predict', { question: question()!.id, answer: 0 });

    await page.waitForFunction(() => document.querySelectorAll('.merchant-cast .cast-scoreboard .cast-captain').length === 3, undefined, { timeout: 90_000, polling: 200 });
    await expect.poll(() => canvasVariety(page, '.mvc-canvas canvas'), { timeout: 60_000, interval: 500 }).toBeGreaterThan(8);
    await holdAt(() => true); // Anne's move and the bots' after it: news for the lower third of a page already drawn (a caption leaves after 7 s)
    await page.waitForSelector('.merchant-cast .cast-lower-third .cast-caption', { timeout: 60_000 }); // the show's events, captioned
    lap('the question, the table and a caption');

    // Anne holds the game still on her next move, so the page settles: the tally, the code and the scoreboard as the room has it.
    await holdAt(() => true);
    // The tally reaches the cast page's own copy of the room (its panel keeps this oldest open question on screen beside the
    // newest one: client/shell/audience/tallies.ts).
    await page.waitForFunction(() => (window.__pirates?.store.getState().room?.questions ?? []).some((q) => q.kind === 'winner' && q.open && q.tally[0] === 2), undefined, {
      timeout: 30_000,
      polling: 200,
    });
    expect(await page.locator('.cast-watch-code b').textContent()).toBe(code); // where viewers watch along, never the invite link
    await expect.poll(() => scoreboardAgainstRoom(page, anne.room), { timeout: 60_000, interval: 200 }).toEqual({ same: true });
    await photograph(page, `${ARTIFACTS}/2-prediction.png`);
    lap('the prediction on the cast page');

    // Mid-game, held again: the scoreboard reads as the room's public view.
    await holdAt((view) => view.round >= 3);
    await expect.poll(() => scoreboardAgainstRoom(page, anne.room), { timeout: 60_000, interval: 200 }).toEqual({ same: true });
    await photograph(page, `${ARTIFACTS}/3-mid-game.png`);
    lap('the scoreboard mid-game');
    expect(await visibleControls(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close(); // one software-drawn page at a time: two starve each other on a small machine

    // The same game keyed for a layout at 1280x720: no code anywhere, and the page's corners let the layout through.
    const keyed = await (await browser().newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    const keyedErrors = watchErrors(keyed);
    await keyed.goto(`${server().url}/cast/${code}?bg=transparent&code=0`);
    await keyed.waitForFunction(() => document.querySelectorAll('.merchant-cast .cast-captain').length === 3, undefined, { timeout: 90_000, polling: 200 });
    await expect.poll(() => canvasVariety(keyed, '.mvc-canvas canvas'), { timeout: 60_000, interval: 500 }).toBeGreaterThan(8);
    const shot = await photograph(keyed, `${ARTIFACTS}/4-keyed-1280.png`, true);
    expect(await alphaAt(browser(), shot, 2, 450)).toBe(0); // the left edge, between the scoreboard and the lower third
    expect(await alphaAt(browser(), shot, 640, 400)).toBe(255);
    expect(await keyed.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    expect(await keyed.locator('.cast-watch').count()).toBe(0);
    expect(await keyed.locator('.cast').textContent()).not.toContain(code);
    expect(await visibleControls(keyed)).toBe(0);
    lap('the keyed cast');
    release();

    // The end: the final card ranks the merchants as the room does, and the scoreboard shows their final figures.
    await expect.poll(() => publicView(anne.room).phase, { timeout: 240_000, interval: 500 }).toBe('over');
    await keyed.waitForSelector('.merchant-cast .cast-finale', { timeout: 60_000 });
    const final = publicView(anne.room);
    await expect.poll(() => scoreboard(keyed), { timeout: 30_000, interval: 250 }).toEqual(rowsOf(final)); // once the last show has played (the card can rise while it still plays)
    const standings = await keyed.locator('.cast-finale .cast-standings > li > b').allTextContents();
    expect(standings).toEqual(final.result!.standings.map((seat) => final.merchants[seat].name));
    expect(await keyed.locator('.cast-finale h1').textContent()).toContain(final.merchants[final.result!.winners[0]].name);
    await photograph(keyed, `${ARTIFACTS}/5-finale-1280.png`);
    expect(await visibleControls(keyed)).toBe(0);
    expect(keyedErrors).toEqual([]);
    lap('the final card');

    await keyed.context().close();
    for (const v of viewers) await v.leave(true);
    await anne.room.leave(true);
  }, 480_000);
});
