// The Merchant HUD's hold (show/useShow.ts): the first render after a step already shows the view from before it, so no
// number of the step (a purse's new coins) flashes before its show plays; the latest view comes back when the show ends.
import { afterEach, describe, expect, it } from 'vitest';
import { useLayoutEffect } from 'react';
import type { MerchantPlayerView } from '../../shared/merchant/types';
import { createMerchantVoyage, merchantViewFor } from '../../shared/merchant/index';
import { merchantSetup } from '../merchant/play';
import { useShow } from '../../client/games/merchant/show/useShow';
import { theShow } from '../../client/shell/show/theShow';
import type { MerchantTableProps, TimedMerchantEvent } from '../../client/games/merchant/tableProps';
import { hookRoot } from './hookRoot';

/** The coins seat 0 has in each committed render, in order. */
const committed: number[] = [];

/** A probe drawing nothing: it notes the shown view's coins at each commit. */
function Probe({ view, events }: { view: MerchantPlayerView; events: MerchantTableProps['events'] }) {
  const show = useShow(view, events);
  useLayoutEffect(() => {
    committed.push(show.shown.merchants[0].coins);
  });
  return null;
}

/** A view whose seat 0 has `coins`. */
function withCoins(view: MerchantPlayerView, coins: number): MerchantPlayerView {
  return { ...view, merchants: view.merchants.map((m, seat) => (seat === 0 ? { ...m, coins } : m)) };
}

afterEach(() => {
  committed.length = 0;
});

describe('the Merchant HUD holds the view from before a step', () => {
  const start = merchantViewFor(createMerchantVoyage(merchantSetup('hold-first-render', 3, { turnMs: 0, decisionMs: 0 })), 0);
  const before = withCoins(start, 3);
  const after = withCoins(start, 7);

  it('from the first render after the step, until its show has played', async () => {
    const root = hookRoot(Probe);
    await root.render({ view: before, events: { seq: 1, list: [] } });
    const traded = { type: 'traded', seat: 0, ship: 0, coins: 4, prestige: 1, ms: 400 } as unknown as TimedMerchantEvent;
    const now = Date.now();
    theShow.place(traded, now, now + 400); // the store places a batch on the timeline as it comes
    committed.length = 0;
    await root.render({ view: after, events: { seq: 2, list: [traded] } });
    expect(committed[0]).toBe(3); // the first commit already holds
    expect(committed.filter((coins) => coins !== 3)).toEqual([]); // never 7 first, then 3, then 7 again
    await new Promise((done) => setTimeout(done, 600));
    expect(committed.at(-1)).toBe(7); // the show has played: the latest view
    await root.unmount();
  });

  it('shows a step with nothing to play at once', async () => {
    const root = hookRoot(Probe);
    await root.render({ view: before, events: { seq: 1, list: [] } });
    committed.length = 0;
    await root.render({ view: after, events: { seq: 2, list: [] } });
    expect(committed).toEqual([7]);
    await root.unmount();
  });
});
