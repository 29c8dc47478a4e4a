// Who sailed each seat when, for the story so far: shared by the rooms that record it and the client that tells it. No zod here: the client imports it.

/** Who sailed a seat from one event of the story so far on: a person, a bot seat, or a bot standing in for an absent person (R51). */
export type StoryHand = 'person' | 'bot' | 'stand-in';

/** A seat's hands now, from its bot level (set only for a bot seat) and whether a bot stands in for its absent person (R51). */
export function handOf(level: string | null | undefined, auto: boolean): StoryHand {
  if (level) return 'bot';
  return auto ? 'stand-in' : 'person';
}

/** A change of hands in the story so far: from event `at` on, `name` sailed `seat`; `mine` when that was the person receiving it. */
export type StoryEra = { at: number; seat: number; name: string; hand: StoryHand; mine: boolean };

/** The story so far, sent on joining and on a reconnect: the latest public events and who sailed each seat when. */
export type HistoryMessage<E extends { type: string } = { type: string }> = { events: (E & { ms: number })[]; eras: StoryEra[] };
