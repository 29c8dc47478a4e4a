// Pastry Pirates' orders into the shell's opaque wire (shell/tableAction.ts): each is checked as a Pastry action here and
// goes on as the shell's own, so no order the first game gives escapes its type.
import type { Action } from '../../../shared/pastry/index';
import * as shellOrders from '../../shell/orders';
import { sendAction as sendTableAction } from '../../shell/net/room';

/** Gives an order through the shell's one-at-a-time wire (shell/orders.ts). */
export const giveOrder = (action: Action): void => shellOrders.giveOrder(action);

/** Gives a key's order (shell/orders.ts): queued during the show, else sent only if it fits. */
export const giveKeyOrder = (action: Action): void => shellOrders.giveKeyOrder(action);

/** Sends an action at once, outside the order queue (a photo, a bake-off naming). */
export const sendAction = (action: Action): void => sendTableAction(action);
