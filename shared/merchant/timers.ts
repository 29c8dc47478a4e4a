// M16 and M40 with the first game's tick semantics: a decision whose deadline has come is taken for the merchant.
import { isDue } from '../deadline';
import type { MerchantStepResult, MerchantState } from './types';
import type { MerchantCtx } from './state';
import { takeAction } from './actions';
import { decideForOwner } from './voyage';
import { attemptOn } from './attempt';

/** M40: the merchant passes every remaining action; M16: the ship trades and delivers the first matching Luxury. */
function timeOut(ctx: MerchantCtx): void {
  const { s } = ctx;
  const seat = s.actor!;
  ctx.events.push({ type: 'timeout', seat, phase: s.phase });
  if (s.phase === 'voyage') {
    decideForOwner(ctx);
    return;
  }
  for (let left = s.actionsLeft; left > 0; left--) takeAction(ctx, seat, { type: 'pass' });
}

/** MERCHANT_CONTRACT: applies the timeout due by `now`, if any; with nothing due it returns the very same state and no events. */
export function tickMerchant(state: MerchantState, now: number): MerchantStepResult {
  if (!Number.isFinite(now)) return { ok: false, error: { code: 'bad-time', message: 'The time must be a number.' } };
  if (state.phase === 'over' || !isDue(state.deadline, now)) return { ok: true, state, events: [] };
  return attemptOn(state, now, timeOut);
}
