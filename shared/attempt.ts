// One step of any game, on a copy of its state: a broken rule (RuleError) leaves the original untouched and becomes a refusal.
import type { StepResult } from './types';
import { RuleError } from './state';

/** Runs `change` on `clone(state)` at `now`; a RuleError becomes { ok: false, error } and nothing changes (R21, M32). */
export function attemptStep<S, E>(state: S, now: number, clone: (s: S) => S, change: (ctx: { s: S; now: number; events: E[] }) => void): StepResult<S, E> {
  const ctx = { s: clone(state), now, events: [] as E[] };
  try {
    change(ctx);
  } catch (err) {
    if (err instanceof RuleError) return { ok: false, error: { code: err.code, message: err.message } };
    throw err;
  }
  return { ok: true, state: ctx.s, events: ctx.events };
}
