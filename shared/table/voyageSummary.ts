import type { GAMES } from '../games';

// What GET /api/voyages/CODE answers: the server writes it, the client reads it (an invite link, Your voyages, /watch).

/** A voyage as a link to it may describe it; no secrets (names and the public result only). */
export type VoyageSummary =
  | { status: 'unknown' }
  | { status: 'waiting' } // a waiting room: not stored until it sets sail
  | { status: 'playing' }
  | { status: 'abandoned' } // nobody came back (or the lobby never sailed); it will not reopen
  | ({ status: 'over'; game?: string; captains: string[]; winners: string[]; standings?: Standing[] } & Partial<Record<LengthKey, number>>); // no game is Pastry Pirates

/** One place in a finished game's standings, best first: the name and its game's figures at the end (issue 32: an ended voyage's card shows the scores). */
export type Standing = { name: string; figures: Record<string, number> };

/** A finished game's length, in its own words: Pastry Pirates' `days`, Merchant Voyages' `rounds`. */
export type LengthKey = `${(typeof GAMES)[number]['words']['round']}s`;

/** The key a game's length goes under, from the word it counts in. */
export function lengthKey(round: string): LengthKey {
  return `${round}s` as LengthKey;
}
