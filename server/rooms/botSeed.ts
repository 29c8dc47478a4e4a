// The dice a room's bot rolls for one decision.
import type { GameState } from '../../shared/index';
import { derivedSeed } from '../../shared/stream/keys';

/**
 * A bot decision's seed: an HMAC of the voyage's secret key and the point of play. Unlike the public room code it cannot be
 * guessed, so nobody can foresee a bot's slips; being one-way, a bot's choices reveal nothing of the key (fair play); and it
 * does not depend on timing, so the same play gets the same decisions.
 */
export function botSeed(state: GameState, seat: number, sighting?: string): string {
  const point = sighting ?? [state.day, state.turn, state.phase, state.sailed, state.bake?.rewatches ?? 0].join(':');
  return derivedSeed(state.seed, `bot:${seat}:${point}`);
}
