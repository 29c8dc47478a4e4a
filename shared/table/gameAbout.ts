// What a game tells the table about itself, free of zod so every side (the client's lobby included) may import it: its name,
// its seats, the words the shell speaks of it in, its timers and its audience's questions. Each game's folder exports one.

/** A timer (or limit) a table's creator may set; each game names the ones it has (R37, R48, R50; M16, M40). */
export type TimerName = 'turnMs' | 'decisionMs' | 'namingMs' | 'sightingMs' | 'dayLimit';

/** The timer presets the lobby offers, one table for the lobby, the room and the rules page. */
export const TIMER_PRESETS = ['relaxed', 'standard', 'fast', 'off'] as const;

/** One of the lobby's timer presets. */
export type TimerPreset = (typeof TIMER_PRESETS)[number];

/** The words the shell uses where it speaks of a game's players and its table. */
export type GameWords = {
  player: string; // one seat's person: 'captain'
  players: string; // the heading of the seats: 'Captains'
  table: string; // one game at the table: 'Voyage'
  round: string; // what the game counts its length in: 'day'
  gathering: string; // the cast's waiting card
  secret: string | null; // what streamer mode hides, or null for a game without secrets (M41)
};

/** A game's facts for the table: everything the shell, the lobby, the room's options and the rules page read of it. */
export type GameAbout = {
  key: string;
  title: string;
  line: string; // the game in one line, for the lobby's picker
  seats: { min: number; max: number };
  words: GameWords;
  timers: { names: readonly TimerName[]; presets: Record<TimerPreset, Partial<Record<TimerName, number>>> };
  questionKinds: readonly string[]; // the audience's prediction kinds
  rules: string; // where the rules page tells this game: its anchor
};
