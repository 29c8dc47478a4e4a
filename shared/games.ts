// The registry of games (MERCHANT_CONTRACT.md): each game's engine behind one GameModule shape, keyed by game.
import { applyAction, createVoyage, legalActions, tick, viewFor } from './index';
import type { Action, GameEvent, GameState, PlayerView, StepResult, VoyageSetup } from './types';
import { applyMerchantAction, createMerchantVoyage, merchantLegalActions, merchantViewFor, tickMerchant } from './merchant/index';
import type { MerchantAction, MerchantEvent, MerchantPlayerView, MerchantSetup, MerchantState } from './merchant/index';

/** The games the registry holds. */
export type GameKey = 'pastry' | 'merchant';

/** One game's pure engine: the five entry points every game offers the server, the client and the bots. */
export type GameModule<S, A, V, E = unknown, Setup = VoyageSetup> = {
  createVoyage(setup: Setup): S;
  applyAction(state: S, seat: number, action: A, now: number): StepResult<S, E>;
  tick(state: S, now: number): StepResult<S, E>;
  viewFor(state: S, seat: number | null): V;
  legalActions(state: S, seat: number): A[];
};

/** Pastry Pirates: shared/index.ts's exports, unchanged. */
const pastry: GameModule<GameState, Action, PlayerView, GameEvent> = { createVoyage, applyAction, tick, viewFor, legalActions };

/** Merchant Voyages: shared/merchant/. */
const merchant: GameModule<MerchantState, MerchantAction, MerchantPlayerView, MerchantEvent, MerchantSetup> = {
  createVoyage: createMerchantVoyage,
  applyAction: applyMerchantAction,
  tick: tickMerchant,
  viewFor: merchantViewFor,
  legalActions: merchantLegalActions,
};

/** MERCHANT_CONTRACT: every game by key. */
export const games = { pastry, merchant } as const;
