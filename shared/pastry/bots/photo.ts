// R37: a bot photographs its own surfaced creature with a level-dependent chance.
import type { Action, PlayerView } from '../types';
import { diceFor } from '../../table/dice';
import { LEVELS } from './level';
import type { BotLevel } from '../../table/step';

/**
 * R37: the photo to take, or null to let the creature dive. Ask once per sighting, whether or not the seat is
 * the actor, with a seed that names the sighting; apply the photo if one is returned, else apply nothing.
 */
export function photoDecision(view: PlayerView, legal: Action[], level: BotLevel, seed: string): Action | null {
  const photo = legal.find((a) => a.type === 'photo' && view.sightings.some((x) => x.id === a.sighting && x.seat === view.you));
  if (!photo) return null;
  return diceFor(seed).chance(LEVELS[level].photoChance) ? photo : null;
}
