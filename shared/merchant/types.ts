// Merchant Voyages' data shapes: setup, actions, events, the plain-JSON state and the view (docs/rules/MERCHANT_CONTRACT.md).
import type { StreamKind, StreamState } from '../random';
import type { BotLevel, StepResult } from '../table/step';

/** M1: the bot levels are the first game's. */
export type { BotLevel };

/** The five Luxury kinds (M5). */
export type Luxury = 'Silk' | 'Spice' | 'Tea' | 'Porcelain' | 'Rum';

/** The two ship cards every merchant owns, by index: 0 the Sloop, 1 the Galleon (M4). */
export type ShipKind = 'sloop' | 'galleon';

/** The Hourglass's two turns per round (M7). */
export type TurnMark = 'A' | 'B';

/** Who the engine waits on: merchants taking actions, owners deciding in the Voyage, or nobody (M8, M16, M31). */
export type MerchantPhase = 'actions' | 'voyage' | 'over';

/** The (option) timers of M16 and M40 in milliseconds; 0 switches a timer off. */
export type MerchantOptions = {
  turnMs: number; // M40: a merchant's two actions
  decisionMs: number; // M16: one Voyage decision
};

/** What createVoyage needs: the same shape as the first game's VoyageSetup, with 2 to 4 merchants (M1). */
export type MerchantSetup = {
  seed: string;
  captains: { name: string; bot?: BotLevel }[];
  options?: Partial<MerchantOptions>;
  now?: number;
  stream?: StreamKind; // fair play: the random stream (default: the cipher)
};

/** Everything a seat may ask the engine to do (docs/rules/MERCHANT_CONTRACT.md "Actions"). */
export type MerchantAction =
  | { type: 'load'; ship: number }
  | { type: 'arm'; ship: number }
  | { type: 'launch'; ship: number }
  | { type: 'buyLuxury'; luxury: Luxury }
  | { type: 'buildHut' }
  | { type: 'repair'; ship: number }
  | { type: 'pass' }
  | { type: 'trade'; ship: number }
  | { type: 'continue'; ship: number }
  | { type: 'deliver'; ship: number; luxury: Luxury | null };

/** Where a ship is: at its dock, sailing out on the Trade board, or on the way home (M32). */
export type ShipPlace = 'dock' | 'board' | 'home';

/** A ship card as the engine keeps it (all public). */
export type ShipState = {
  kind: ShipKind;
  cargo: number;
  cannons: number;
  damage: number;
  at: ShipPlace;
  segment: number | null; // 1 to 3 on the board; on the way home, where it turned (M3)
  position: number | null; // 1 to 4 on the board (M2)
  facing: 'right' | 'left' | null;
  spacesHome: number | null; // on the way home: spaces still to sail (M3, M20)
  arrival: number; // when it took its board position, for M11's tie order
};

/** A merchant as the engine keeps them. */
export type MerchantSeatState = {
  seat: number;
  name: string;
  bot: BotLevel | null;
  connected: boolean;
  auto: boolean; // a bot sails for a person who is away until they come back (the table's stand-in, as R51)
  coins: number;
  prestige: number;
  luxuries: Record<Luxury, number>;
  hut: boolean;
  ships: ShipState[];
};

/** One segment of the Trade board: its Demand slots and the Pirate card revealed there this Voyage (M2, M11). */
export type SegmentState = { demand: (Luxury | null)[]; pirate: number | null };

/** The Voyage decision the engine waits on: trade-or-continue ('route') or which Luxury to deliver ('deliver') (M16). */
export type VoyageAsk = { seat: number; ship: number; ask: 'route' | 'deliver'; segment: number };

/** The end of the game (M31). */
export type MerchantResult = { winners: number[]; standings: number[] };

/** The whole game: plain JSON, secrets included. Only viewFor lets it out. */
export type MerchantState = {
  version: 1;
  game: 'merchant';
  seed: string; // SECRET
  rng: StreamState; // SECRET: the random stream's state
  options: MerchantOptions;
  merchants: MerchantSeatState[];
  round: number;
  turn: TurnMark;
  phase: MerchantPhase;
  anchor: number;
  actor: number | null;
  actionsLeft: number;
  actedThisTurn: number; // merchants who have finished their two actions this turn (M8)
  deadline: number | null;
  segments: SegmentState[];
  pirates: { deck: number[]; revealed: number[]; discards: number[] }; // deck order SECRET (M41)
  demand: { unused: Luxury[]; discarded: Luxury[] }; // unused order SECRET (M41)
  asking: VoyageAsk | null;
  arrivals: number;
  result: MerchantResult | null;
};

