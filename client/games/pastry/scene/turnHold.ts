// The camera holds still through your own turn, from the first frame the screen shows it: a square aimed at from that frame
// is still under the pointer when the click lands.
import type { PlayerView } from '../../../../shared/pastry/index';

/** Your turn proper (sailing, docking, buying) in this view, as "day:turn"; null when another captain or a battle acts. */
export function ownTurnKey(view: PlayerView | null): string | null {
  if (!view || view.you === null || view.bake || view.actor !== view.you) return null;
  if (view.phase !== 'turn' && view.phase !== 'buy') return null;
  return `${view.day}:${view.turn}`;
}

/** Whether the screen shows your turn: the latest view waits on you and no earlier show still holds the HUD back. */
export function ownTurnShown(s: { view: PlayerView | null; held: PlayerView | null }): boolean {
  const key = ownTurnKey(s.view);
  return key !== null && (s.held === null || ownTurnKey(s.held) === key);
}
