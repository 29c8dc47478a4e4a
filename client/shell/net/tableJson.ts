// The table's own facts in the room's Schema state (as JSON), whichever game it plays: the shell reads only these; each
// game's folder reads its own fields beside them (Pastry Pirates' at the top level, Merchant Voyages' under `merchant`).
import type { QuestionKind } from '../../../shared/audience';
import type { GameKey } from '../../../shared/games';
import type { ToJSON } from '@colyseus/schema';
import type { TableState } from '../../../server/table/TableState';

/**
 * A game's own fields in the room's state, for the shell's `room` to carry typed: a game adds its own by declaration merging
 * (`declare module`), so the shell names no game. Empty here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each game's declaration merging
export interface GameTableFields {}

/**
 * The table's facts as toJSON() gives them (nulls absent), read off the server's TableState rather than written again, with
 * the few fields the Schema types loosely narrowed: the status, the game's key, the questions' kinds.
 */
export type TableJson = GameTableFields &
  Omit<ToJSON<TableState>, 'status' | 'game' | 'questions' | 'predictors'> & {
    game?: GameKey; // which game the table plays (absent in an old log: the first game's)
    status: 'lobby' | 'playing' | 'over';
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
