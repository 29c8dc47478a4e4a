// The front door: an invite link's code is checked before anyone types a name, and the home page is always the lobby, whose
// Your voyages offer the way back into a voyage this browser sails in; a friend who only watched by the invite may still
// take a free seat. Each test failed on the client before its fix.
import { describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { browserAvailable, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { BOARD_WAIT_SECONDS } from './gameServer';

const run = browserAvailable();
/** How long the test holds back the scene's download, leaving the sea blank. */
const SCENE_DELAY_MS = 2_000;
/** How long the browser tests' server lets a first turn wait for boards. */
const E2E_BOARD_WAIT_MS = BOARD_WAIT_SECONDS * 1000;
/** The lobby's standard turn timer (R50). */
const STANDARD_TURN_MS = 45_000;

describe.runIf(run)('the front door', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('a link whose code names no voyage says so at once, in the lobby; a waiting room still asks for a name', async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const errors = watchErrors(page);
    for (const code of ['ZZZZZ', 'ABC', '<script>']) {
      await page.goto(`${server().url}/?room=${encodeURIComponent(code)}`);
      await expect.poll(() => page.locator('.lobby-notice').textContent(), { timeout: 20_000 }).toContain(`No voyage has the code ${code.toUpperCase()}`);
      expect(await page.getByText(/invited aboard/).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Quick play' }).count()).toBe(1);
      expect(new URL(page.url()).searchParams.get('room')).toBeNull();
    }
    // Issue 32: a spectator link says the same of a bad code (it showed the plain lobby), and a code of 300 letters is cut
    // and stays inside its card (it ran off the screen).
    await page.goto(`${server().url}/?room=ZZZZZ&spectate=1`);
    await expect.poll(() => page.locator('.lobby-notice').textContent(), { timeout: 20_000 }).toContain('No voyage has the code ZZZZZ');
    await page.goto(`${server().url}/?room=${'A'.repeat(300)}`);
    await expect.poll(() => page.locator('.lobby-notice').textContent(), { timeout: 20_000 }).toContain(`No voyage has the code ${'A'.repeat(12)}…`);
    const card = (await page.locator('.lobby-notice').boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    const host = await new Client(server().url.replace(/^http/, 'ws')).create('voyage', { name: 'Hana', captains: 2, private: true });
    await page.goto(`${server().url}/?room=${host.roomId}`);
    await expect.poll(() => page.locator('h2').first().textContent(), { timeout: 20_000 }).toContain(`invited aboard ${host.roomId}`);
    expect(await page.locator('.lobby-notice').count()).toBe(0);
    await host.leave(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('a friend who chose "Just watch" on an invite is offered a free seat from the watch view, and takes it as Come aboard does', async () => {
    const page = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const errors = watchErrors(page);
    const ws = server().url.replace(/^http/, 'ws');
    const host = await new Client(ws).create('voyage', { name: 'Hana', captains: 2, private: true });
    await page.goto(`${server().url}/?room=${host.roomId}`);
    await page.getByRole('button', { name: 'Just watch' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Your name').fill('Wes');
    await page.getByRole('button', { name: 'Just watch' }).click();
    await page.locator('.watching').waitFor({ timeout: 20_000 });
    const takeSeat = page.getByRole('button', { name: 'Take a seat' });
    await takeSeat.waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Your name').inputValue()).toBe('Wes');

    // no free seat, no offer; a seat freed again, the offer is back
    const other = await new Client(ws).joinById(host.roomId, { name: 'Joe' });
    await expect.poll(() => takeSeat.count(), { timeout: 20_000 }).toBe(0);
    await other.leave(true);
    await takeSeat.waitFor({ timeout: 20_000 });
    // reopening the invite link in this tab resumes watching, with the offer still there
    await page.goto(`${server().url}/?room=${host.roomId}`);
    await page.locator('.watching').waitFor({ timeout: 20_000 });
    await takeSeat.waitFor({ timeout: 20_000 });

    await takeSeat.click();
    const crew = page.getByRole('list', { name: 'The crew' });
    await expect.poll(() => crew.locator('li').nth(1).textContent(), { timeout: 20_000 }).toContain('Wes (you)');
    expect(await page.locator('.watching').count()).toBe(0);
    expect(await page.evaluate(() => window.__pirates!.store.getState().spectator)).toBe(false);
    expect(new URL(page.url()).searchParams.get('room')).toBe(host.roomId);
    // a reload comes back to the seat, not to the gallery
    await page.reload();
    await expect.poll(() => crew.locator('li').nth(1).textContent(), { timeout: 20_000 }).toContain('Wes (you)');
    expect(await page.locator('.watching').count()).toBe(0);
    await host.leave(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('the home page is the lobby, even with a voyage under way in this tab; Your voyages rejoins it', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/?pace=0&seed=e2e-front-door`);
    await page.getByLabel('Your name').fill('Iris');
    await page.getByLabel('Captains').selectOption('2');
    await page.getByLabel('Timers').selectOption('off');
    await page.getByRole('button', { name: 'Create room' }).click();
    const code = (await page.locator('.room-code').textContent({ timeout: 15_000 }))!.trim();
    await page.getByRole('button', { name: 'Set sail!' }).click();
    await page.waitForFunction(() => !!window.__pirates?.store.getState().view, undefined, { timeout: 90_000, polling: 200 });

    await page.goto(`${server().url}/`);
    await expect.poll(() => page.locator('.your-voyages').textContent(), { timeout: 20_000 }).toContain(code);
    expect(await page.getByRole('button', { name: 'Quick play' }).count()).toBe(1);
    expect(await page.evaluate(() => window.__pirates!.store.getState().room)).toBeNull();

    await page.locator('.your-voyages').getByRole('button', { name: 'Rejoin' }).click();
    await page.waitForFunction((c) => window.__pirates?.store.getState().room?.code === c, code, { timeout: 30_000, polling: 200 });
    expect(await page.evaluate(() => window.__pirates!.store.getState().seat)).not.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 150_000);

  it("the browser's Back from a room returns to the lobby, with the room under Your voyages, and Forward goes back in", async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/?pace=0`);
    await page.getByLabel('Your name').fill('Kai');
    await page.getByLabel('Captains').selectOption('2');
    await page.getByRole('button', { name: 'Create room' }).click();
    const code = (await page.locator('.room-code').textContent({ timeout: 15_000 }))!.trim();
    expect(new URL(page.url()).searchParams.get('room')).toBe(code);

    await page.goBack();
    await page.getByRole('button', { name: 'Create room' }).waitFor({ timeout: 20_000 }); // the lobby, not the page before it
    expect(new URL(page.url()).searchParams.get('room')).toBeNull();
    await expect.poll(() => page.locator('.your-voyages').textContent(), { timeout: 20_000 }).toContain(code);
    expect(await page.evaluate(() => window.__pirates!.store.getState().room)).toBeNull();

    await page.goForward();
    await page.waitForFunction((c) => window.__pirates?.store.getState().room?.code === c, code, { timeout: 30_000, polling: 200 });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a second tab on your seat takes it, and the first says so and takes it back when asked', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const first = await context.newPage();
    const errors = watchErrors(first);
    await first.goto(`${server().url}/?pace=0`);
    await first.getByLabel('Your name').fill('Jun');
    await first.getByLabel('Captains').selectOption('2');
    await first.getByRole('button', { name: 'Create room' }).click();
    const code = (await first.locator('.room-code').textContent({ timeout: 15_000 }))!.trim();

    const second = await context.newPage();
    errors.push(...watchErrors(second));
    await second.goto(`${server().url}/?room=${code}`);
    await second.locator('.room-code').waitFor({ timeout: 20_000 });
    await first.getByRole('alertdialog', { name: 'Your seat moved to another tab' }).waitFor({ timeout: 20_000 });
    // The waiting room behind the card takes no clicks or keys: its Set sail! would send nothing from this tab.
    const setSail = first.locator('button', { hasText: 'Set sail!' });
    expect(await setSail.evaluate((button) => button.closest('[inert]') !== null)).toBe(true);
    const box = (await setSail.boundingBox())!;
    // what a click there reaches: the shade, or the card standing over it (wherever the waiting room's layout puts the button)
    const reached = await first.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('.seat-moved-shade, .seat-moved')?.className ?? 'the page',
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(reached).toMatch(/^seat-moved-shade$|seat-moved$/);

    await first.getByRole('button', { name: 'Take it back here' }).click();
    await second.getByRole('alertdialog', { name: 'Your seat moved to another tab' }).waitFor({ timeout: 20_000 });
    await first.waitForFunction(() => window.__pirates!.store.getState().status === 'connected', undefined, { timeout: 20_000, polling: 100 });
    expect(await first.getByRole('alertdialog').count()).toBe(0);
    await second.close();
    await first.getByRole('button', { name: 'Set sail!' }).click();
    await first.waitForFunction(() => !!window.__pirates?.store.getState().view, undefined, { timeout: 90_000, polling: 200 });
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it("the first turn's clock starts when the board is drawn, not while the sea is still blank", async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    let delayed = 0;
    await page.route('**/assets/*GameCanvas*.js', async (route) => {
      // a slow download: the sea stays blank a while
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, SCENE_DELAY_MS));
      await route.continue();
    });
    await page.goto(`${server().url}/?pace=1&seed=e2e-board-up-0`);
    await page.getByLabel('Your name').fill('Kit');
    await page.getByLabel('Captains').selectOption('2');
    await page.getByLabel('Timers').selectOption('standard');
    await page.getByRole('button', { name: 'Create room' }).click();
    const sailedAt = Date.now(); // this machine's clock is the server's
    await page.getByRole('button', { name: 'Set sail!' }).click();
    const deadline = () => page.evaluate(() => window.__pirates?.store.getState().view?.deadline ?? null);
    await expect.poll(deadline, { timeout: 30_000 }).not.toBeNull();
    // While the sea is blank the clock stands still: the first deadline lies past the whole wait for boards.
    expect((await deadline())! - sailedAt).toBeGreaterThan(STANDARD_TURN_MS + E2E_BOARD_WAIT_MS / 2);
    // Once the board is drawn, the clock starts: the turn ends a whole turn after a moment the board could have been up.
    await expect.poll(deadline, { timeout: 60_000 }).toBeLessThan(sailedAt + STANDARD_TURN_MS + E2E_BOARD_WAIT_MS / 2);
    expect((await deadline())! - sailedAt).toBeGreaterThanOrEqual(STANDARD_TURN_MS + SCENE_DELAY_MS);
    expect(await page.evaluate(() => window.__pirates!.frames)).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => window.__pirates!.store.getState().view!.actor === window.__pirates!.store.getState().seat)).toBe(true); // R8 deals Kit the first turn on this seed
    expect(delayed).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 150_000);
});
