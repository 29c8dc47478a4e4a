// The dice a room's bot rolls for one decision, and the decision itself.
import { derivedSeed } from '../../shared/stream/keys';
import type { Engine } from '../store/replay';
import type { BotLevel } from '../../shared/table/step';

/**
 * A bot decision's seed: an HMAC of the voyage's secret key and the point of play (its game's `botPoint`, or a sighting's id).
 * Unlike the public room code it cannot be guessed, so nobody can foresee a bot's slips; being one-way, a bot's choices
 * reveal nothing of the key (fair play); and it does not depend on timing, so the same play gets the same decisions.
 */
export function botSeed(key: string, seat: number, point: string): string {
  return derivedSeed(key, `bot:${seat}:${point}`);
}

/** A bot's action for a seat, from that seat's view and legal actions only, seeded by the point of play; null with none legal. */
export function botDecision<S extends { seed: string }, A>(game: Engine<S, A, { type: string }>, state: S, seat: number, level: BotLevel): A | null {
  const legal = game.legalActions(state, seat);
  return legal.length ? game.botAction(game.viewFor(state, seat), legal, level, botSeed(state.seed, seat, game.botPoint(state))) : null;
}
