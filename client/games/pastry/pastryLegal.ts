// What the shell keeps of this seat's orders, as Pastry Pirates' own: the shell holds actions opaque (shell/tableAction.ts),
// and in a Pastry room the server sends and checks only Pastry actions, so this is the one place the first game narrows them.
import type { Action } from '../../../shared/pastry/index';
import type { PrivateMessage } from '../../../shared/pastry/protocol';
import type { TableAction, TableBits } from '../../shell/tableAction';

/** An action the shell carries, as a Pastry action. */
export const asPastryAction = (action: TableAction): Action => action as Action;

/** This seat's private bits as Pastry sends them: the recipe beside the legal list (R52). */
export const pastryBits = (bits: TableBits): PrivateMessage => bits as unknown as PrivateMessage;
