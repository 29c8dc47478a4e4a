// Who is offered "Catch up" (issue 31): a spectator who joins a game already under way, a quick-play newcomer who takes over
// a bot's seat, and a seated player back after more than a minute away. The last time this browser saw each room is kept,
// so a reload or a return through "Your voyages" counts as well as a dropped connection mended.

/** How long away makes a returning player's catch-up worth offering. */
export const AWAY_MS = 60_000;

/** Why a joiner is offered a recap. */
export type CatchUpWhy = 'spectator' | 'newcomer' | 'back';

/** What decides an offer, read from the store when a room's first state (or a mended connection) arrives. */
export type Joiner = {
  spectator: boolean; // a spectator link watches through the audience room; one streamed behind gets no recap (the server says so)
  seat: number | null;
  takeover: number | null; // quick play seated this browser in a bot's seat
  underWayAtJoin: boolean; // the game was already under way when this browser came in
  awayMs: number | null; // since this browser last saw the room (null: never)
};

/** Why this joiner is offered a recap, or null. */
export function catchUpWhy(j: Joiner): CatchUpWhy | null {
  if (j.takeover !== null && j.takeover === j.seat) return 'newcomer';
  if (j.seat !== null) return j.awayMs !== null && j.awayMs > AWAY_MS ? 'back' : null;
  return j.spectator && j.underWayAtJoin ? 'spectator' : null;
}

/** Where this browser notes when it last saw a room (localStorage), read back by awayFor and by the return's browser test. */
export const seenKey = (code: string) => `catchup-seen:${code}`;

/** Notes that this browser sees the room now. */
export function seenNow(code: string, now = Date.now()): void {
  try {
    localStorage.setItem(seenKey(code), String(now));
  } catch {
    // storage refused (a private window): a return is not told from a first visit
  }
}

/** How long since this browser last saw the room; null if it never did. */
export function awayFor(code: string, now = Date.now()): number | null {
  try {
    const seen = Number(localStorage.getItem(seenKey(code)));
    return seen > 0 ? now - seen : null;
  } catch {
    return null;
  }
}

/**
 * Whether this room's table is drawn yet: the offer and a newcomer's card wait for it, so the player sees their own table
 * behind the card (the card never held the scene back, but it came up over a blank page while the scene loaded).
 */
export const tableDrawn = (s: { code: string | null; boardDrawn: string | null }): boolean => s.code !== null && s.boardDrawn === s.code;
