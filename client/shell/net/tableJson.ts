// The table's own facts in the room's Schema state (as JSON), whichever game it plays: the shell reads only these; each
// game's folder reads its own fields beside them (Pastry Pirates' at the top level, Merchant Voyages' under `merchant`).
import type { QuestionKind } from '../../../shared/audience';
import type { GameKey } from '../../../shared/games';

/**
 * A game's own fields in the room's state, for the shell's `room` to carry typed: a game adds its own by declaration merging
 * (`declare module`), so the shell names no game. Empty here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each game's declaration merging
export interface GameTableFields {}

/** The Schema state as toJSON() gives it, as far as the shell reads it: nulls are absent. */
export type TableJson = GameTableFields & {
  game?: GameKey; // which game the table plays (absent in an old log: Pastry Pirates)
  code: string;
  name: string;
  status: 'lobby' | 'playing' | 'over';
  lobby: { name: string; human: boolean; connected: boolean; level?: string; ready: boolean }[];
  watching: number;
  step: number; // the voyage's steps so far: this seat's private bits name the step they belong to
  rematch?: string;
  waitingReady?: number; // the seat the game clock holds for, until it says it is ready (a game's clock hold)
  startsAt?: number; // a quick-play lobby sets sail on its own at this wall time
  sailsOnStreamAt?: number; // a delayed audience only: the voyage has set sail, and its feed shows it at this wall time
  castDelay?: number; // seconds the audience feed runs behind the captains
  allSeeing?: number; // all-seeing casters watching
  questions?: QuestionJson[]; // the audience's prediction questions (audience rooms only)
  predictors?: { name: string; right: number; answered: number }[]; // the best predictors, best first (top 5)
};

/** One prediction question with its live tally; `seats` names the seat each option stands for (-1 for none). */
export type QuestionJson = {
  id: string;
  kind: QuestionKind;
  text: string;
  options: string[];
  seats: number[];
  tally: number[];
  open: boolean;
  closesAt: number;
  answer?: number;
};
