// M8 and M40: who takes actions when: the Anchor's holder first, then left, two actions each, each merchant on a 45 s timer.
import { deadlineAfter } from '../deadline';
import { NUMBERS } from './numbers';
import { leftOf, type MerchantCtx } from './state';
import { startVoyage } from './voyage';

/** M8, M23: a turn's actions begin with the Anchor's holder. */
export function startTurn(ctx: MerchantCtx): void {
  const { s } = ctx;
  s.phase = 'actions';
  s.actedThisTurn = 0;
  ctx.events.push({ type: 'turnStarted', round: s.round, turn: s.turn, anchor: s.anchor, coins: s.merchants.map((m) => m.coins), prestige: s.merchants.map((m) => m.prestige) });
  startActions(ctx, s.anchor);
}

/** M8, M40: a merchant's two actions start, with their timer. */
function startActions(ctx: MerchantCtx, seat: number): void {
  const { s } = ctx;
  s.actor = seat;
  s.actionsLeft = NUMBERS.actionsPerTurn;
  s.deadline = deadlineAfter(ctx.now, s.options.turnMs);
  ctx.events.push({ type: 'actionsStarted', seat, deadline: s.deadline });
}

/** M8, M10: counts one action taken; after a merchant's second the next merchant to the left acts, and after everyone the Voyage comes. */
export function actionTaken(ctx: MerchantCtx): void {
  const { s } = ctx;
  s.actionsLeft -= 1;
  if (s.actionsLeft > 0) return;
  s.actedThisTurn += 1;
  if (s.actedThisTurn < s.merchants.length) startActions(ctx, leftOf(s, s.actor!));
  else startVoyage(ctx);
}
