// Runs a rule on a copy of the state, so a broken rule leaves the original untouched (the first game's RuleError pattern).
import type { MerchantStepResult, MerchantState } from './types';
import { RuleError, cloneMerchantState, type MerchantCtx } from './state';

/** Applies `change` to a copy at time `now`; a RuleError becomes { ok: false, error } and nothing changes. */
export function attemptOn(state: MerchantState, now: number, change: (ctx: MerchantCtx) => void): MerchantStepResult {
  const ctx: MerchantCtx = { s: cloneMerchantState(state), now, events: [] };
  try {
    change(ctx);
  } catch (err) {
    if (err instanceof RuleError) return { ok: false, error: { code: err.code, message: err.message } };
    throw err;
  }
  return { ok: true, state: ctx.s, events: ctx.events };
}
