// The engine's data shapes: setup, actions, events, the plain-JSON GameState and the PlayerView (docs/rules/CONTRACT.md).
import type { StreamKind, StreamState } from '../random';
import type { BotLevel, StepResult } from '../table/step';

/** The table's shapes, which docs/rules/CONTRACT.md lists among the engine's types. */
export type { BotLevel, StepResult };

/** A compass direction the wind blows toward, or a step on the grid (R11, R15). */
export type Dir = 'N' | 'E' | 'S' | 'W';

/** The eight pastry ingredients, one island each (R4). */
export type Ingredient = 'Flour' | 'Sugar' | 'Butter' | 'Eggs' | 'Cocoa' | 'Vanilla' | 'Cinnamon' | 'Coconut';

/** A square of the 16x16 sea: x runs east, y runs south (R2). */
export type Square = [x: number, y: number];

/** The room options of docs/rules/RULES.md marked (option), in milliseconds; 0 turns a timer off (R37, R48, R50). */
export type RuleOptions = {
  turnMs: number; // R50: a turn, sail and act
  decisionMs: number; // R50: a bribe decision, for each side (also slip and spoils)
  namingMs: number; // R50: bake-off naming, after the shuffle ends
  sightingMs: number; // R37: how long a creature stays up
  dayLimit: number; // R48: the last day of a long voyage
};

/** What createVoyage needs (docs/rules/CONTRACT.md). */
export type VoyageSetup = {
  seed: string;
  captains: { name: string; bot?: BotLevel }[];
  options?: Partial<RuleOptions>;
  now?: number;
  stream?: StreamKind; // fair play: the random stream (default: the cipher); stored voyages without it used the old one
};

/** A secret recipe: a named pastry of 4 different ingredients in order (R6). */
export type Recipe = { name: string; ingredients: Ingredient[] };

/** A bribe: exactly one ingredient, or some gold (R29). */
export type Offer = { ingredient: Ingredient } | { gold: number };

/** Everything a seat may ask the engine to do (docs/rules/CONTRACT.md "Actions"). */
export type Action =
  | { type: 'sail'; route: Dir[] }
  | { type: 'takeBack' }
  | { type: 'dock' }
  | { type: 'buy' }
  | { type: 'battle'; target: number }
  | { type: 'fight' }
  | { type: 'bribe'; offer: Offer }
  | { type: 'answer'; accept: boolean }
  | { type: 'slip'; dir: Dir | null }
  | { type: 'take'; ingredient: Ingredient }
  | { type: 'endTurn' }
  | { type: 'photo'; sighting: string }
  | { type: 'rewatch' }
  | { type: 'name'; crates: number[] };

/** Who must act next, and for what. */
export type Phase = 'turn' | 'buy' | 'bribe' | 'answer' | 'slip' | 'spoils' | 'bake' | 'over';

/** One flip of a doubloon (R23, R30). */
export type Coin = 'heads' | 'tails';

/** An island: its land, its single dock and its ingredient (R4). Crates left live in GameState.crates. */
export type Island = { ingredient: Ingredient; land: Square[]; dock: Square };

/** A clockwise stretch of the rim current; the last square is its far end (R20). */
export type Arc = { squares: Square[] };

/** The generated sea. Never changes after setup. */
export type Board = {
  size: 16;
  land: Square[]; // every land square: Tortuga, islands and reefs
  tortuga: Square[];
  berths: Square[]; // R3, in seat order
  islands: Island[];
  reefs: Square[];
  arcs: Arc[];
};

/** A captain as the engine keeps them, secrets included. */
export type CaptainState = {
  seat: number;
  entrant: number; // index into VoyageSetup.captains (R8 shuffles seats)
  name: string;
  bot: BotLevel | null; // a seat played by the computer from the start
  auto: boolean; // handed to a bot after missed turns (R51)
  connected: boolean;
  pos: Square;
  gold: number;
  hold: Ingredient[];
  bench: Ingredient[]; // crates on the bake-off bench, in recipe order (R40)
  benchOrder: Ingredient[]; // SECRET: what each bench position holds now, after the swaps (R41)
  benchLocked: (number | null)[]; // per recipe slot: the bench position locked into it, or null (R42)
  recipe: Recipe;
  ovensLitDay: number | null;
  baked: boolean;
  photos: { creature: string; points: number }[];
  missedTurns: number; // consecutive timeouts (R51)
};

