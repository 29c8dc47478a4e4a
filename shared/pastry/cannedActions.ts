// The Pastry actions legalActions hands out with no choice in them, each canned once (shared/table/canned.ts).
import type { Action, Dir } from './types';
import { DIRS } from './grid';
import { MAX_SEATS } from '../table/limits';
import { cannedAction } from '../table/canned';

/** R15 take back, R23 dock, R24 buy, R29 fight, R36 end turn, R43 watch again: the actions with no fields. */
export const TAKE_BACK: Action = cannedAction({ type: 'takeBack' });
export const DOCK: Action = cannedAction({ type: 'dock' });
export const BUY: Action = cannedAction({ type: 'buy' });
export const FIGHT: Action = cannedAction({ type: 'fight' });
export const END_TURN: Action = cannedAction({ type: 'endTurn' });
export const REWATCH: Action = cannedAction({ type: 'rewatch' });
/** R28: a battle against each seat. */
export const BATTLES: readonly Action[] = Array.from({ length: MAX_SEATS }, (_, target) => cannedAction({ type: 'battle', target }));
/** R29: the two answers to a bribe. */
export const ANSWERS: readonly Action[] = [cannedAction({ type: 'answer', accept: true }), cannedAction({ type: 'answer', accept: false })];
/** R32: staying put, then slipping away in each direction, in DIRS order. */
export const STAY: Action = cannedAction({ type: 'slip', dir: null });
export const SLIPS: readonly Action[] = (DIRS as readonly Dir[]).map((dir) => cannedAction({ type: 'slip', dir }));
