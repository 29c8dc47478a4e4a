// Schema classes that mirror Merchant Voyages' spectator view (docs/rules/MERCHANT_CONTRACT.md "The view"): fields only. Colyseus
// lists hold no null, so an empty Demand slot is '' and an absent value is an absent field.
import { ArraySchema, Schema, type } from '@colyseus/schema';
import { TableState } from '../../table/TableState';

/** A ship as everyone sees it (M4). */
export class MerchantShipSchema extends Schema {
  @type('string') kind = '';
  @type('number') strength = 0;
  @type('number') cargo = 0;
  @type('number') cannons = 0;
  @type('number') damage = 0;
  @type('string') at = '';
  @type('number') segment?: number;
  @type('number') position?: number;
  @type('string') facing?: string;
  @type('number') spacesHome?: number;
}

/** A merchant's Luxuries by kind (M8). */
export class LuxuriesSchema extends Schema {
  @type('number') Silk = 0;
  @type('number') Spice = 0;
  @type('number') Tea = 0;
  @type('number') Porcelain = 0;
  @type('number') Rum = 0;
}

/** A merchant's seat, purse and ships. */
export class MerchantSeatSchema extends Schema {
  @type('number') seat = 0;
  @type('string') name = '';
  @type('boolean') bot = false;
  @type('string') level?: string;
  @type('boolean') connected = true;
  @type('boolean') auto = false;
  @type('number') coins = 0;
  @type('number') prestige = 0;
  @type(LuxuriesSchema) luxuries = new LuxuriesSchema();
  @type('boolean') hut = false;
  @type([MerchantShipSchema]) ships = new ArraySchema<MerchantShipSchema>();
}

/** One segment of the Trade board: its printed numbers, Demand slots ('' empty) and the Pirate card revealed there (M2, M11). */
export class SegmentSchema extends Schema {
  @type('number') coins = 0;
  @type('number') prestige = 0;
  @type(['string']) demand = new ArraySchema<string>();
  @type('number') pirate?: number;
}

/** The Voyage's question to a merchant (M12 to M14). */
export class AskSchema extends Schema {
  @type('number') seat = 0;
  @type('number') ship = 0;
  @type('string') ask = '';
  @type('number') segment = 0;
}

/** The Pirate cards as everyone sees them: the deck's order never (M41). */
export class PiratesSchema extends Schema {
  @type(['number']) revealed = new ArraySchema<number>();
  @type(['number']) discards = new ArraySchema<number>();
  @type('number') deckCount = 0;
}

/** The Demand tiles as everyone sees them: the unused order never (M41). */
export class DemandSchema extends Schema {
  @type('number') unused = 0;
  @type(['string']) discarded = new ArraySchema<string>();
}

/** The end of the game (M31). */
export class MerchantResultSchema extends Schema {
  @type(['number']) winners = new ArraySchema<number>();
  @type(['number']) standings = new ArraySchema<number>();
}

/** Merchant Voyages' spectator view, mirrored. */
export class MerchantViewSchema extends Schema {
  @type('number') round = 0;
  @type('string') turn = 'A';
  @type('string') phase = 'actions';
  @type('number') actor?: number;
  @type('number') anchor = 0;
  @type('number') actionsLeft = 0;
  @type('number') deadline?: number;
  @type(AskSchema) asking?: AskSchema;
  @type([MerchantSeatSchema]) merchants = new ArraySchema<MerchantSeatSchema>();
  @type([SegmentSchema]) segments = new ArraySchema<SegmentSchema>();
  @type(PiratesSchema) pirates = new PiratesSchema();
  @type(DemandSchema) demand = new DemandSchema();
  @type(MerchantResultSchema) result?: MerchantResultSchema;
}

/** Merchant Voyages' table: the table's facts, and its spectator view under `view`, as every game's. */
export class MerchantTableState extends TableState {
  @type(MerchantViewSchema) view = new MerchantViewSchema();
}
