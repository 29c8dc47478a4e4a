// The story so far at a point of a replay, pure: what a seek tells its game's log, as a room tells its story
// to a viewer who joins (shared/table/story.ts), so after a jump the log reads the lines up to the point shown.
import type { ReplaySeek, ReplayStep } from '../../../shared/table/replay';
import type { HistoryMessage, StoryEra, StoryHand } from '../../../shared/table/story';

/** A seat in a stored view as the story names it: who sailed it, and whether a person, a bot or a stand-in (R51). */
export type SeatHand = { name: string; hand: StoryHand };

/**
 * The story after `step` steps, as a spectator reads it (no seat is "you"): every event of the steps before it (game
 * times, as logged), and who sailed each seat from each stored view (each day's or round's start) on, a change of hands
 * noted once.
 */
export function storyAt<V>(steps: readonly Pick<ReplayStep, 'events'>[], seeks: readonly ReplaySeek<V>[], step: number, hands: (view: V) => readonly SeatHand[]): HistoryMessage {
  const events = steps.slice(0, step).flatMap((s) => s.events);
  const before = [0]; // how many events the steps before each step hold
  for (const s of steps.slice(0, step)) before.push(before[before.length - 1] + s.events.length);
  const eras: StoryEra[] = [];
  const last: (SeatHand | undefined)[] = [];
  for (const seek of seeks) {
    if (seek.step > step) break;
    hands(seek.view).forEach(({ name, hand }, seat) => {
      if (last[seat]?.name === name && last[seat]?.hand === hand) return;
      last[seat] = { name, hand };
      eras.push({ at: before[seek.step], seat, name, hand, mine: false });
    });
  }
  return { events, eras };
}
