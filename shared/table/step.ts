// What every game's engine shares with the table: a seat's bot strength and the outcome of one step.
import type { BOT_LEVELS } from './limits';

/** Bot strength for a seat played by the computer (R1, M1). */
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The outcome of any game's applyAction and tick: the new state and its events, or a refusal that leaves the state unchanged. */
export type StepResult<S, E> = { ok: true; state: S; events: E[] } | { ok: false; error: { code: string; message: string } };
