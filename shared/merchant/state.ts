// Helpers every Merchant Voyages rule file shares: the working copy, copying it, and the rule errors of the first game.
import type { MerchantEvent, MerchantState, TurnMark } from './types';
import { copyStream } from '../random';
export { RuleError, must } from '../table/ruleError';

/** The working copy an action or tick changes, the time it happens and what it emits. */
export type MerchantCtx = { s: MerchantState; now: number; events: MerchantEvent[] };

/** Copies everything that can change, so applyAction and tick never touch their input. */
export function cloneMerchantState(s: MerchantState): MerchantState {
  return {
    ...s,
    rng: copyStream(s.rng),
    options: { ...s.options },
    merchants: s.merchants.map((m) => ({ ...m, luxuries: { ...m.luxuries }, ships: m.ships.map((ship) => ({ ...ship })) })),
    segments: s.segments.map((seg) => ({ ...seg, demand: [...seg.demand] })),
    pirates: { deck: [...s.pirates.deck], revealed: [...s.pirates.revealed], discards: [...s.pirates.discards] },
    demand: { unused: [...s.demand.unused], discarded: [...s.demand.discarded] },
    asking: s.asking ? { ...s.asking } : null,
    result: s.result ? { winners: [...s.result.winners], standings: [...s.result.standings] } : null,
  };
}

/** The seat to the left of `seat` (clockwise), as the Anchor and the action order go (M8, M23). */
export function leftOf(s: MerchantState, seat: number): number {
  return (seat + 1) % s.merchants.length;
}

/** M7, M23 backwards: who held the first Anchor (turn 1A), from its holder in turn `turn` of `round`: it passes left after every turn. */
export function firstAnchorHolder(anchor: number, round: number, turn: TurnMark, count: number): number {
  const passes = (round - 1) * 2 + (turn === 'B' ? 1 : 0);
  return (((anchor - passes) % count) + count) % count;
}
