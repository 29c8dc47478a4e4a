// Issue 32, bug 1: while the link is down no order is taken (the buttons wait, and a key says why), and an order on its
// way when the link dropped is let go with a word, never left on "sending…" nor sent a second time.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../shared/pastry/index';

const sent: Action[] = [];
vi.mock('../../client/shell/net/room', () => ({ sendAction: (a: Action) => sent.push(a) }));

const { installGames, useStore } = await import('../../client/shell/store');
const { GAMES } = await import('../../client/games/registry');
installGames(GAMES);
const { giveOrder, giveInTurn, giveKeyOrder, linkLost, ordersWait, clearOrders, LINK_DOWN_WORDS, ORDERS_LOST_WORDS } = await import('../../client/shell/orders');

const END: Action = { type: 'endTurn' };
const toasts = () => useStore.getState().toasts.map((t) => t.text);

describe('orders while the link is down', () => {
  beforeEach(() => {
    sent.length = 0;
    clearOrders();
    useStore.setState({ legal: [END], presentingUntil: 0, toasts: [], status: 'connected' });
  });

  it('takes no order while reconnecting, by click, key or in turn, and says why', () => {
    useStore.setState({ status: 'reconnecting' });
    expect(ordersWait(useStore.getState())).toBe(true);
    giveOrder(END);
    giveInTurn(END);
    giveKeyOrder(END);
    expect(sent).toEqual([]);
    expect(useStore.getState().orderInFlight).toBeNull();
    expect(useStore.getState().queuedOrder).toBeNull();
    expect(toasts()).toContain(LINK_DOWN_WORDS);
  });

  it('lets an order on its way go with a word when the link drops, so nothing hangs on "sending…"', () => {
    giveOrder(END);
    expect(ordersWait(useStore.getState())).toBe(true);
    useStore.setState({ status: 'reconnecting' });
    linkLost();
    expect(useStore.getState().orderInFlight).toBeNull();
    expect(toasts()).toContain(ORDERS_LOST_WORDS);
    useStore.setState({ status: 'connected' }); // the seat is back: the buttons are free again and the order was not resent
    expect(ordersWait(useStore.getState())).toBe(false);
    expect(sent).toEqual([END]);
  });

  it('says nothing when the link drops with no order given', () => {
    linkLost();
    expect(toasts()).toEqual([]);
  });
});
