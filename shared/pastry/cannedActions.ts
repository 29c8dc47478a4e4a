// Actions legalActions hands out, each built once and frozen: a legal list allocates no action for them, and applyAction
// knows one on sight and skips checking its shape (a frozen action is as it was made).
import type { Action, Dir } from './types';
import { DIRS } from './grid';
import { MAX_SEATS } from '../table/limits';

/** Every canned action, the sail actions legalActions makes for its kept routes included. */
const canned = new WeakSet<object>();

/** Freezes `action` and remembers it as well formed. */
export function cannedAction<A extends Action>(action: A): A {
  canned.add(Object.freeze(action));
  return action;
}

/** Whether `payload` is one of the canned actions (then it is well formed as it stands). */
export function isCanned(payload: unknown): payload is Action {
  return typeof payload === 'object' && payload !== null && canned.has(payload);
}

/** R15 take back, R23 dock, R24 buy, R29 fight, R36 end turn, R43 watch again: the actions with no fields. */
export const TAKE_BACK = cannedAction({ type: 'takeBack' });
export const DOCK = cannedAction({ type: 'dock' });
export const BUY = cannedAction({ type: 'buy' });
export const FIGHT = cannedAction({ type: 'fight' });
export const END_TURN = cannedAction({ type: 'endTurn' });
export const REWATCH = cannedAction({ type: 'rewatch' });
/** R28: a battle against each seat. */
export const BATTLES: readonly Action[] = Array.from({ length: MAX_SEATS }, (_, target) => cannedAction({ type: 'battle', target }));
/** R29: the two answers to a bribe. */
export const ANSWERS: readonly Action[] = [cannedAction({ type: 'answer', accept: true }), cannedAction({ type: 'answer', accept: false })];
/** R32: staying put, then slipping away in each direction, in DIRS order. */
export const STAY: Action = cannedAction({ type: 'slip', dir: null });
export const SLIPS: readonly Action[] = (DIRS as readonly Dir[]).map((dir) => cannedAction({ type: 'slip', dir }));
