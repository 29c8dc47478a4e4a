// Schema classes that mirror viewFor(state, null), the spectator's view (docs/rules/ARCHITECTURE.md): fields only. A list
// of squares is a flat list of numbers, x then y of each (client/games/pastry/toView.ts pairs them): a Schema item each
// would make every board and every ship's wake hundreds of tracked children, and Colyseus walks them all whenever any
// item of the state is removed (a creature diving).
import { ArraySchema, Schema, type } from '@colyseus/schema';
import { TableState } from '../../table/TableState';

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
  @type(['number']) land = new ArraySchema<number>(); // flat x, y pairs
  @type(SquareSchema) dock = new SquareSchema();
  @type('number') crates = 0;
  @type('number') price?: number;
}

/** view.board.arcs[i] */
export class ArcSchema extends Schema {
  @type(['number']) squares = new ArraySchema<number>(); // flat x, y pairs
}

/** view.board */
export class BoardSchema extends Schema {
  @type('number') size = 16;
  @type(['number']) land = new ArraySchema<number>(); // each a flat list of x, y pairs
  @type(['number']) tortuga = new ArraySchema<number>();
  @type(['number']) berths = new ArraySchema<number>();
  @type(['number']) reefs = new ArraySchema<number>();
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
  @type(['number']) squares = new ArraySchema<number>(); // flat x, y pairs
}

/** view.result */
export class ResultSchema extends Schema {
  @type(['number']) winners = new ArraySchema<number>();
  @type('number') bestBaker?: number;
  @type(['number']) bestPhotographer = new ArraySchema<number>();
  @type(['number']) standings = new ArraySchema<number>();
}

/** The spectator's view of the voyage (viewFor(state, null)). Times are the server's wall-clock milliseconds. */
export class PastryViewSchema extends Schema {
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

/** Pastry Pirates' table: the table's facts, and the spectator's view of the voyage under `view`, as every game's. */
export class VoyageState extends TableState {
  @type(PastryViewSchema) view = new PastryViewSchema();
}