/** A battle in progress (R28 to R33). */
export type BattleState = {
  attacker: number;
  defender: number;
  offer: Offer | null;
  winner: number | null; // set once broadsides have a winner (spoils phase)
};

/** The shuffle on the bench of the captain whose turn it is (R41 to R44). Bench positions are crate ids. */
export type BakeState = {
  seat: number;
  open: Ingredient[]; // what each position held when shown open at the start of this shuffle
  swaps: [number, number][]; // this shuffle's swaps, by position
  startedAt: number;
  endsAt: number; // when the shuffle finishes showing (R50)
  rewatches: number;
};

/** A sea creature sighting (R37). Its id, creature and surfaceAt are secret until it surfaces. */
export type Sighting = {
  id: string;
  seat: number;
  creature: string;
  points: number;
  surfaceAt: number;
  up: boolean;
};

/** The end of the voyage (R45 to R48). */
export type VoyageResult = {
  winners: number[];
  bestBaker: number | null;
  bestPhotographer: number[];
  standings: number[];
};

/** The wind as the engine keeps it. stormTomorrowDir is secret until dawn (R13). */
export type WindState = {
  today: Dir;
  tomorrow: Dir;
  stormToday: Dir | null; // the storm that blew this dawn
  stormTomorrowDir: Dir | null; // SECRET: tomorrow's storm direction, null when no storm is warned
};

/** The whole voyage: plain JSON, secrets included. Only viewFor lets it out. */
export type GameState = {
  version: 1;
  seed: string; // SECRET
  rng: StreamState; // SECRET: the random stream's state
  options: RuleOptions;
  board: Board;
  crates: number[]; // crates left per island, same order as board.islands (R5)
  captains: CaptainState[];
  day: number;
  turn: number;
  phase: Phase;
  sailed: boolean;
  sailedFrom?: { pos: Square; track: number } | null; // R15: where this turn's sail began and the track's length then, for a take-back
  deadline: number | null; // when the current decision times out (R50)
  wind: WindState;
  battle: BattleState | null;
  bake: BakeState | null;
  sightings: Sighting[];
  nextSighting: number;
  bakedToday: number[];
  goldByDay: number[][]; // each captain's gold at the end of every day, for the end screen
  tracks: Square[][]; // every square each ship has stood on, for the end screen's route map
  result: VoyageResult | null;
};

/** A square-by-square movement and where a sweep took it, if one did (R14, R20, R32). */
export type Movement = { seat: number; path: Square[]; swept: { arc: number; to: Square } | null };

