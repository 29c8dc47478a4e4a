// What the catch-up offer says, in the room's game's words (its plugin's `words`), never naming a game: why it
// is offered, which day or round the recap replays (always the last full one), and whether the live move is this seat's
// with its clock running, in which case the live table is the offer's first choice (a recap never stops the clock, R50).
import type { GameWords } from '../../../shared/table/gameAbout';
import type { CatchUpWhy } from './offer';
import { clockRunsOnYou, type LiveMove } from './liveMove';

/** The offer's words: its heading, what the recap is, what the live move asks (null: nothing), and which choice leads. */
export type OfferWords = { heading: string; recap: string; move: string | null; liveFirst: boolean };

/** The offer for this joiner, its recap of `recapRound`, and the live move as it stands. */
export function offerWords(why: CatchUpWhy, words: Pick<GameWords, 'round' | 'table'>, recapRound: number, live: LiveMove): OfferWords {
  const { round } = words;
  const table = words.table.toLowerCase();
  const recap = `Catch up on ${round} ${recapRound}, the last full ${round}, replayed at 4x; then the live ${table} carries on from where it is now.`;
  return {
    heading: why === 'back' ? 'Welcome back' : `This ${table} is under way`,
    recap: why === 'back' ? `While you were away, the ${table} went on. ${recap}` : recap,
    move: why === 'spectator' ? null : moveWords(table, live), // a spectator has no move to lose
    liveFirst: clockRunsOnYou(live),
  };
}

/** What the live move means for a recap watched now. */
function moveWords(table: string, live: LiveMove): string | null {
  if (clockRunsOnYou(live)) return "It's your move now, and its clock is running: it does not wait for a recap.";
  if (live.yours) return "It's your move now. No clock runs here: your move waits for you.";
  if (live.deadline !== null) return `The live ${table}'s clocks run on during a recap: its bar tells you when your move comes up.`;
  return null;
}

/** What the recap's bar says when the live move is this seat's while it plays (null: nothing to tell). */
export function recapMoveWords(live: LiveMove): string | null {
  if (clockRunsOnYou(live)) return 'Your move is up at the live table, and its clock is running.';
  return live.yours ? 'Your move waits at the live table.' : null;
}
