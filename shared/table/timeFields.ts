// The event fields that hold a time: engine times on the game clock, wall-clock times once the room sends them.

/** Every event field that is a time, whatever the game: the room moves them onto its wall clock, the wire sends them from `serverNow`. */
export const EVENT_TIME_FIELDS: readonly string[] = ['deadline', 'startedAt', 'endsAt', 'until'];