/** Everything that happened, in order, for clients to animate. Events carry no secrets (R52). */
export type GameEvent =
  | { type: 'dawn'; day: number; wind: Dir; tomorrow: Dir; stormWarning: boolean }
  | { type: 'stormBlew'; dir: Dir; moves: Movement[] }
  | { type: 'turnStarted'; seat: number; deadline: number | null }
  | { type: 'sailed'; seat: number; route: Dir[]; move: Movement }
  | { type: 'tookBack'; seat: number; path: Square[] }
  | { type: 'docked'; seat: number; coin: Coin; gold: number }
  | { type: 'bought'; seat: number; ingredient: Ingredient; price: number }
  | { type: 'passedUp'; seat: number; ingredient: Ingredient } // R23: the turn ended at the buy prompt without a purchase
  | { type: 'soldOut'; seat: number; ingredient: Ingredient } // R26: a dock at an island with no crates left, so nothing to buy
  | { type: 'cannotAfford'; seat: number; ingredient: Ingredient; price: number; gold: number } // R23, R24: a dock whose purse, after the flip, cannot pay the crate's price
  | { type: 'ovensLit'; seat: number; recipe: Recipe; bench: Ingredient[] }
  | { type: 'battleStarted'; attacker: number; defender: number }
  | { type: 'bribeOffered'; attacker: number; defender: number; offer: Offer }
  | { type: 'bribeAnswered'; attacker: number; defender: number; offer: Offer; accept: boolean }
  | { type: 'broadsides'; attacker: number; defender: number; attackerCoins: Coin[]; defenderCoins: Coin[]; attackerLands: boolean; defenderLands: boolean; winner: number | null }
  | { type: 'slipped'; seat: number; dir: Dir | null; move: Movement | null }
  | { type: 'spoilsTaken'; winner: number; loser: number; ingredient: Ingredient | null }
  | { type: 'sightingStarted'; seat: number }
  | { type: 'creatureSurfaced'; seat: number; id: string; creature: string; points: number; until: number }
  | { type: 'photographed'; seat: number; id: string; creature: string; points: number }
  | { type: 'creatureDived'; seat: number; id: string }
  | { type: 'shuffle'; seat: number; open: Ingredient[]; locked: (number | null)[]; swaps: [number, number][]; startedAt: number; endsAt: number }
  | { type: 'rewatch'; seat: number; startedAt: number; endsAt: number; deadline: number | null }
  | { type: 'named'; seat: number; crates: number[]; correct: boolean[]; locked: (number | null)[] }
  | { type: 'baked'; seat: number }
  | { type: 'timeout'; seat: number; phase: Phase }
  | { type: 'handedToBot'; seat: number }
  | { type: 'turnEnded'; seat: number }
  | { type: 'seatUpdated'; seat: number }
  | { type: 'timersRestarted'; deadline: number | null }
  | { type: 'voyageOver'; result: VoyageResult };

/** The outcome of applyAction and tick (docs/rules/CONTRACT.md). */
export type Result = StepResult<GameState, GameEvent>;

/** One captain as a viewer sees them (docs/rules/CONTRACT.md). */
export type CaptainView = {
  seat: number;
  entrant: number;
  name: string;
  bot: boolean;
  level: BotLevel | null;
  auto: boolean;
  connected: boolean;
  pos: Square;
  gold: number;
  hold: Ingredient[];
  bench: Ingredient[];
  heavy: boolean;
  allowance: { full: number; upwind: number };
  ovensLit: boolean;
  ovensLitDay: number | null;
  baked: boolean;
  recipe: Recipe | null;
  photos: { creature: string; points: number }[];
  missedTurns: number;
};

/** The bake-off as everyone sees it: the open layout and swaps are public, closed contents are not (R41). */
export type BakeView = {
  seat: number;
  crates: number; // how many positions the bench has
  open: Ingredient[];
  locked: (number | null)[];
  swaps: [number, number][];
  startedAt: number;
  endsAt: number;
  rewatches: number;
};

/** What one seat, or a spectator (null), may know (docs/rules/CONTRACT.md). */
export type PlayerView = {
  you: number | null;
  day: number;
  turn: number;
  phase: Phase;
  actor: number | null; // the seat the engine is waiting on
  sailed: boolean;
  deadline: number | null;
  dayLimit: number;
  wind: { today: Dir; tomorrow: Dir; stormWarning: boolean; storm: Dir | null };
  board: {
    size: 16;
    land: Square[];
    tortuga: Square[];
    berths: Square[];
    reefs: Square[];
    islands: { ingredient: Ingredient; land: Square[]; dock: Square; crates: number; price: number | null }[];
    arcs: { squares: Square[] }[];
  };
  captains: CaptainView[];
  battle: BattleState | null;
  bake: BakeView | null;
  sightings: { id: string; seat: number; creature: string; points: number; until: number }[];
  goldByDay: number[][];
  tracks: Square[][];
  result: VoyageResult | null;
};
