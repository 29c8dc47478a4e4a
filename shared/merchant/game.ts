// Merchant Voyages' GameModule: the one object a table, the audience, replays and the contract suite know the game by.
import { applyMerchantAction, createMerchantVoyage, merchantLegalActions, merchantViewFor, parseMerchantAction, restartMerchantTimers, tickMerchant, updateMerchantSeat } from './index';
import type { MerchantAction, MerchantEvent, MerchantOptions, MerchantPlayerView, MerchantState } from './index';
import { merchantBotAction } from './bots/index';
import { merchantAnimationMs } from './pacing';
import { NUMBERS_EDITION } from './numbers';
import { merchantAbout } from './about';
import type { GameModule } from '../table/gameModule';

/** Merchant Voyages as a table plays it: shared/merchant/index.ts's exports with its facts (about.ts). Every seat sees the same (M41), so no seat has private bits. */
export const merchantGame = {
  ...merchantAbout,
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
} satisfies GameModule<MerchantState, MerchantAction, MerchantPlayerView, MerchantEvent, MerchantOptions>;
