// This seat's orders, whatever the game: one at a time on the wire (its buttons wait for the server's answer, so a double
// click sends once), and an order given while the show still plays, or while another is on its way, waits and is sent
// when both are done. Nothing is dropped silently: a waiting order that no longer fits is dropped, and the game says so.
// A game queues one order (the latest given wins: Pastry Pirates) or every order in turn (Merchant Voyages).
// While the link is down no order is taken, and one on its way when it dropped is let go with a word (issue 32, bug 1).
import type { TableAction } from './tableAction';
import { useStore } from './store';
import { sendAction } from './net/room';
import { gameOf } from './games';
import type { Store } from './storeTypes';

/** What the HUD says of an order given while the link is down (its buttons are disabled meanwhile). */
export const LINK_DOWN_WORDS = 'Reconnecting…: orders wait until the link is back.';

/** What it says of orders the link dropped before the server answered: they may or may not have reached it, so none is sent twice. */
export const ORDERS_LOST_WORDS = 'The connection dropped before your order was answered. Once you are back, check the board and give it again if it still fits.';

/** Whether the room's link is down (connecting again, or offline), so no order can go. */
export const linkDown = (s: Pick<Store, 'status'>): boolean => s.status === 'reconnecting' || s.status === 'offline';

/** Whether this seat's order buttons wait: an order is on its way, or the link is down (the shell's "Reconnecting…"). */
export const ordersWait = (s: Pick<Store, 'orderInFlight' | 'status'>): boolean => s.orderInFlight !== null || linkDown(s);

/** How long an order may go unanswered before its buttons come back (a lost reply must not lock the HUD). */
const ANSWER_LIMIT_MS = 5000;

let pumpTimer: ReturnType<typeof setTimeout> | null = null;
let answerTimer: ReturnType<typeof setTimeout> | null = null;

/** An action's fields in one order, so two equal actions written in different key orders compare equal. */
const canonical = (action: TableAction): string =>
  JSON.stringify(action, (_, value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value));

const same = (a: TableAction, b: TableAction) => canonical(a) === canonical(b);

/** Whether this seat's legal list (as the server last sent it) holds the action. */
export function isLegal(action: TableAction): boolean {
  return useStore.getState().legal.some((a) => same(a, action));
}

/** Whether an order given now must wait: one is on its way, the show plays, or others wait before it. */
function mustWait(): boolean {
  const s = useStore.getState();
  return s.orderInFlight !== null || s.presentingUntil > Date.now() || s.queuedOrder !== null;
}

/** Gives an order: sent now if nothing plays and nothing is on its way, else it waits, in the place of any order waiting. */
export function giveOrder(action: TableAction): void {
  const s = newTry();
  if (refusedWhileDown(s)) return;
  if (s.orderInFlight || s.presentingUntil > Date.now()) {
    s.set({ queuedOrder: action, queuedAfter: [] });
    pump();
    return;
  }
  dispatch(action);
}

/**
 * Gives an order behind those already waiting (every one goes, in turn). Given when nothing waits, it goes at once if it
 * fits, and the game says why not if it does not.
 */
export function giveInTurn(action: TableAction): void {
  const s = newTry();
  if (refusedWhileDown(s)) return;
  if (mustWait()) {
    s.set(s.queuedOrder === null ? { queuedOrder: action } : { queuedAfter: [...s.queuedAfter, action] });
    pump();
    return;
  }
  if (isLegal(action)) dispatch(action);
  else gameOf(s.room?.game).hooks.notSent(action, s, 'now');
}

/**
 * Gives a key's order. While an order is on its way or the show plays, the legal list on hand is the one from before, so
 * the key is queued like a click and judged when it goes (a D pressed just after clicking a dock square); otherwise it is
 * sent only if it fits now, so a stray key does nothing.
 */
export function giveKeyOrder(action: TableAction): void {
  const s = useStore.getState();
  if (refusedWhileDown(s)) return;
  if (s.orderInFlight || s.presentingUntil > Date.now() || isLegal(action)) giveOrder(action);
}

/** Drops every waiting order (the player changed their mind). */
export function cancelQueuedOrder(): void {
  useStore.getState().set({ queuedOrder: null, queuedAfter: [] });
}

/** The server answered (a fresh legal list, or a refusal): the buttons come back and a waiting order may go. */
export function orderAnswered(): void {
  if (answerTimer) clearTimeout(answerTimer);
  answerTimer = null;
  if (useStore.getState().orderInFlight) useStore.getState().set({ orderInFlight: null });
  pump();
}

/** The link dropped: an order on its way and those waiting are let go, with one word, rather than hang on "sending…" or go twice. */
export function linkLost(): void {
  const s = useStore.getState();
  const lost = s.orderInFlight !== null || s.queuedOrder !== null;
  clearOrders();
  if (lost) s.toast(ORDERS_LOST_WORDS, 'info');
}

/** The player gives an order: what the corner said of an earlier try ("Too far…", a refusal) is old news, and goes. */
function newTry(): Store {
  const s = useStore.getState();
  if (s.toasts.length) s.set({ toasts: [] });
  return useStore.getState();
}

/** An order given while the link is down is not taken: the player is told why. */
function refusedWhileDown(s: Store): boolean {
  if (!linkDown(s)) return false;
  s.toast(LINK_DOWN_WORDS, 'info');
  return true;
}

/** Forgets every order: the room was left or rejoined. */
export function clearOrders(): void {
  if (answerTimer) clearTimeout(answerTimer);
  if (pumpTimer) clearTimeout(pumpTimer);
  answerTimer = pumpTimer = null;
  useStore.getState().set({ orderInFlight: null, queuedOrder: null, queuedAfter: [] });
}

/** Sends an order, the next waiting one moving up. */
function dispatch(action: TableAction): void {
  const { queuedAfter } = useStore.getState();
  useStore.getState().set({ orderInFlight: action, queuedOrder: queuedAfter[0] ?? null, queuedAfter: queuedAfter.slice(1) });
  sendAction(action);
  if (answerTimer) clearTimeout(answerTimer);
  answerTimer = setTimeout(orderAnswered, ANSWER_LIMIT_MS);
}

/** Sends the next waiting order once the show is over and nothing is on its way, if it still fits; waits otherwise. */
function pump(): void {
  if (pumpTimer) clearTimeout(pumpTimer);
  pumpTimer = null;
  const s = useStore.getState();
  const queued = s.queuedOrder;
  if (!queued || s.orderInFlight) return;
  const rest = s.presentingUntil - Date.now();
  if (rest > 0) {
    pumpTimer = setTimeout(pump, rest + 20); // a timer that fires early checks again
    return;
  }
  if (!isLegal(queued)) {
    s.set({ queuedOrder: s.queuedAfter[0] ?? null, queuedAfter: s.queuedAfter.slice(1) });
    gameOf(s.room?.game).hooks.notSent(queued, s, 'due');
    pump(); // the next waiting order, if any, is judged in its turn
    return;
  }
  dispatch(queued);
}
