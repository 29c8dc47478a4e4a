// Issue 32, bugs 1 and 11, against a real server process killed with SIGKILL and started again on the same port and data:
// in both games the shell says "Reconnecting…" at once and holds every order, keeps trying well past the first tries (the
// client used to give up after eight), and takes the seat back by its seat token once the server has reopened the
// voyage, with no reload, and the game plays on. A finished voyage's link reloaded after a restart reaches its summary
// and its standings with their scores, without the server being asked to reconnect a room that is gone ('has been
// disposed' in its output).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { MerchantMirrorJson } from '../../client/games/merchant/fromMirror';
import { browserAvailable, launch, snap, watchErrors } from './browser';
import { BOARD_WAIT_SECONDS } from './gameServer';
import { buildTestServer, freePort, startChildServer, type ChildServer } from '../server/child';

const run = browserAvailable();

/** The browser tests' own build of the server (the Node tests build theirs into dist/test-server). */
const SERVER_OUT = 'dist/test-server-browser';
/** The client's backoff here (the `?backoff=` of a test build): the first tries come fast, then one a second. */
const BACKOFF = '200,1000';
/** How long the server stays down: longer than the eight tries the client used to give up after (about 6.4 s on this backoff). */
const OUTAGE_MS = 9_000;
/** A loaded 2-core machine may take a while to start a server, draw a board, or come round to a try. */
const SLOW_MS = 60_000;

/** What the page's store says of the link and the seat. */
type Link = { status: string; seat: number | null; code: string | null; legal: string[]; inFlight: boolean };

function link(page: Page): Promise<Link> {
  return page.evaluate(() => {
    const s = window.__pirates!.store.getState();
    return { status: s.status, seat: s.seat, code: s.code, legal: s.legal.map((a) => a.type), inFlight: s.orderInFlight !== null };
  });
}

/** Waits until the page's store says the link is up, this seat has an order to give of `type`, and nothing is on its way. */
function awaitMyMove(page: Page, type: string): Promise<unknown> {
  return page.waitForFunction(
    (type) => {
      const s = window.__pirates!.store.getState();
      return s.status === 'connected' && s.orderInFlight === null && s.legal.some((a) => a.type === type);
    },
    type,
    { timeout: SLOW_MS, polling: 100 },
  );
}

