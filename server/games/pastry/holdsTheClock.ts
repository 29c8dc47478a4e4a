// When Pastry Pirates' clock stands still for its show (R50, R41): the table's clock asks each game.
import type { PlayerView } from '../../../shared/pastry/index';

/**
 * R50: whether the clock stands still for what is shown now: a person waits on it to make their move, or a bake-off's show
 * plays (its shuffle is timed on this clock for everyone watching, R41). Bots wait on the show anyway, clock or no clock.
 */
export function holdsTheClock(view: PlayerView, botHolds: (seat: number) => boolean): boolean {
  if (view.bake) return true;
  return view.actor !== null && !botHolds(view.actor);
}
