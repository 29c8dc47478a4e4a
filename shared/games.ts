// The registry of games (docs/rules/MERCHANT_CONTRACT.md): each game's engine behind one GameModule shape, keyed by game. A table
// room, the audience, replays and the contract suite reach a game only through here.
import { applyAction, createVoyage, legalActions, parseAction, restartTimers, tick, updateSeat, viewFor } from './pastry/index';
import type { Action, GameEvent, GameState, PlayerView, Recipe, RuleOptions } from './pastry/types';
import { applyMerchantAction, createMerchantVoyage, merchantLegalActions, merchantViewFor, parseMerchantAction, restartMerchantTimers, tickMerchant, updateMerchantSeat } from './merchant/index';
import type { MerchantAction, MerchantEvent, MerchantOptions, MerchantPlayerView, MerchantState } from './merchant/index';
import { botAction } from './pastry/bots/index';
import { merchantBotAction } from './merchant/bots/index';
import { animationMs } from './pastry/pacing';
import { merchantAnimationMs } from './merchant/pacing';
import { NUMBERS_EDITION } from './merchant/numbers';
import { GAME_TITLES, SEATS } from './table/gameList';
import type { GameKey, GameModule } from './table/gameModule';

export type { GameKey, GameModule } from './table/gameModule';

/** What a Pastry Pirates seat alone receives: its secret recipe (R52). */
export type PastryPrivate = { recipe: Recipe | null };

/** Pastry Pirates: shared/pastry/index.ts's exports, unchanged. */
const pastry: GameModule<GameState, Action, PlayerView, GameEvent, RuleOptions, PastryPrivate> = {
  key: 'pastry',
  title: GAME_TITLES.pastry,
  seats: SEATS.pastry,
  createVoyage,
  applyAction,
  tick,
  updateSeat,
  restartTimers,
  viewFor,
  legalActions,
  parseAction,
  isOver: (s) => s.phase === 'over',
  seatsOf: (s) => s.captains.map((c) => ({ name: c.name, bot: c.bot, connected: c.connected, auto: c.auto })),
  privateOf: (s, seat) => ({ recipe: s.captains[seat].recipe }),
  botPoint: (s) => [s.day, s.turn, s.phase, s.sailed, s.bake?.rewatches ?? 0].join(':'),
  botAction,
  animationMs,
};

/** Merchant Voyages: shared/merchant/. Every seat sees the same (M41), so no seat has private bits. */
const merchant: GameModule<MerchantState, MerchantAction, MerchantPlayerView, MerchantEvent, MerchantOptions> = {
  key: 'merchant',
  title: GAME_TITLES.merchant,
  seats: SEATS.merchant,
  edition: NUMBERS_EDITION,
  createVoyage: createMerchantVoyage,
  applyAction: applyMerchantAction,
  tick: tickMerchant,
  updateSeat: updateMerchantSeat,
  restartTimers: restartMerchantTimers,
  viewFor: merchantViewFor,
  legalActions: merchantLegalActions,
  parseAction: parseMerchantAction,
  isOver: (s) => s.phase === 'over',
  seatsOf: (s) => s.merchants.map((m) => ({ name: m.name, bot: m.bot, connected: m.connected, auto: m.auto })),
  privateOf: () => null,
  botPoint: (s) => [s.round, s.turn, s.phase, s.actor, s.actionsLeft, s.asking?.ship ?? '-'].join(':'),
  botAction: merchantBotAction,
  animationMs: merchantAnimationMs,
};

/** MERCHANT_CONTRACT: every game by key. */
export const games = { pastry, merchant } as const satisfies Record<GameKey, unknown>;
