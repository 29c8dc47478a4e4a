// How a room closes a connection on purpose, written once for the server that closes and the client that explains.

/** The seat was reclaimed by its seat token from another window (Colyseus keeps 4000 and 4002 for itself). */
export const CLOSE_RECLAIMED = 4001;
/** The room outlived its welcome: a lobby never started, or a voyage nobody came back to. */
export const CLOSE_ABANDONED = 4410;
/** Sustained flooding past the rate limit. */
export const CLOSE_ABUSE = 4429;
/** The room's creator asked this person to leave the waiting room. */
export const CLOSE_KICKED = 4403;

/** What a person hears about an abandoned room, now or when they come back to it. */
export const ABANDONED_WORDS = 'This voyage was abandoned.';
/** What a person removed from a waiting room hears. */
export const KICKED_WORDS = "The room's creator took you off this voyage's crew.";
