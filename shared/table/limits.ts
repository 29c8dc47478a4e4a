// The table's limits, written once for the server's option checks and the client's forms.

/** R1: a table seats 2 to 6 captains. */
export const MIN_SEATS = 2;
/** R1: a table seats 2 to 6 captains. */
export const MAX_SEATS = 6;
/** R1: a bot's strength, weakest first. */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
/** Every table size a creator may choose, smallest first. */
export const SEAT_COUNTS = Array.from({ length: MAX_SEATS - MIN_SEATS + 1 }, (_, i) => MIN_SEATS + i);
/** How long a room holds a dropped client's place for a plain reconnect (its reconnection token); after that, a seat token brings a person back. */
export const RECONNECT_SECONDS = 60;
