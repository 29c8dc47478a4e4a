// The table's limits, written once for the server's option checks and the client's forms.

/** The fewest seats any table has: every game's own (its about.ts's `seats`) lie within MIN_SEATS to MAX_SEATS. */
export const MIN_SEATS = 2;
/** The most seats any table has, which bounds a seat's number in every payload; a game seating more raises it. */
export const MAX_SEATS = 6;
/** R1: a bot's strength, weakest first. */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
/** How long a room holds a dropped client's place for a plain reconnect (its reconnection token); after that, a seat token brings a person back. */
export const RECONNECT_SECONDS = 60;
