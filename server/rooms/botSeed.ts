// The dice a room's bot rolls for one decision.
import { derivedSeed } from '../../shared/stream/keys';

/**
 * A bot decision's seed: an HMAC of the voyage's secret key and the point of play (its game's `botPoint`, or a sighting's id).
 * Unlike the public room code it cannot be guessed, so nobody can foresee a bot's slips; being one-way, a bot's choices
 * reveal nothing of the key (fair play); and it does not depend on timing, so the same play gets the same decisions.
 */
export function botSeed(key: string, seat: number, point: string): string {
  return derivedSeed(key, `bot:${seat}:${point}`);
}
