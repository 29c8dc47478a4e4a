// Browser test steps at the lobby, written once: making a room the way a person does, and boarding one by its invite link.
import type { Page } from 'playwright-core';

/** What the lobby's create form is set to. */
export type RoomForm = { name: string; captains?: string; timers?: 'off' | 'standard' };

/** Fills the lobby's form, creates the room and returns its code, read from the waiting room. */
export async function createRoom(page: Page, { name, captains = '2', timers }: RoomForm): Promise<string> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Captains').selectOption(captains);
  if (timers) await page.getByLabel('Timers').selectOption(timers);
  await page.getByRole('button', { name: 'Create room' }).click();
  return (await page.locator('.room-code').textContent({ timeout: 15_000 }))!.trim();
}

/** Opens an invite link, says the name and comes aboard, waiting until the waiting room shows. */
export async function boardByInvite(page: Page, url: string, code: string, name: string): Promise<void> {
  await page.goto(`${url}/?room=${code}`);
  await page.getByRole('button', { name: 'Come aboard' }).waitFor({ timeout: 20_000 }); // the lobby's own name field shows while the code is checked
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Come aboard' }).click();
  await page.locator('.room-code').waitFor({ timeout: 20_000 });
}

/** Opens the lobby at `query` (a test seed, a prelude, the pace), makes a room of `seats` (two) of `game` with timers off for `name`, and sets sail against its bots. */
export async function sailAgainstABot(
  page: Page,
  url: string,
  { query, name, game = 'pastry', seats = '2' }: { query: string; name: string; game?: 'pastry' | 'merchant'; seats?: string },
): Promise<void> {
  await page.goto(`${url}/?${query}`);
  await page.getByLabel('Your name').fill(name);
  if (game === 'merchant') await page.getByLabel('Merchant Voyages').check();
  await page.getByLabel(game === 'merchant' ? 'Merchants' : 'Captains').selectOption(seats);
  await page.getByLabel('Timers').selectOption('off');
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.getByRole('button', { name: 'Set sail!' }).click();
}

/** A Pastry room for two against a bot (test seed e2e-playtest-3, timers off, after `prelude` steps if given), once your turn to sail is shown, the camera held on your ship and that pose drawn. */
export async function myHeldTurn(page: Page, url: string, prelude = 0): Promise<void> {
  await sailAgainstABot(page, url, { query: `seed=e2e-playtest-3&pace=1${prelude ? `&prelude=${prelude}` : ''}`, name: 'Tess' });
  await page.waitForFunction(
    () => {
      const hooks = window.__pirates;
      const s = hooks?.store.getState();
      return (hooks?.frames ?? 0) > 10 && hooks?.cameraHeld === true && !!s?.view && s.view.actor === s.seat && s.legal.some((a) => a.type === 'sail') && s.presentingUntil < Date.now();
    },
    undefined,
    { timeout: 180_000, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))); // the held pose is drawn
}

/** A Pastry Pirates voyage for two against a bot (test seed e2e-playtest-3, timers off), once its board has drawn, your move is in hand and its opening show is over. */
export async function pastryOpening(page: Page, url: string): Promise<void> {
  await sailAgainstABot(page, url, { query: 'seed=e2e-playtest-3&pace=1', name: 'Tess' });
  await page.waitForFunction(
    () => {
      const hooks = window.__pirates;
      const s = hooks?.store.getState();
      return (hooks?.frames ?? 0) > 10 && !!s?.view && s.view.actor === s.seat && s.presentingUntil < Date.now();
    },
    undefined,
    { timeout: 180_000, polling: 200 },
  );
}

/** A Merchant Voyages table for two against a bot (test seed e2e-merchant-fps, timers off), once its table has drawn and your move is in hand. */
export async function merchantOpening(page: Page, url: string): Promise<void> {
  await sailAgainstABot(page, url, { query: 'pace=0&seed=e2e-merchant-fps', name: 'Anne', game: 'merchant' });
  await page.locator('.merchant-table canvas').waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    () => {
      const hooks = window.__pirates!;
      return hooks.store.getState().legal.length > 0 && !document.querySelector('.merchant-table[data-presenting="yes"]') && hooks.frames > 10;
    },
    undefined,
    { timeout: 120_000, polling: 200 },
  );
}
