// The Merchant cast's scoreboard words, from the public view alone (every seat sees the same, M41): whom the table waits
// on, the Hourglass (M7), and what the table is doing, short enough to read on a stream.
import type { MerchantPlayerView } from '../../../../shared/merchant/types';
import { NUMBERS } from '../../../../shared/merchant/numbers';

/** Whom the table waits on (M8, M16): the merchant deciding in the Voyage, else the one taking actions; nobody at the end. */
export function actingSeat(view: MerchantPlayerView): number | null {
  if (view.phase === 'over') return null;
  return view.asking?.seat ?? view.actor;
}

/** The Hourglass in words (M7): "Round 2 of 6 · Turn A", or the end. */
export function hourglassWords(view: MerchantPlayerView): string {
  return view.phase === 'over' ? `Final · ${NUMBERS.rounds} rounds played` : `Round ${view.round} of ${NUMBERS.rounds} · Turn ${view.turn}`;
}

/** What the table is doing now, naming whom it waits on. */
export function momentWords(view: MerchantPlayerView): string {
  const name = (seat: number) => view.merchants[seat]?.name ?? `Seat ${seat + 1}`;
  if (view.phase === 'over') return 'The game is over';
  if (view.phase === 'voyage') return view.asking ? `The Voyage · ${name(view.asking.seat)} decides` : 'The Voyage sails';
  if (view.actor === null) return 'Between turns';
  return `${name(view.actor)} acts · ${view.actionsLeft} action${view.actionsLeft === 1 ? '' : 's'} left`;
}
