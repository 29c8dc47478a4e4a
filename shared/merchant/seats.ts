// What a table room changes outside the rules (docs/rules/MERCHANT_CONTRACT.md): who sits in a seat, and running timers after a restart.
import { deadlineAfter } from '../deadline';
import type { MerchantStepResult, MerchantState } from './types';
import { attemptOn } from './attempt';
import { ownMerchant } from './state';
import { seatRefusal } from '../attempt';
import type { BotLevel } from '../table/step';

/** Seat facts the room decides and the rules do not: a person took a bot's seat, a connection dropped or came back, a bot stands in for a person away. */
export type MerchantSeatPatch = { name?: string; bot?: BotLevel | null; connected?: boolean; auto?: boolean };

/** MERCHANT_CONTRACT: updates who sits in a seat; play itself is unchanged. */
export function updateMerchantSeat(state: MerchantState, seat: number, patch: MerchantSeatPatch): MerchantStepResult {
  const noSeat = seatRefusal(seat, state.merchants.length);
  if (noSeat) return noSeat;
  return attemptOn(state, 0, (ctx) => {
    const merchant = ownMerchant(ctx, seat);
    if (patch.name !== undefined) merchant.name = patch.name;
    if (patch.bot !== undefined) merchant.bot = patch.bot;
    if (patch.connected !== undefined) merchant.connected = patch.connected;
    if (patch.auto !== undefined) merchant.auto = patch.auto;
    ctx.events.push({ type: 'seatUpdated', seat });
  });
}

/** MERCHANT_CONTRACT: after a server restart, the running timer (M40's actions or M16's decision) starts afresh from `now`. */
export function restartMerchantTimers(state: MerchantState, now: number): MerchantStepResult {
  if (state.phase === 'over') return { ok: true, state, events: [] };
  if (!Number.isFinite(now)) return { ok: false, error: { code: 'bad-time', message: 'The time must be a number.' } };
  return attemptOn(state, now, (ctx) => {
    const { s } = ctx;
    s.deadline = deadlineAfter(now, s.phase === 'actions' ? s.options.turnMs : s.options.decisionMs);
    ctx.events.push({ type: 'timersRestarted', deadline: s.deadline });
  });
}
