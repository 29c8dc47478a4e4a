// Merchant Voyages in the browser against the real server: a merchant picks the game in the lobby, makes a room, and
// plays it through the table's buttons (load, launch, a Voyage decision) to the end screen, with no console errors; a
// merchant's quick emote and a viewer's cheer float over the docks for the table and the audience alike.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MerchantMirrorJson } from '../../client/games/merchant/fromMirror';
import { browserAvailable, snap, watchErrors } from './browser';
import { useGameServerAndBrowser } from './harness';

const run = browserAvailable();

/** What the page's store shows of the game: the step, this seat's legal list, and the mirrored view's essentials. */
type Seen = { step: number; legal: { type: string }[]; phase: string; pirates: number; asking: number | null; seat: number | null };

function read(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const s = window.__pirates!.store.getState();
    const m = s.room?.view as MerchantMirrorJson | undefined;
    return { step: s.room?.step ?? 0, legal: s.legal as { type: string }[], phase: m?.phase ?? 'lobby', pirates: m?.pirates.revealed.length ?? 0, asking: m?.asking?.seat ?? null, seat: s.seat };
  });
}

/** Clicks the first enabled button (in the action bar or the Voyage decision) whose words match, once it shows. */
async function press(page: Page, words: RegExp): Promise<boolean> {
  const button = page.locator('.mv-bottom button:not([disabled])', { hasText: words }).first();
  if ((await button.count()) === 0) return false;
  await button.click({ timeout: 30_000 }); // a click waits on the page's next frames, slow on a loaded machine
  return true;
}

/** Opens the lobby at `seed` with Anne's name and Merchant Voyages picked. */
async function merchantLobby(page: Page, url: string, seed: string): Promise<void> {
  await page.goto(`${url}/?pace=0&seed=${seed}`);
  await page.getByLabel('Your name').fill('Anne');
  await page.getByLabel('Merchant Voyages').check();
}

/** Makes a room for Anne and a bot with no timers from the lobby and sets sail; its code, once the table shows. */
async function setSail(page: Page): Promise<string> {
  await page.getByLabel('Merchants').selectOption('2');
  await page.getByLabel('Timers').selectOption('off');
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.getByRole('button', { name: 'Set sail!' }).click();
  await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
  return page.evaluate(() => window.__pirates!.store.getState().code!);
}

/**
 * From now on the page notes every emote and cheer bubble drawn over the Merchant table ("emote 👋", "cheer 🎉"), so a
 * test sees one however briefly it floats on a slow machine; `bubblesSeen` reads the notes.
 */
function noteBubbles(page: Page): Promise<void> {
  return page.evaluate(() => {
    const seen: string[] = [];
    const rises: string[] = [];
    Object.assign(window, { __bubbles: seen, __bubbleRises: rises });
    const note = () => {
      for (const bubble of document.querySelectorAll('.merchant-canvas .emote-bubble')) {
        const said = `${bubble.classList.contains('cheer') ? 'cheer' : 'emote'} ${bubble.textContent}`;
        if (!seen.includes(said)) seen.push(said);
        const rise = getComputedStyle(bubble).animationDuration; // the store's EMOTE_MS, through the layer's --emote-ms
        if (!rises.includes(rise)) rises.push(rise);
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    note();
  });
}

/** The bubbles the page has drawn since `noteBubbles`. */
function bubblesSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __bubbles: string[] }).__bubbles);
}

