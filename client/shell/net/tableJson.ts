// The table's own facts in the room's Schema state (as JSON), whichever game it plays: the shell reads only these; each
// game's folder reads its own view under `view`.
import type { QuestionKind } from '../../../shared/audience';
import type { ToJSON } from '@colyseus/schema';
import type { TableState } from '../../../server/table/TableState';

/**
 * The table's facts as toJSON() gives them (nulls absent), read off the server's TableState rather than written again, with
 * the few fields the Schema types loosely narrowed: the status, the game's key (absent in an old log), the questions' kinds.
 */
export type TableJson = Omit<ToJSON<TableState>, 'status' | 'game' | 'questions' | 'predictors'> & {
  view?: unknown; // the game's spectator view, every game's under this one field: its own folder reads and types it
  game?: string; // which game the table plays (absent in an old log: the first game's)
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
