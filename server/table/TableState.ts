// The facts every table shows beside its game's view: its code and name, the waiting room, who watches, a rematch, the
// audience's predictions. Each game's room state extends it with the mirror of its spectator view under `view` (docs/rules/ARCHITECTURE.md).
import { ArraySchema, Schema, type } from '@colyseus/schema';

/** A seat in the lobby before the voyage starts. */
export class LobbySeatSchema extends Schema {
  @type('string') name = '';
  @type('boolean') human = false;
  @type('boolean') connected = false;
  @type('string') level?: string;
  @type('boolean') ready = false;
}

/** One prediction question the audience may answer, with its live tally. */
export class QuestionSchema extends Schema {
  @type('string') id = '';
  @type('string') kind = ''; // QuestionKind (shared/audience.ts)
  @type('string') text = '';
  @type(['string']) options = new ArraySchema<string>();
  @type(['number']) seats = new ArraySchema<number>(); // the seat each option names, or -1
  @type(['number']) tally = new ArraySchema<number>();
  @type('boolean') open = true;
  @type('number') closesAt = 0; // the wall time answers close, at the latest (the audience's clock), so viewers see their time left
  @type('number') answer?: number; // the right option, once decided
}

/** An audience member with right predictions, for the end screen. */
export class PredictorSchema extends Schema {
  @type('string') name = '';
  @type('number') right = 0;
  @type('number') answered = 0;
}

/** A table room's state before any game's view: the game it plays and the table's facts. Times are wall-clock milliseconds. */
export class TableState extends Schema {
  @type('string') game = ''; // which game's view the state's `view` mirrors: its key, set by the room that plays it
  @type('string') code = '';
  @type('string') name = '';
  @type('string') status = 'lobby'; // 'lobby' | 'playing' | 'over'
  @type([LobbySeatSchema]) lobby = new ArraySchema<LobbySeatSchema>();
  @type('number') watching = 0; // how many spectators are in the room
  @type('string') rematch?: string; // once the voyage is over and someone asked to sail again: the new room's code
  @type('number') startsAt?: number; // a quick-play lobby sets sail on its own at this wall time
  @type('number') sailsOnStreamAt?: number; // a delayed audience only: the voyage has set sail, and its feed shows it at this wall time
  @type('number') waitingReady?: number; // the seat whose "Ready?" the game clock waits for (clockHolds.ts; Pastry Pirates: a baker's next attempt)
  @type('number') castDelay = 0; // seconds the audience feed runs behind the captains
  @type('number') allSeeing = 0; // all-seeing casters watching (every captain is told)
  @type([QuestionSchema]) questions = new ArraySchema<QuestionSchema>(); // the audience's predictions (audience rooms only)
  @type([PredictorSchema]) predictors = new ArraySchema<PredictorSchema>(); // the best predictors so far (audience rooms only)
  @type('number') step = 0; // the voyage's steps applied so far: each seat's private bits name the step they belong to
}
