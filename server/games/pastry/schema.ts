// Schema classes that mirror viewFor(state, null), the spectator's view (docs/rules/ARCHITECTURE.md): fields only. Every
// Schema instance and list costs the server a change tree a room, and Colyseus walks a list's items whenever any item of
// the state is removed (a creature diving), so squares are single numbers (packing.ts: x * 16 + y) in flat lists, the
// board's fixed parts one packed string, and gold by day one flat list (client/games/pastry/toView.ts unpacks them all).
import { ArraySchema, Schema, type } from '@colyseus/schema';
import { TableState } from '../../table/TableState';

/** view.wind */
export class WindSchema extends Schema {
  @type('string') today = 'N';
  @type('string') tomorrow = 'N';
  @type('boolean') stormWarning = false;
  @type('string') storm?: string;
}

/** view.board: its fixed parts packed once (packBoard), and what moves: each island's crates and price (-1 for none), in board order. */
export class BoardSchema extends Schema {
  @type('string') fixed = '';
  @type(['number']) crates = new ArraySchema<number>();
  @type(['number']) prices = new ArraySchema<number>();
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
  @type('number') pos = 0; // packSquare
  @type('number') gold = 0;
  @type('string') hold = ''; // packCrates: a digit a crate
  @type('string') bench = ''; // packCrates
  @type('boolean') heavy = false;
  @type('number') allowanceFull = 4; // view.captains[i].allowance.full
  @type('number') allowanceUpwind = 2; // and .upwind
  @type('boolean') ovensLit = false;
  @type('number') ovensLitDay?: number;
  @type('boolean') baked = false;
  @type(RecipeSchema) recipe?: RecipeSchema;
  @type([PhotoSchema]) photos = new ArraySchema<PhotoSchema>();
  @type('number') missedTurns = 0;
  @type(['number']) track = new ArraySchema<number>(); // view.tracks[seat]: every square the ship stood on, packSquare each
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
  @type(['number']) goldByDay = new ArraySchema<number>(); // day after day, each captain's gold in seat order
  @type(ResultSchema) result?: ResultSchema;
}

/** Pastry Pirates' table: the table's facts, and the spectator's view of the voyage under `view`, as every game's. */
export class VoyageState extends TableState {
  @type(PastryViewSchema) view = new PastryViewSchema();
}
