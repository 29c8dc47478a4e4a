// Merchant Voyages at the table: its clock waits for a person's move, and quick play seats newcomers while rounds remain.
// It has no show that holds the clock for everyone, no move beside the turns and no "Ready?" hold.
import { games } from '../../../shared/games';
import { NUMBERS } from '../../../shared/merchant/numbers';
import type { MerchantAction, MerchantEvent, MerchantPlayerView, MerchantState } from '../../../shared/merchant/index';
import type { TableGame } from '../../table/tableGame';
import { MerchantTableState } from './schema';
import { mirrorMerchantView } from './mirror';
import { handOf } from '../../../shared/table/story';
import { MerchantPredictions } from './predictions';
import { merchantOnAir } from './onAir';

/** Merchant Voyages' table rules. */
export const merchantTable: TableGame<MerchantState, MerchantAction, MerchantPlayerView, MerchantEvent> = {
  module: games.merchant,
  State: MerchantTableState,
  mirror: (state, view, wall) => mirrorMerchantView((state as MerchantTableState).view, view, wall),
  entrants: (state) => state.merchants.map((m) => m.seat), // M1: merchants sit in the waiting room's order
  holdsTheClock: (view, botHolds) => view.actor !== null && !botHolds(view.actor),
  takesNewcomers: (view) => view.phase !== 'over' && view.round < NUMBERS.rounds, // M7: the last round leaves no game to join
  besidePlay: new Set(),
  summary: (state) => ({
    captains: state.merchants.map((m) => m.name),
    winners: state.result?.winners ?? [],
    days: state.round,
    standings: state.result?.standings ?? [],
    figures: state.merchants.map((m) => ({ prestige: m.prestige, coins: m.coins, luxuries: Object.values(m.luxuries).reduce((a, b) => a + b, 0) })), // M31's three figures
  }),
  onAir: merchantOnAir,
  hands: (view) => view.merchants.map((m) => ({ name: m.name, hand: handOf(m.level, false) })),
  audience: (state) => new MerchantPredictions(state),
  reveal: () => null, // M41: every seat sees the same
};
