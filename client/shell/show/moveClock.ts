// The move clock as a player reads it, for every game: the seconds left to act, on the server's clock. The server holds a
// person's clock for exactly the show of the events before their move (server/table/gameClock.ts, from each game's
// animationMs); the store places that same show (store.addEvents: presentingUntil). So while it plays nothing can be done
// and the clock shows nothing, and once it has played the count starts from the whole time the server allows.
import type { ShellState } from '../storeTypes';

/** What the move clock reads of the store: the server's clock against ours, the show's end, this room and its board. */
export type MoveClockFacts = Pick<ShellState, 'skew' | 'presentingUntil' | 'replaying' | 'boardDrawn' | 'code'>;

/**
 * Whole seconds left until `deadline` (the server's wall time), read on the server's clock (`skew`: a phone's own clock
 * may be seconds off); null without a deadline, while the show before it still plays, before this room's board is drawn
 * (the first turn's clock waits for it too) and in a replay (which skips the time each player took).
 */
export function secondsToAct(deadline: number | null | undefined, s: MoveClockFacts, now = Date.now()): number | null {
  if (deadline === null || deadline === undefined || s.replaying !== null || s.boardDrawn !== s.code || s.presentingUntil > now) return null;
  return Math.max(0, Math.ceil((deadline - (now + s.skew)) / 1000));
}
