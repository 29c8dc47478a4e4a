// A finished game's result, read off its final state through its game's table (issue 31): stored as the game ends, so the
// list of finished games and a replay's summary never depend on replaying it under today's numbers.
import type { GameResult } from '../store/finishedGames';
import type { AnyTableGame } from './tableGame';

/** The result of a game that has just ended: its seats as they ended (name, bot level or person), its winners, its length and its final spectator view. */
export function gameResult(table: AnyTableGame, state: unknown): GameResult {
  const { module } = table;
  const { winners, days, standings, figures } = table.summary(state);
  const seats = module.seatsOf(state).map(({ name, bot }) => ({ name, bot }));
  return { seats, winners, length: days, ...(standings && figures ? { standings, figures } : {}), view: module.viewFor(state, null) };
}
