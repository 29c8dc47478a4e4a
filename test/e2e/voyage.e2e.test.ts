// A voyage through the UI against the real server, in parts that each start where they check: bots sail every seat
// first (a test seed's prelude), then two people play on, one at a desk and one on a phone. The parts: boarding and a
// previewed route, a dock and a buy, a battle with a bribe, a photograph, and a bake-off to the end screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, canvasVariety, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';
import { crateLabels, distancesTo, pressWhenShown, read, sailToward, type Seen } from './drive';
import { boardByInvite, createRoom } from './lobbySteps';

const run = browserAvailable();

describe.runIf(run)('a whole voyage in the browser', () => {
  const { server, browser } = useGameServerAndBrowser();

  /** Anne makes a room for two at a desk, timers off, on `query`'s seed and prelude and at `pace`; Bo boards by its invite on a phone; she sets sail. */
  async function sailTogether(query: string, pace = 0): Promise<Crew> {
    const anne = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const bo = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const errors = [anne, bo].map(watchErrors);
    await anne.goto(`${server().url}/?pace=${pace}&${query}`);
    const code = await createRoom(anne, { name: 'Anne', timers: 'off' });
    expect(code).toMatch(/^[A-HJKMNP-Z]{5}$/);
    await boardByInvite(bo, server().url, code, 'Bo');
    await anne.waitForFunction(() => document.querySelectorAll('.seats li').length === 2 && document.body.textContent!.includes('aboard'));
    await anne.getByRole('button', { name: 'Set sail!' }).click();
    for (const page of [anne, bo]) await page.waitForFunction(() => !!window.__pirates?.store.getState().view, undefined, { timeout: 90_000, polling: 200 });
    const seats = await Promise.all([anne, bo].map(async (page) => (await read(page)).seat!));
    return { anne, bo, code, errors, pageOf: (seat) => (seats[0] === seat ? anne : bo) };
  }

  /** A spectator opens the spectator link in a small window (three pages of software WebGL share two cores). */
  async function watch(code: string, errors: string[][]): Promise<Page> {
    const watcher = await (await browser().newContext({ viewport: { width: 640, height: 400 } })).newPage();
    errors.push(watchErrors(watcher));
    await watcher.goto(`${server().url}/?room=${code}&spectate=1`);
    await watcher.waitForFunction(() => !!window.__pirates?.store.getState().view, undefined, { timeout: 90_000, polling: 200 });
    return watcher;
  }

  it('R1 a six-captain scene draws in at most 100 draw calls, and help opens the rules over it', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`${server().url}/?seed=e2e-six`);
    await page.getByLabel('Your name').fill('Grace');
    await page.getByLabel('Captains').selectOption('6');
    await page.getByRole('button', { name: 'Create room' }).click();
    await page.getByRole('button', { name: 'Set sail!' }).click();
    await page.waitForFunction(() => (window.__pirates?.frames ?? 0) > 20, undefined, { timeout: 60_000 });
    let most = 0;
    for (let i = 0; i < 10; i++) {
      most = Math.max(most, await page.evaluate(() => window.__pirates!.drawCalls));
      await page.waitForTimeout(300);
    }
    await snap(page, '10-six-captains');
    expect(await page.evaluate(() => window.__pirates!.store.getState().view!.captains.length)).toBe(6);
    // Help opens the rules section for this moment over the game; Esc closes it.
    await page.getByTitle('Help: the rules for this moment').click();
    const rules = page.frameLocator('iframe[title="The rules"]');
    await expect.poll(() => rules.locator('#turn').textContent(), { timeout: 10_000 }).toContain('sail');
    expect(await page.locator('iframe[title="The rules"]').getAttribute('src')).toMatch(/rules\.html#(turn|prices|battle)$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.help-panel').count()).toBe(0);
    expect(most).toBeGreaterThan(10);
    expect(most).toBeLessThanOrEqual(100);
    expect(await canvasVariety(page)).toBeGreaterThan(8);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('boards by invite on a phone, shows a spectator no secrets, and previews a route before sailing it', async () => {
    const { anne, bo, code, errors, pageOf } = await sailTogether('seed=e2e-voyage-1172');
    await anne.waitForFunction(() => (window.__pirates?.frames ?? 0) > 20, undefined, { timeout: 60_000 });
    await snap(anne, '03-first-turn');
    await snap(bo, '04-phone');
    expect(await canvasVariety(anne)).toBeGreaterThan(8);

    const watcher = await watch(code, errors);
    const spectator = await read(watcher);
    expect(spectator.seat).toBeNull();
    expect(spectator.view!.captains.every((c) => c.recipe === null || c.ovensLit)).toBe(true);
    await expect.poll(() => watcher.locator('.action-bar').textContent()).toContain('Spectating');
    await watcher.context().close();

    // Whoever's turn it is hovers a square toward an island on their recipe: the route shows, and a click sails it.
    const page = pageOf((await read(anne)).view!.actor!);
    await page.bringToFront();
    const seen = await turnOf(page);
    const me = seen.view!.captains[seen.seat!];
    const goals = seen.view!.board.islands.filter((i) => me.recipe!.ingredients.includes(i.ingredient)).map((i) => i.dock);
    const dist = distancesTo(seen.view!, goals);
    let previewed = false;
    const sailed = await sailToward(
      page,
      seen,
      (end) => dist.get(`${end[0]},${end[1]}`) ?? 99,
      async () => {
        await snap(page, '05-route-preview');
        previewed = true;
      },
    );
    expect(sailed && previewed).toBe(true);
    await expect.poll(async () => (await read(page)).view!.sailed, { timeout: 20_000 }).toBe(true);
    expect(errors.flat()).toEqual([]);
    await Promise.all([anne, bo].map((p) => p.context().close()));
  }, 300_000);

  it('R23 R24 docks at an island and buys its ingredient', async () => {
    const { anne, bo, errors, pageOf } = await sailTogether('seed=e2e-voyage-5&prelude=200&until=buy');
    const seen = await read(anne);
    expect(seen.view!.phase).toBe('buy');
    const buyer = seen.view!.actor!;
    const page = pageOf(buyer);
    await page.bringToFront();
    const holdBefore = seen.view!.captains[buyer].hold.length;
    expect(await pressWhenShown(page, /^Buy/, 30_000)).toBe(true);
    await expect.poll(async () => (await read(page)).view!.captains[buyer].hold.length, { timeout: 20_000 }).toBe(holdBefore + 1);
    expect(errors.flat()).toEqual([]);
    await Promise.all([anne, bo].map((p) => p.context().close()));
  }, 300_000);

  it('R28 R29 a battle: the defender offers gold, the attacker on a phone takes the bribe', async () => {
    const { anne, bo, errors, pageOf } = await sailTogether('seed=e2e-voyage-5&prelude=200&until=bribe');
    const seen = await read(anne);
    expect(seen.view!.phase).toBe('bribe');
    const defender = pageOf(seen.view!.actor!);
    const attacker = defender === anne ? bo : anne;
    await defender.bringToFront();
    expect(await pressWhenShown(defender, /^Offer \d+ gold$/, 60_000)).toBe(true);
    await attacker.bringToFront();
    expect(await pressWhenShown(attacker, /Take the bribe/, 60_000)).toBe(true);
    await snap(attacker, '06-bribe-taken');
    await expect.poll(async () => (await read(attacker)).view!.phase, { timeout: 20_000 }).not.toBe('answer');
    expect(errors.flat()).toEqual([]);
    await Promise.all([anne, bo].map((p) => p.context().close()));
  }, 300_000);

  it('R37 a creature surfaces after a turn ends, and its captain photographs it', async () => {
    // A pace above 0 keeps the clock still until both boards are up (at 0 the creature could come and go while they
    // load), and the creature stays up 10 s (R37's option) so a busy machine's slow round trips still see it.
    const { anne, bo, errors } = await sailTogether('seed=e2e-voyage-1&prelude=200&until=sightingStarted&sighting=10000', 0.01);
    // The prelude stopped as a turn ended with a sighting: whichever page is its captain's shows the Snap button.
    const snapButton = (page: Page) => page.getByRole('button', { name: /Snap the/ });
    const page = await Promise.any(
      [anne, bo].map((p) =>
        snapButton(p)
          .waitFor({ timeout: 60_000 })
          .then(() => p),
      ),
    );
    await page.bringToFront();
    const { seat } = await read(page);
    // The creature is up a few seconds: a real click, without waiting for the glow to settle.
    await snapButton(page).click({ force: true, timeout: 5000 });
    await expect.poll(async () => (await read(page)).view!.captains[seat!].photos.length, { timeout: 20_000 }).toBe(1);
    expect(errors.flat()).toEqual([]);
    await Promise.all([anne, bo].map((p) => p.context().close()));
  }, 300_000);

  it('R42 a bake-off named right ends the voyage: every viewer sees the crates opened, then the end screen', async () => {
    const { anne, bo, code, errors, pageOf } = await sailTogether('seed=e2e-voyage-3&prelude=300&until=bake');
    const watcher = await watch(code, errors);
    const pages = [anne, bo, watcher];
    await Promise.all(pages.map(recordAnswers));
    const seen = await read(anne);
    expect(seen.view!.phase).toBe('bake');
    // the captains' board says where the baker's crates are: on the bench, not in the hold (a bare 🧺 was read as the hold)
    const benched = seen.view!.captains[seen.view!.bake!.seat].bench.length;
    expect(benched).toBeGreaterThan(0);
    await expect.poll(() => anne.locator('.others .captain-stats span', { hasText: '🧺' }).textContent(), { timeout: 20_000 }).toBe(`🧺 ${benched} on bench`);
    const page = pageOf(seen.view!.bake!.seat);
    await page.bringToFront();
    await bake(page);
    await page.waitForSelector('.end-screen', { timeout: 60_000 });
    await snap(page, '08-end-screen');
    for (const other of pages) await other.waitForSelector('.end-screen', { timeout: 60_000 });
    await watcher.bringToFront();
    await snap(watcher, '09-spectator-end');
    // R42: every viewer, the baker, the rival and the spectator alike, was shown where the crates were.
    for (const viewer of pages) {
      const answers = await viewer.evaluate(() => (window as unknown as { answers: string[] }).answers);
      expect(answers).toContainEqual(expect.stringMatching(/right/));
      expect(answers).not.toContain('under the end screen');
    }
    expect(await page.locator('.end-screen').textContent()).toContain((await read(page)).view!.captains[seen.view!.bake!.seat].name);
    expect(await canvasVariety(watcher)).toBeGreaterThan(8);
    const drawCalls = await page.evaluate(() => window.__pirates!.drawCalls);
    expect(drawCalls).toBeGreaterThan(5);
    expect(drawCalls).toBeLessThanOrEqual(100);
    expect(errors.flat()).toEqual([]);
    await Promise.all(pages.map((p) => p.context().close()));
  }, 300_000);
});

/** The two pages of a voyage for two people, and which of them holds a seat. */
type Crew = { anne: Page; bo: Page; code: string; errors: string[][]; pageOf: (seat: number) => Page };

/** Waits until a page's turn has its legal actions (the private bits naming the state's step arrive a few frames after its patch, R52). */
async function turnOf(page: Page): Promise<Seen> {
  await expect
    .poll(
      async () => {
        const seen = await read(page);
        return seen.view?.actor === seen.seat && seen.legal.some((a) => a.type === 'endTurn') && seen.legal.some((a) => a.type === 'sail');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return read(page);
}

/** Records, in the page, the heading of every naming's answer it shows (each shows a few seconds, whoever looks). */
async function recordAnswers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { answers?: string[] };
    if (w.answers) return;
    const answers: string[] = (w.answers = []);
    new MutationObserver(() => {
      const heading = document.querySelector('.bake-answer h2')?.textContent;
      if (heading && answers.at(-1) !== heading) answers.push(heading);
      if (heading && document.querySelector('.end-screen')) answers.push('under the end screen'); // the end waits for the crates to be seen
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The baker names the crates right: the first on the 3D bench at Tortuga, the rest on the HUD bench, then reads the answer. */
async function bake(page: Page): Promise<void> {
  // The bench is nameable once the shuffle's event has reached the page and played: a prelude's events arrive just after
  // the state, and their shuffle shows again from its start, so a bench drawn from the state alone is not yet the one to name.
  await page.waitForFunction(
    () => {
      const shuffled = window.__pirates!.store.getState().events.some((e) => e.event.type === 'shuffle');
      const crates = [...document.querySelectorAll('.bench .crate')];
      return shuffled && crates.length > 0 && crates.every((c) => c.getAttribute('aria-label')?.startsWith('Place')) && crates.some((c) => !(c as HTMLButtonElement).disabled);
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  await snap(page, '07-bake-off');
  const view = (await read(page)).view!;
  // Closed crates are named by their place only, in place order, so the page never tracks the shuffle.
  const labels = await page.locator('.bench .crate').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  expect(
    labels.every((label) => /^Place \d+(: .+, locked)?$/.test(label)),
    labels.join(' | '),
  ).toBe(true);
  expect(labels.map((label) => Number(/^Place (\d+)/.exec(label)![1]))).toEqual(labels.map((_, i) => i + 1));
  const [first, ...rest] = crateLabels(view);
  const onBench = await page.evaluate((name) => window.__pirates!.objectToScreen(name), `bench-crate-${first.crate}`);
  expect(onBench).not.toBeNull();
  const benchTop = async () => (await page.locator('.bench').boundingBox())!.y;
  const topBefore = await benchTop();
  await page.mouse.click(onBench!.x, onBench!.y);
  if (rest.length) {
    await expect.poll(() => page.getByRole('button', { name: first.label, exact: true }).getAttribute('class')).toContain('picked');
    expect(Math.abs((await benchTop()) - topBefore)).toBeLessThan(1); // the crates stay under the pointer while they are named
  }
  for (const { label } of rest) await page.getByRole('button', { name: label, exact: true }).click();
  // R42: the crates open where they stood, the picks beside the truth, before play moves on. Read in one go the moment it
  // shows: it stays a few seconds, and a loaded machine is slow to ask twice.
  const answer = await page
    .waitForFunction(
      () => {
        const card = document.querySelector('.bake-answer');
        return card && { crates: card.querySelectorAll('.answer-bench .crate').length, heading: card.querySelector('h2')?.textContent ?? '' };
      },
      undefined,
      { timeout: 15_000, polling: 'raf' },
    )
    .then(async (handle) => (await handle.jsonValue())!);
  expect(answer.crates).toBe(view.bake!.crates);
  expect(answer.heading).toMatch(/\d of \d right/);
}
