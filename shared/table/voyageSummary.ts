import type { GameKey } from './gameList';

// What GET /api/voyages/CODE answers: the server writes it, the client reads it (an invite link, Your voyages, /watch).

/** A voyage as a link to it may describe it; no secrets (names and the public result only). */
export type VoyageSummary =
  | { status: 'unknown' }
  | { status: 'waiting' } // a waiting room: not stored until it sets sail
  | { status: 'playing' }
  | { status: 'abandoned' } // nobody came back (or the lobby never sailed); it will not reopen
  | { status: 'over'; game?: GameKey; captains: string[]; winners: string[]; days: number }; // Merchant Voyages counts rounds in `days`; no game is Pastry Pirates