/** Everything that happened, in order, for clients to animate. Events carry no secrets (M41). */
export type MerchantEvent =
  | { type: 'actionsStarted'; seat: number; deadline: number | null }
  | { type: 'loaded'; seat: number; ship: number; cargo: number }
  | { type: 'armed'; seat: number; ship: number; cannons: number }
  | { type: 'launched'; seat: number; ship: number; position: number }
  | { type: 'luxuryBought'; seat: number; luxury: Luxury }
  | { type: 'hutBuilt'; seat: number }
  | { type: 'repaired'; seat: number; ship: number; damage: number }
  | { type: 'passed'; seat: number }
  | { type: 'voyageStarted' }
  | { type: 'deckReshuffled'; deckCount: number }
  | { type: 'pirateRevealed'; segment: number; card: number; sum: number }
  | { type: 'turnedBack'; seat: number; ship: number; segment: number; strength: number; sum: number; damage: number }
  | { type: 'decisionAsked'; seat: number; ship: number; ask: 'route' | 'deliver'; segment: number; deadline: number | null }
  | { type: 'continued'; seat: number; ship: number; segment: number; position: number }
  | { type: 'traded'; seat: number; ship: number; segment: number; coins: number; prestige: number }
  | { type: 'delivered'; seat: number; ship: number; segment: number; luxury: Luxury | null; prestige: number }
  | { type: 'sailedHome'; seat: number; ship: number; spacesHome: number }
  | { type: 'docked'; seat: number; ship: number; repaired: number }
  | { type: 'piratesDiscarded'; cards: number[] }
  | { type: 'demandRefilled'; segment: number; slot: number; luxury: Luxury }
  | { type: 'anchorPassed'; seat: number }
  | { type: 'roundEnded'; round: number }
  | { type: 'turnStarted'; round: number; turn: TurnMark; anchor: number; coins: number[]; prestige: number[] } // each merchant's purse and Prestige as the turn starts (public, M41): the end chart's points
  | { type: 'timeout'; seat: number; phase: MerchantPhase }
  | { type: 'coinsCounted'; seat: number; coins: number; prestige: number }
  | { type: 'gameOver'; result: MerchantResult }
  | { type: 'seatUpdated'; seat: number }
  | { type: 'timersRestarted'; deadline: number | null };

/** The outcome of applyAction and tick: the shared Result shape over this game's state and events. */
export type MerchantStepResult = StepResult<MerchantState, MerchantEvent>;

/** A ship as a viewer sees it (docs/rules/MERCHANT_CONTRACT.md "The view"). */
export type ShipView = {
  kind: ShipKind;
  strength: number;
  cargo: number;
  cannons: number;
  damage: number;
  at: ShipPlace;
  segment?: number;
  position?: number;
  facing?: 'right' | 'left';
  spacesHome?: number;
};

/** A merchant as a viewer sees them. */
export type MerchantView = {
  seat: number;
  name: string;
  bot: boolean;
  level: BotLevel | null;
  connected: boolean;
  auto: boolean;
  coins: number;
  prestige: number;
  luxuries: Record<Luxury, number>;
  hut: boolean;
  ships: ShipView[];
};

/** What one seat, or a spectator (null), may know: everything but the deck and unused Demand orders (M41). */
export type MerchantPlayerView = {
  game: 'merchant';
  you: number | null;
  round: number;
  turn: TurnMark;
  phase: MerchantPhase;
  actor: number | null;
  anchor: number;
  actionsLeft: number;
  deadline: number | null;
  asking: VoyageAsk | null;
  merchants: MerchantView[];
  board: { segments: { coins: number; prestige: number; demand: (Luxury | null)[]; pirate: number | null }[] };
  pirates: { revealed: number[]; discards: number[]; deckCount: number };
  demand: { unused: number; discarded: Luxury[] };
  result: MerchantResult | null;
};
