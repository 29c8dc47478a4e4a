// Runs a rule on a copy of the state, so a broken rule leaves the original untouched (the shared step of shared/attempt.ts).
import type { MerchantStepResult, MerchantState } from './types';
import { stepCopy, type MerchantCtx } from './state';
import { attemptStep } from '../attempt';

/** Applies `change` to a copy at time `now` that shares what it does not change; a RuleError becomes { ok: false, error } and nothing changes. */
export function attemptOn(state: MerchantState, now: number, change: (ctx: MerchantCtx) => void): MerchantStepResult {
  return attemptStep(state, now, stepCopy, (step) => change({ s: step.s, now: step.now, events: step.events, from: state }));
}
