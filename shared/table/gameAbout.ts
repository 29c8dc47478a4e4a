// What a game tells the table about itself, free of zod so every side (the client's lobby included) may import it: its name,
// its seats, the words the shell speaks of it in, its timers, its audience's questions and its events' and actions' wire shapes. Each
// game's folder exports one.
import type { Shapes } from './shapedWire';

/** The timer presets the lobby offers, one table for the lobby, the room and the rules page. */
export const TIMER_PRESETS = ['relaxed', 'standard', 'fast', 'off'] as const;

/** One of the lobby's timer presets. */
export type TimerPreset = (typeof TIMER_PRESETS)[number];

/** The values a timer (or limit) a table's creator may set takes: whole numbers from min to max, and 0 too where 0 switches it off. */
export type TimerBounds = { min: number; max: number; off: boolean };

/** A timer in milliseconds that 0 switches off, otherwise 1 s to 10 min: what a turn or a decision timer usually is. */
export const MS_TIMER: TimerBounds = { min: 1000, max: 600_000, off: true };

/** A game's own timers (or limits), by name: the values each may take, and each preset's values of them (the lobby labels a preset by its first, in ms). */
export type GameTimers<Name extends string = string> = {
  bounds: Readonly<Record<Name, TimerBounds>>;
  presets: Readonly<Record<TimerPreset, Readonly<Partial<Record<Name, number>>>>>;
};

/** A game's timers as its about.ts writes them, checked so its presets set only timers it declares (no closed list of names: a new game brings its own). */
export function gameTimers<const Name extends string>(bounds: Record<Name, TimerBounds>, presets: Record<TimerPreset, Partial<Record<Name, number>>>): GameTimers<Name> {
  return { bounds, presets };
}

/** The names of a game's timers. */
export function timerNames(timers: Pick<GameTimers, 'bounds'>): string[] {
  return Object.keys(timers.bounds);
}

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
  timers: GameTimers; // the timers its creator may set, its own (none for a game without any)
  questionKinds: readonly string[]; // the audience's prediction kinds
  rules: string; // where the rules page tells this game: its anchor
  eventShapes: Shapes; // its events' fields in order, for the events message on the wire (eventWire.ts)
  actionShapes: Shapes; // its actions' fields in order, for a seat's legal list on the wire (privateWire.ts)
};
