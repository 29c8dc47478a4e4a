// Steps the Merchant Voyages browser tests share.
import type { Page } from 'playwright-core';

/** Waits until this seat's move is shown: its orders in hand, none on its way, nothing playing, and the action bar up. */
export async function merchantMoveShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const s = window.__pirates!.store.getState();
      return s.legal.length > 0 && s.orderInFlight === null && !document.querySelector('.merchant-table[data-presenting="yes"]') && !!document.querySelector('.mv-bottom button');
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}
