// R37: between your End turn and your creature surfacing (0.5 to 2.5 s, while the next ships move), the HUD keeps a lookout
// in the Snap button's place, so your eyes are where the button comes (a playtester missed sightings, looking elsewhere).
import type { GameEvent } from '../../../shared/pastry/index';

/** Whether you are still waiting for your sighting's creature to surface, after this event. */
export function lookoutAfter(watching: boolean, event: GameEvent, you: number | null): boolean {
  if (event.type === 'voyageOver') return false;
  if (!('seat' in event) || event.seat !== you) return watching;
  if (event.type === 'sightingStarted') return true;
  if (event.type === 'creatureSurfaced' || event.type === 'creatureDived' || event.type === 'photographed') return false;
  return watching;
}