describe.runIf(run)('Merchant Voyages in the browser', () => {
  const { server, browser } = useGameServerAndBrowser();

  it('makes a Merchant room in the lobby, loads, launches and decides a Voyage through the table, and reaches the end screen', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await merchantLobby(page, server().url, 'e2e-merchant-1');
    await expect.poll(() => page.getByLabel('Merchants').locator('option').allTextContents()).toEqual(['2', '3', '4']); // M1: 2 to 4 merchants
    await snap(page, 'm1-lobby');
    const code = await setSail(page);
    // A spectator link and the cast view show the same table through the audience room, with no order to give.
    for (const address of [`/?room=${code}&spectate=1`, `/cast/${code}`]) {
      const viewer = await (await browser().newContext({ viewport: { width: 640, height: 400 } })).newPage();
      const viewerErrors = watchErrors(viewer);
      await viewer.goto(`${server().url}${address}`);
      await viewer.locator('.merchant-table, .merchant-cast').first().waitFor({ timeout: 60_000 });
      expect(await viewer.locator('.mv-bottom button:not(.audience-panel button):not(.log button)').count()).toBe(0); // its own panel's cheers and predictions, and the log (on a phone it sits here), aside
      expect(viewerErrors).toEqual([]);
      await viewer.context().close();
    }

    const done = new Set<string>();
    let voyageShot = false;
    for (let moves = 0; moves < 400; moves++) {
      await page.waitForFunction(
        () => {
          const s = window.__pirates!.store.getState();
          return (
            (s.room?.view as MerchantMirrorJson | undefined)?.phase === 'over' || (s.legal.length > 0 && s.orderInFlight === null && !document.querySelector('.merchant-table[data-presenting="yes"]'))
          );
        },
        undefined,
        { timeout: 60_000, polling: 100 },
      );
      let seen = await read(page);
      if (seen.phase === 'over') break;
      if (moves === 8) {
        // The log tells the moves so far in words, and a reload tells the same story (the room's history on joining).
        const told = await page.locator('.log li').allTextContents();
        expect(told.length).toBeGreaterThan(4);
        await page.reload();
        await page.locator('.merchant-table').waitFor({ timeout: 60_000 });
        await expect.poll(async () => (await page.locator('.log li').allTextContents()).slice(-told.length), { timeout: 30_000 }).toEqual(told);
        await page.waitForFunction(() => window.__pirates!.store.getState().legal.length > 0, undefined, { timeout: 60_000, polling: 100 });
        seen = await read(page);
      }
      if (seen.phase === 'voyage' && seen.pirates > 0 && !voyageShot) {
        await snap(page, 'm2-mid-voyage');
        voyageShot = true;
      }
      // A simple merchant: launch what is loaded, load the Galleon, trade at the first port, deliver when asked, else pass.
      const kinds = new Set(seen.legal.map((a) => a.type));
      const choice = ['launch', 'trade', 'deliver', 'load', 'pass'].find((k) => kinds.has(k)) ?? seen.legal[0].type;
      const words = { launch: /^Launch/, trade: /^Trade/, deliver: /^Deliver/, load: /^Load Galleon/, pass: /^Pass/ }[choice] ?? /./;
      const pressed = (await press(page, words)) || (choice === 'load' && (await press(page, /^Load/)));
      expect(pressed, `a button for ${choice} among ${[...kinds].join(', ')}`).toBe(true);
      done.add(choice);
      await page.waitForFunction((before) => (window.__pirates!.store.getState().room?.step ?? 0) > before, seen.step, { timeout: 30_000, polling: 100 });
    }
    expect([...done]).toEqual(expect.arrayContaining(['load', 'launch', 'trade']));
    expect(voyageShot).toBe(true);
    await page.getByRole('dialog', { name: 'The game is over' }).waitFor({ timeout: 30_000 });
    await snap(page, 'm3-end');
    await expect.poll(() => page.getByRole('button', { name: /Sail again/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 600_000);

  it("a merchant's quick emote floats over their dock for a viewer on a phone, and the viewer's cheer for a merchant floats up in both views", async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const errors = watchErrors(page);
    await merchantLobby(page, server().url, 'e2e-merchant-emotes');
    const code = await setSail(page);
    const viewer = await (await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const viewerErrors = watchErrors(viewer);
    await viewer.goto(`${server().url}/?room=${code}&spectate=1`);
    await viewer.locator('.merchant-table').waitFor({ timeout: 60_000 });
    await noteBubbles(page);
    await noteBubbles(viewer);
    expect(await viewer.getByTitle('Quick emotes').count()).toBe(0); // a viewer cheers; only merchants emote
    // On the phone each merchant's card holds its line (name, coins, Prestige) inside its border, with the card's padding to spare.
    const overhang = await viewer.evaluate(() =>
      [...document.querySelectorAll('.mv-merchant')].map((card) => {
        const inner = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).borderRightWidth) - parseFloat(getComputedStyle(card).paddingRight);
        return Math.round(card.querySelector('.mv-merchant-head')!.getBoundingClientRect().right - inner);
      }),
    );
    expect(overhang.length).toBeGreaterThan(1);
    for (const px of overhang) expect(px).toBeLessThanOrEqual(0);

    // Anne's wave, from the emote row under the corner's switch, reaches her own table and the audience room's viewer.
    await page.getByTitle('Quick emotes').click();
    await page.getByRole('button', { name: 'Emote 👋' }).click();
    await expect.poll(() => bubblesSeen(page), { timeout: 30_000 }).toContain('emote 👋');
    await snap(page, 'm4-emote-desktop');
    await expect.poll(() => bubblesSeen(viewer), { timeout: 30_000 }).toContain('emote 👋');
    await snap(viewer, 'm4-emote-phone');
    expect(await page.getByRole('toolbar', { name: 'Quick emotes' }).count()).toBe(0); // the row closes after an emote

    // The viewer picks Anne in the cheer bar and cheers her: the cheer floats up for the viewer and at Anne's table.
    const cheers = viewer.getByRole('region', { name: 'Cheer a ship' });
    // every ship pick and cheer is a fingertip's size on the phone (issue 32: 29 by 34 px)
    const targets = await cheers.locator('button').evaluateAll((buttons) => buttons.map((b) => [Math.round(b.getBoundingClientRect().width), Math.round(b.getBoundingClientRect().height)]));
    expect(targets.length).toBeGreaterThan(2);
    for (const [width, height] of targets) expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    await cheers.getByRole('radio', { name: /Anne/ }).click();
    await cheers.getByRole('button', { name: 'Cheer 🎉 for Anne' }).click();
    await expect.poll(() => bubblesSeen(viewer), { timeout: 30_000 }).toContain('cheer 🎉');
    await snap(viewer, 'm5-cheer-phone');
    await expect.poll(() => bubblesSeen(page), { timeout: 30_000 }).toContain('cheer 🎉');
    await snap(page, 'm5-cheer-desktop');
    // The bar counts the viewer's cheers by the room's rule: a burst spent at once leaves none, and says so.
    await viewer.evaluate(() => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('.cheer-emoji button')];
      for (let i = 0; i < 6; i++) buttons[i % buttons.length].click(); // within one turn: no time to earn any back
    });
    await expect.poll(() => viewer.locator('.cheer-sent').textContent(), { timeout: 10_000 }).toContain('Out of cheers');
    await expect.poll(() => viewer.locator('.cheers-left').getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/^[0-4] of 4 cheers left$/);
    // every bubble rose for as long as the store keeps it (EMOTE_MS, 2.6 s): a rise with no duration would not move at all
    for (const rises of [
      await page.evaluate(() => (window as unknown as { __bubbleRises: string[] }).__bubbleRises),
      await viewer.evaluate(() => (window as unknown as { __bubbleRises: string[] }).__bubbleRises),
    ]) {
      expect(rises).toEqual(['2.6s']);
    }
    expect(viewerErrors).toEqual([]);
    expect(errors).toEqual([]);
    await viewer.context().close();
    await page.context().close();
  }, 300_000);
});
