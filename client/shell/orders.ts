// This seat's orders: one at a time on the wire (its buttons wait for the server's answer, so a double click sends once),
// and an order given while the show still plays, or while another is on its way, is queued and sent when both are done.
// Nothing is dropped silently: a queued order that no longer fits is dropped with a message saying so.
import type { TableAction } from './tableAction';
import { useStore } from './store';
import { sendAction } from './net/room';
import { gameOf } from './games';

/** How long an order may go unanswered before its buttons come back (a lost reply must not lock the HUD). */
const ANSWER_LIMIT_MS = 5000;

let pumpTimer: ReturnType<typeof setTimeout> | null = null;
let answerTimer: ReturnType<typeof setTimeout> | null = null;

const same = (a: TableAction, b: TableAction) => JSON.stringify(a) === JSON.stringify(b);

/** Whether this seat's legal list (as the server last sent it) holds the action. */
export function isLegal(action: TableAction): boolean {
  return useStore.getState().legal.some((a) => same(a, action));
}

/** Gives an order: sent now if nothing plays and nothing is on its way, else queued until then. */
export function giveOrder(action: TableAction): void {
  const s = useStore.getState();
  if (s.orderInFlight || s.presentingUntil > Date.now()) {
    s.set({ queuedOrder: action });
    pump();
    return;
  }
  dispatch(action);
}

/**
 * Gives a key's order. While an order is on its way or the show plays, the legal list on hand is the one from before, so
 * the key is queued like a click and judged when it goes (a D pressed just after clicking a dock square); otherwise it is
 * sent only if it fits now, so a stray key does nothing.
 */
export function giveKeyOrder(action: TableAction): void {
  const s = useStore.getState();
  if (s.orderInFlight || s.presentingUntil > Date.now() || isLegal(action)) giveOrder(action);
}

/** Drops the queued order, if any (the player changed their mind). */
export function cancelQueuedOrder(): void {
  useStore.getState().set({ queuedOrder: null });
}

/** The server answered (a fresh legal list, or a refusal): the buttons come back and a queued order may go. */
export function orderAnswered(): void {
  if (answerTimer) clearTimeout(answerTimer);
  answerTimer = null;
  if (useStore.getState().orderInFlight) useStore.getState().set({ orderInFlight: null });
  pump();
}

/** Forgets every order: the room was left or rejoined. */
export function clearOrders(): void {
  if (answerTimer) clearTimeout(answerTimer);
  if (pumpTimer) clearTimeout(pumpTimer);
  answerTimer = pumpTimer = null;
  useStore.getState().set({ orderInFlight: null, queuedOrder: null });
}

/** Sends an order at once, one on the wire at a time: for a game whose table queues its own orders behind its show. */
export function sendOrder(action: TableAction): void {
  if (!useStore.getState().orderInFlight) dispatch(action);
}

function dispatch(action: TableAction): void {
  useStore.getState().set({ orderInFlight: action, queuedOrder: null });
  sendAction(action);
  if (answerTimer) clearTimeout(answerTimer);
  answerTimer = setTimeout(orderAnswered, ANSWER_LIMIT_MS);
}

/** Sends the queued order once the show is over and nothing is on its way, if it still fits; waits otherwise. */
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
    s.set({ queuedOrder: null });
    s.toast(`Not sent: “${gameOf(s.room?.game).hooks.orderWords(queued)}” no longer fits this moment.`, 'info');
    return;
  }
  dispatch(queued);
}
