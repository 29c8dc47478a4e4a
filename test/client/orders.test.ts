// An order given while the show plays is queued and sent when it ends (never silently dropped),
// and an order on its way holds back the next until the server answers (a double click sends once).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../shared/pastry/index';

const sent: Action[] = [];
vi.mock('../../client/shell/net/room', () => ({ sendAction: (a: Action) => sent.push(a) }));

const { installGames, useStore } = await import('../../client/shell/store');
const { GAMES } = await import('../../client/games/registry');
installGames(GAMES); // the shell's games, as main.tsx hands them
const { giveOrder, giveKeyOrder, orderAnswered, cancelQueuedOrder, clearOrders } = await import('../../client/shell/orders');

const END: Action = { type: 'endTurn' };
const DOCK: Action = { type: 'dock' };
const toasts = () => useStore.getState().toasts.map((t) => t.text);

describe('orders during the show', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
    clearOrders();
    useStore.setState({ legal: [END, DOCK], presentingUntil: 0, toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('sends at once when nothing plays, and a second click waits for the answer instead of stacking refusals', () => {
    giveOrder(END);
    giveOrder(END);
    expect(sent).toEqual([END]);
    expect(useStore.getState().orderInFlight).toEqual(END);
    expect(useStore.getState().queuedOrder).toEqual(END);
    useStore.setState({ legal: [] }); // the server's answer: a new legal list without End turn
    orderAnswered();
    expect(sent).toEqual([END]);
    expect(useStore.getState().queuedOrder).toBeNull();
    expect(toasts().some((t) => t.includes('End turn') && t.includes('no longer fits'))).toBe(true);
  });

  it('a new order clears what the corner said of an earlier try, and a refusal of it shows', () => {
    useStore.getState().toast('Too far: that is 4 squares away.', 'info');
    useStore.getState().toast('That is not your move.');
    giveOrder(END);
    expect(toasts()).toEqual([]);
    useStore.getState().toast('Refused: the wind turned.');
    orderAnswered();
    expect(toasts()).toEqual(['Refused: the wind turned.']);
  });

  it('an order given while a ship still sails is sent when the show ends, not dropped', () => {
    useStore.setState({ presentingUntil: Date.now() + 1200 });
    giveOrder(END);
    expect(sent).toEqual([]);
    expect(useStore.getState().queuedOrder).toEqual(END);
    vi.advanceTimersByTime(1100);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(sent).toEqual([END]);
    expect(useStore.getState().queuedOrder).toBeNull();
  });

  it('the latest queued order wins, and a cancelled one is never sent', () => {
    useStore.setState({ presentingUntil: Date.now() + 500 });
    giveOrder(END);
    giveOrder(DOCK);
    expect(useStore.getState().queuedOrder).toEqual(DOCK);
    cancelQueuedOrder();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
  });

  it('an unanswered order gives its buttons back after a while, so a lost reply never locks the HUD', () => {
    giveOrder(DOCK);
    expect(useStore.getState().orderInFlight).toEqual(DOCK);
    vi.advanceTimersByTime(5000);
    expect(useStore.getState().orderInFlight).toBeNull();
  });
});

describe('a key pressed while an order is on its way', () => {
  const SAIL: Action = { type: 'sail', route: ['E', 'E'] };
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
    clearOrders();
    useStore.setState({ legal: [SAIL, END], presentingUntil: 0, toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('D right after a click on a dock square waits for the sail, then docks (the legal list on hand had no Dock yet)', () => {
    giveOrder(SAIL);
    giveKeyOrder(DOCK);
    expect(useStore.getState().queuedOrder).toEqual(DOCK);
    useStore.setState({ legal: [DOCK, END], presentingUntil: Date.now() + 800 }); // the answer: the sail plays, then Dock fits
    orderAnswered();
    expect(sent).toEqual([SAIL]);
    vi.advanceTimersByTime(900);
    expect(sent).toEqual([SAIL, DOCK]);
  });

  it('a key that fits nothing while all is quiet does nothing', () => {
    giveKeyOrder(DOCK);
    expect(sent).toEqual([]);
    expect(useStore.getState().queuedOrder).toBeNull();
  });
});
