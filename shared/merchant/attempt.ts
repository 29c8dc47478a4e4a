// Runs a rule on a copy of the state, so a broken rule leaves the original untouched (shared/attempt.ts's step, with the
// working copy sharing what it does not change).
import type { MerchantStepResult, MerchantState } from './types';
import { attemptStep } from '../attempt';
import { stepCopy, type MerchantCtx } from './state';

/** Applies `change` to a copy at time `now` that shares what it does not change; a RuleError becomes { ok: false, error } and nothing changes (M32). */
export function attemptOn(state: MerchantState, now: number, change: (ctx: MerchantCtx) => void): MerchantStepResult {
  return attemptStep(state, now, stepCopy, change);
}
