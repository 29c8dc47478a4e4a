// Quick play seats a newcomer in a voyage under way only while there is a voyage left to play: not once a captain has lit
// their ovens (a bake-off is near), nor in its last days. Such a voyage leaves quick play; its code and links still open it.
import type { PlayerView } from '../../../shared/pastry/index';

/** From this many days before the day limit (R48), a voyage takes no newcomers from quick play. */
export const LAST_DAYS = 3;

/** Whether quick play may still drop a newcomer into this voyage. */
export function takesNewcomers(view: PlayerView): boolean {
  return view.phase !== 'over' && !view.captains.some((c) => c.ovensLit) && view.day <= view.dayLimit - LAST_DAYS;
}
