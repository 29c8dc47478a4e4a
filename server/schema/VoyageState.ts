// Schema classes that mirror viewFor(state, null), the spectator's view (ARCHITECTURE.md): fields only.
import { ArraySchema, Schema, type } from '@colyseus/schema';

/** A square as [x, y]. */
export class SquareSchema extends Schema {
  @type('number') x = 0;
  @type('number') y = 0;
}

/** view.wind */
export class WindSchema extends Schema {
  @type('string') today = 'N';
  @type('string') tomorrow = 'N';
  @type('boolean') stormWarning = false;
  @type('string') storm?: string;
}

/** view.board.islands[i] */
export class IslandSchema extends Schema {
  @type('string') ingredient = '';
  @type([SquareSchema]) land = new ArraySchema<SquareSchema>();
  @type(SquareSchema) dock = new SquareSchema();
  @type('number') crates = 0;
  @type('number') price?: number;
}

/** view.board.arcs[i] */
export class ArcSchema extends Schema {
  @type([SquareSchema]) squares = new ArraySchema<SquareSchema>();
}

/** view.board */
export class BoardSchema extends Schema {
  @type('number') size = 16;
  @type([SquareSchema]) land = new ArraySchema<SquareSchema>();
  @type([SquareSchema]) tortuga = new ArraySchema<SquareSchema>();
  @type([SquareSchema]) berths = new ArraySchema<SquareSchema>();
  @type([SquareSchema]) reefs = new ArraySchema<SquareSchema>();
  @type([IslandSchema]) islands = new ArraySchema<IslandSchema>();
  @type([ArcSchema]) arcs = new ArraySchema<ArcSchema>();
}

/** view.captains[i].allowance */
export class AllowanceSchema extends Schema {
  @type('number') full = 4;
  @type('number') upwind = 2;
}

/** A revealed recipe. */
export class RecipeSchema extends Schema {
  @type('string') name = '';
  @type(['string']) ingredients = new ArraySchema<string>();
}

/** A photograph in a captain's album. */
export class PhotoSchema extends Schema {
  @type('string') creature = '';
  @type('number') points = 0;
}

/** view.captains[i] */
export class CaptainSchema extends Schema {
  @type('number') seat = 0;
  @type('number') entrant = 0;
  @type('string') name = '';
  @type('boolean') bot = false;
  @type('string') level?: string;
  @type('boolean') auto = false;
  @type('boolean') connected = true;
  @type(SquareSchema) pos = new SquareSchema();
  @type('number') gold = 0;
  @type(['string']) hold = new ArraySchema<string>();
  @type(['string']) bench = new ArraySchema<string>();
  @type('boolean') heavy = false;
  @type(AllowanceSchema) allowance = new AllowanceSchema();
  @type('boolean') ovensLit = false;
  @type('number') ovensLitDay?: number;
  @type('boolean') baked = false;
  @type(RecipeSchema) recipe?: RecipeSchema;
  @type([PhotoSchema]) photos = new ArraySchema<PhotoSchema>();
  @type('number') missedTurns = 0;
}

/** A bribe on the table. */
export class OfferSchema extends Schema {
  @type('string') ingredient?: string;
  @type('number') gold?: number;
}

/** view.battle */
export class BattleSchema extends Schema {
  @type('number') attacker = 0;
  @type('number') defender = 0;
  @type(OfferSchema) offer?: OfferSchema;
  @type('number') winner?: number;
}

/** A swap of two bench positions. */
export class SwapSchema extends Schema {
  @type('number') a = 0;
  @type('number') b = 0;
}

/** view.bake: the open layout and swaps are public (R41). */
export class BakeSchema extends Schema {
  @type('number') seat = 0;
  @type('number') crates = 0;
  @type(['string']) open = new ArraySchema<string>();
  @type(['number']) locked = new ArraySchema<number>(); // -1 where a slot is still open
  @type([SwapSchema]) swaps = new ArraySchema<SwapSchema>();
  @type('number') startedAt = 0;
  @type('number') endsAt = 0;
  @type('number') rewatches = 0;
}

/** A creature that has surfaced (R37). */
export class SightingSchema extends Schema {
  @type('string') id = '';
  @type('number') seat = 0;
  @type('string') creature = '';
  @type('number') points = 0;
  @type('number') until = 0;
}

/** One day's gold for every captain, for the end screen's chart. */
export class DayGoldSchema extends Schema {
  @type(['number']) gold = new ArraySchema<number>();
}

/** Every square one ship stood on, for the end screen's map. */
export class TrackSchema extends Schema {
  @type([SquareSchema]) squares = new ArraySchema<SquareSchema>();
}

/** view.result */
export class ResultSchema extends Schema {
  @type(['number']) winners = new ArraySchema<number>();
  @type('number') bestBaker?: number;
  @type(['number']) bestPhotographer = new ArraySchema<number>();
  @type(['number']) standings = new ArraySchema<number>();
}

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

/** The room: its lobby, then the spectator's view of the voyage. Times are the server's wall-clock milliseconds. */
export class VoyageState extends Schema {
  @type('string') code = '';
  @type('string') name = '';
  @type('string') status = 'lobby'; // 'lobby' | 'playing' | 'over'
  @type([LobbySeatSchema]) lobby = new ArraySchema<LobbySeatSchema>();
  @type('number') watching = 0; // how many spectators are in the room
  @type('string') rematch?: string; // once the voyage is over and someone asked to sail again: the new room's code
  @type('number') startsAt?: number; // a quick-play lobby sets sail on its own at this wall time
  @type('number') sailsOnStreamAt?: number; // a delayed audience only: the voyage has set sail, and its feed shows it at this wall time
  @type('number') waitingReady?: number; // the baker whose next attempt waits for their "Ready?"
  @type('number') castDelay = 0; // seconds the audience feed runs behind the captains
  @type('number') allSeeing = 0; // all-seeing casters watching (every captain is told)
  @type([QuestionSchema]) questions = new ArraySchema<QuestionSchema>(); // the audience's predictions (audience rooms only)
  @type([PredictorSchema]) predictors = new ArraySchema<PredictorSchema>(); // the best predictors so far (audience rooms only)
  @type('number') step = 0; // the voyage's steps applied so far: each seat's private bits name the step they belong to
  @type('number') day = 0;
  @type('number') turn = 0;
  @type('string') phase = 'turn';
  @type('number') actor?: number;
  @type('boolean') sailed = false;
  @type('number') deadline?: number;
  @type('number') dayLimit = 40;
  @type(WindSchema) wind = new WindSchema();
  @type(BoardSchema) board = new BoardSchema();
  @type([CaptainSchema]) captains = new ArraySchema<CaptainSchema>();
  @type(BattleSchema) battle?: BattleSchema;
  @type(BakeSchema) bake?: BakeSchema;
  @type([SightingSchema]) sightings = new ArraySchema<SightingSchema>();
  @type([DayGoldSchema]) goldByDay = new ArraySchema<DayGoldSchema>();
  @type([TrackSchema]) tracks = new ArraySchema<TrackSchema>();
  @type(ResultSchema) result?: ResultSchema;
}
