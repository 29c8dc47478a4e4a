// M1 to M7: deals a new game: the Trade board's Demand, the Pirate deck, purses, ships, the Anchor and the Hourglass.
import { drawInt, drawOne, seedStream, shuffled } from '../random';
import type { Luxury, MerchantOptions, MerchantSetup, MerchantState, ShipState } from './types';
import { LUXURIES, PIRATE_CARDS, TILES_PER_KIND, noLuxuries } from './board';
import { merchantAbout } from './about';
import { NUMBERS, startingCoins } from './numbers';
import type { MerchantCtx } from './state';
import { refillDemand } from './demand';
import { startTurn } from './turns';

/** M5: the fifteen Demand tiles, by kind in printed order, before the shuffle (shuffled copies them). */
const DEMAND_TILES: readonly Luxury[] = LUXURIES.flatMap((l) => Array.from({ length: TILES_PER_KIND }, () => l));

/** M16 and M40: the timers' defaults. */
export const MERCHANT_DEFAULT_OPTIONS: MerchantOptions = { turnMs: 45_000, decisionMs: 20_000 };

/** M4: a ship card as it starts: docked, undamaged and empty. */
function dockedShip(index: number): ShipState {
  return {
    kind: NUMBERS.ships[index].kind,
    cargo: 0,
    cannons: 0,
    damage: 0,
    at: 'dock',
    segment: null,
    position: null,
    facing: null,
    spacesHome: null,
    arrival: 0,
  };
}

/** M7: a merchant's Luxuries at the start, one of `luxury` (noLuxuries' order, its count set in place: a spread with a computed key cost more). */
function firstLuxury(luxury: Luxury): Record<Luxury, number> {
  const luxuries = noLuxuries();
  luxuries[luxury] = 1;
  return luxuries;
}

/** M1 to M7: a new game from the setup; throws on a merchant count outside 2 to 4. */
export function createMerchantVoyage(setup: MerchantSetup): MerchantState {
  const count = setup.captains?.length ?? 0;
  const { min, max } = merchantAbout.seats; // M1
  if (count < min || count > max) throw new Error(`Merchant Voyages needs ${min} to ${max} merchants, not ${count}.`);
  const holder = { rng: seedStream(String(setup.seed), setup.stream) };
  const tiles = shuffled(holder, DEMAND_TILES);
  const deck = shuffled(holder, PIRATE_CARDS);
  const firstLuxuries: Luxury[] = setup.captains.map(() => drawOne(holder, LUXURIES));
  const anchor = drawInt(holder, 0, count - 1);
  const state: MerchantState = {
    version: 1,
    game: 'merchant',
    seed: String(setup.seed),
    rng: holder.rng,
    options: { ...MERCHANT_DEFAULT_OPTIONS, ...setup.options },
    merchants: setup.captains.map((captain, seat) => ({
      seat,
      name: captain.name,
      bot: captain.bot ?? null,
      connected: true,
      auto: false,
      coins: startingCoins(seat, anchor, count),
      prestige: 0,
      luxuries: firstLuxury(firstLuxuries[seat]),
      hut: false,
      ships: NUMBERS.ships.map((_, i) => dockedShip(i)),
    })),
    round: 1,
    turn: 'A',
    phase: 'actions',
    anchor,
    actor: anchor,
    actionsLeft: 0,
    actedThisTurn: 0,
    deadline: null,
    segments: NUMBERS.segments.map((seg) => ({ demand: Array.from({ length: seg.slots }, () => null), pirate: null })),
    pirates: { deck, revealed: [], discards: [] },
    demand: { unused: tiles, discarded: [] },
    asking: null,
    arrivals: 0,
    result: null,
  };
  const ctx: MerchantCtx = { s: state, now: setup.now ?? 0, events: [], from: null };
  refillDemand(ctx);
  startTurn(ctx);
  return ctx.s;
}