describe.runIf(run)('a dropped connection, mended by the shell', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastry-reconnect-'));
  let port = 0;
  let server: ChildServer | undefined;
  let browser: Browser | undefined;
  const env = () => ({ DATA_DIR: dataDir, PORT: String(port), CLIENT_DIR: inject('clientDir'), PASTRY_TEST_SEEDS: '1', BOARD_WAIT: String(BOARD_WAIT_SECONDS) });
  const start = async () => (server = await startChildServer(env(), SLOW_MS, { script: join(SERVER_OUT, 'main.js') }));

  beforeAll(async () => {
    buildTestServer(SERVER_OUT);
    port = await freePort();
    await start();
    browser = await launch();
  }, 180_000);
  beforeEach(async () => {
    if (server && (server.proc.exitCode !== null || server.proc.signalCode !== null)) await start(); // a test that failed while it was down
  }, SLOW_MS);
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A page at the lobby of this server, on a test seed, with the test's backoff. */
  async function lobby(query: string): Promise<{ page: Page; errors: string[] }> {
    const page = await (await browser!.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`http://127.0.0.1:${port}/?pace=0&backoff=${BACKOFF}&${query}`);
    return { page, errors };
  }

  /**
   * Kills the server mid-turn and checks the page meanwhile: "Reconnecting…" at once, the badge in the game's corner,
   * every order button disabled and a key refused; still trying after the outage; then the server starts again and the
   * page takes its seat back, in the same document (no reload).
   */
  async function outage(page: Page, badge: string, orderButtons: string): Promise<void> {
    const before = await link(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await server!.stop('SIGKILL');
    await page.locator('.link-banner', { hasText: 'Reconnecting…' }).waitFor({ timeout: 10_000 });
    await page.locator(`${badge}.reconnecting`).waitFor({ timeout: 10_000 });
    await expect.poll(() => page.locator(orderButtons).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.locator(`${orderButtons}:not([disabled])`).count()).toBe(0); // no order can go, so none hangs on "sending…"
    await snap(page, `reconnecting-${badge.replace(/\W/g, '')}`);
    await page.waitForTimeout(OUTAGE_MS); // the outage itself: the server is down this long
    expect((await link(page)).status).toBe('reconnecting'); // still trying, well past the first eight tries
    await start();
    await page.waitForFunction(() => window.__pirates!.store.getState().status === 'connected', undefined, { timeout: SLOW_MS, polling: 100 });
    await page.locator('.link-banner').waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator(`${badge}.connected`).waitFor({ timeout: 10_000 });
    const after = await link(page);
    expect({ seat: after.seat, code: after.code }).toEqual({ seat: before.seat, code: before.code });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }

  it('Pastry Pirates: the server killed mid-turn and back after the first tries; the captain takes the seat back with no reload and plays on', async () => {
    const { page, errors } = await lobby('seed=e2e-reconnect-pastry');
    await page.getByLabel('Your name').fill('Anne');
    await page.getByLabel('Captains').selectOption('2');
    await page.getByLabel('Timers').selectOption('off');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('button', { name: 'Set sail!' }).click({ timeout: SLOW_MS });
    await awaitMyMove(page, 'endTurn');
    await page.locator('.corner .status.connected').waitFor({ timeout: 10_000 });

    await outage(page, '.corner .status', '.action-bar button');

    // The game plays on from the seat taken back: an order goes and the server answers it.
    await awaitMyMove(page, 'endTurn');
    const step = await page.evaluate(() => window.__pirates!.store.getState().room!.step);
    await page.locator('.action-bar button:not([disabled])', { hasText: 'End turn' }).first().click({ timeout: 10_000 });
    await page.waitForFunction((step) => window.__pirates!.store.getState().room!.step > step, step, { timeout: SLOW_MS, polling: 100 });
    expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('Merchant Voyages: the server killed mid-turn and back after the first tries; the merchant takes the seat back with no reload and plays on', async () => {
    const { page, errors } = await lobby('seed=e2e-reconnect-merchant');
    await page.getByLabel('Your name').fill('Anne');
    await page.getByLabel('Merchant Voyages').check();
    await page.getByLabel('Merchants').selectOption('2');
    await page.getByLabel('Timers').selectOption('off');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('button', { name: 'Set sail!' }).click({ timeout: SLOW_MS });
    await page.locator('.merchant-table').waitFor({ timeout: SLOW_MS });
    await awaitMyMove(page, 'pass');
    await page.locator('.mv-corner .status.connected').waitFor({ timeout: 10_000 }); // the shell's badge, in Merchant's corner too

    await outage(page, '.mv-corner .status', '.mv-actions button');

    await awaitMyMove(page, 'pass');
    const step = await page.evaluate(() => window.__pirates!.store.getState().room!.step);
    await page.locator('.mv-actions button:not([disabled])').first().click({ timeout: 10_000 });
    await page.waitForFunction((step) => window.__pirates!.store.getState().room!.step > step, step, { timeout: SLOW_MS, polling: 100 });
    expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(e))).toEqual([]);
    await page.context().close();
  });

  it("a finished voyage's link, reloaded after a restart, reaches its summary and never asks the server to reconnect to its room", async () => {
    const { page } = await lobby('seed=e2e-reconnect-over&prelude=5000&until=over');
    await page.getByLabel('Your name').fill('Anne');
    await page.getByLabel('Merchant Voyages').check();
    await page.getByLabel('Merchants').selectOption('2');
    await page.getByLabel('Timers').selectOption('off');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('button', { name: 'Set sail!' }).click({ timeout: SLOW_MS });
    await page.waitForFunction(() => (window.__pirates!.store.getState().room?.view as MerchantMirrorJson | undefined)?.phase === 'over', undefined, { timeout: SLOW_MS, polling: 100 });
    const code = (await link(page)).code!;
    await page.goto('about:blank'); // the tab goes elsewhere, keeping its session (and the room's reconnection token)
    await server!.stop('SIGKILL'); // the finished voyage's room is gone with its process
    await start();
    expect(server!.output()).not.toContain(code); // a finished voyage is not reopened
    await page.goBack(); // back to /?room=CODE, which reloads
    await page.locator('.voyage-gone', { hasText: `Voyage ${code} is over` }).waitFor({ timeout: SLOW_MS });
    expect(server!.output()).not.toContain('has been disposed');
    // The card shows the end's real standings, each with its scores, not a bare "is over" line.
    const standings = await page.locator('.voyage-gone .gone-standings li').allTextContents();
    expect(standings).toHaveLength(2);
    for (const line of standings) expect(line).toMatch(/^.+ · ★ \d+ · 🪙 \d+ · \d+ Luxur(y|ies)$/);
    await snap(page, 'reconnect-ended-voyage');
    await page.context().close();
  });
});
