// R37: between your End turn and the creature surfacing, the game clock waits out other ships' moves on screen, so a creature
// can surface several seconds later; the HUD keeps a lookout in the Snap button's place meanwhile, so eyes are where it comes.
import type { GameEvent } from '../shared/index';

/** Whether you are still waiting for your sighting's creature to surface, after this event. */
export function lookoutAfter(watching: boolean, event: GameEvent, you: number | null): boolean {
  if (event.type === 'voyageOver') return false;
  if (!('seat' in event) || event.seat !== you) return watching;
  if (event.type === 'sightingStarted') return true;
  if (event.type === 'creatureSurfaced' || event.type === 'creatureDived' || event.type === 'photographed') return false;
  return watching;
}
