// applyAction: checks the payload and who may act in which phase, then hands off to the rule files.
import type { MerchantAction, MerchantStepResult, MerchantState } from './types';
import { parseMerchantAction } from './protocol';
import { RuleError, type MerchantCtx } from './state';
import { takeAction } from './actions';
import { decisionRefusal } from './decisions';
import { chooseDelivery, chooseRoute } from './voyage';
import { attemptOn } from './attempt';
import { seatRefusal } from '../attempt';

/** Hands a checked action to its rule: an own action (M8) or a Voyage answer (M12 to M14). */
function dispatch(ctx: MerchantCtx, seat: number, action: MerchantAction): void {
  const { s } = ctx;
  // the refusal's words are built only when it is given: every step passes here, and a template string each was a step's 1%
  if (s.actor !== seat) throw new RuleError('not-your-turn', `It is not your move: the engine waits on seat ${s.actor}.`);
  if (s.phase === 'actions') {
    takeAction(ctx, seat, action);
    return;
  }
  const refusal = decisionRefusal(s, action);
  if (refusal) throw new RuleError(refusal.code, refusal.message);
  if (action.type === 'deliver') chooseDelivery(ctx, action.luxury);
  else chooseRoute(ctx, action.type === 'continue');
}

/** MERCHANT_CONTRACT: applies one seat's action at time `now`; never mutates `state`. */
export function applyMerchantAction(state: MerchantState, seat: number, action: MerchantAction, now: number): MerchantStepResult {
  const parsed = parseMerchantAction(action);
  if (!parsed.ok) return { ok: false, error: { code: 'bad-action', message: parsed.message } };
  const noSeat = seatRefusal(seat, state.merchants.length);
  if (noSeat) return noSeat;
  if (state.phase === 'over') return { ok: false, error: { code: 'game-over', message: 'The game is over.' } };
  if (!Number.isFinite(now)) return { ok: false, error: { code: 'bad-time', message: 'The time must be a number.' } };
  return attemptOn(state, now, (ctx) => dispatch(ctx, seat, parsed.action));
}
