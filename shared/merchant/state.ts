// Helpers every Merchant Voyages rule file shares: the working copy, copying it, and the rule errors of the first game.
import type { MerchantEvent, MerchantSeatState, MerchantState, ShipState, TurnMark } from './types';
import { copyStream } from '../random';
export { RuleError, must } from '../table/ruleError';

/** The working copy an action or tick changes, the time it happens and what it emits. */
export type MerchantCtx = { s: MerchantState; now: number; events: MerchantEvent[] };

/**
 * Copies everything that can change, so applyAction and tick never touch their input. Every field is named, in the order
 * createMerchantVoyage writes them (so a copy serialises the same): spreads were over half of a step (issue 30). A field
 * this forgets fails test/merchant/stateCopy.test.ts.
 */
export function cloneMerchantState(s: MerchantState): MerchantState {
  return {
    version: s.version,
    game: s.game,
    seed: s.seed,
    rng: copyStream(s.rng),
    options: { ...s.options },
    merchants: s.merchants.map(cloneMerchant),
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    anchor: s.anchor,
    actor: s.actor,
    actionsLeft: s.actionsLeft,
    actedThisTurn: s.actedThisTurn,
    deadline: s.deadline,
    segments: s.segments.map((seg) => ({ demand: seg.demand.slice(), pirate: seg.pirate })),
    pirates: { deck: s.pirates.deck.slice(), revealed: s.pirates.revealed.slice(), discards: s.pirates.discards.slice() },
    demand: { unused: s.demand.unused.slice(), discarded: s.demand.discarded.slice() },
    asking: s.asking ? { seat: s.asking.seat, ship: s.asking.ship, ask: s.asking.ask, segment: s.asking.segment } : null,
    arrivals: s.arrivals,
    result: s.result ? { winners: s.result.winners.slice(), standings: s.result.standings.slice() } : null,
  };
}

/** One merchant's copy, in createMerchantVoyage's order. */
function cloneMerchant(m: MerchantSeatState): MerchantSeatState {
  return {
    seat: m.seat,
    name: m.name,
    bot: m.bot,
    connected: m.connected,
    auto: m.auto,
    coins: m.coins,
    prestige: m.prestige,
    luxuries: { Silk: m.luxuries.Silk, Spice: m.luxuries.Spice, Tea: m.luxuries.Tea, Porcelain: m.luxuries.Porcelain, Rum: m.luxuries.Rum }, // noLuxuries' order
    hut: m.hut,
    ships: m.ships.map(cloneShip),
  };
}

/** One ship's copy, in dockedShip's order. */
function cloneShip(ship: ShipState): ShipState {
  return {
    kind: ship.kind,
    cargo: ship.cargo,
    cannons: ship.cannons,
    damage: ship.damage,
    at: ship.at,
    segment: ship.segment,
    position: ship.position,
    facing: ship.facing,
    spacesHome: ship.spacesHome,
    arrival: ship.arrival,
  };
}

/** The seat to the left of `seat` (clockwise), as the Anchor and the action order go (M8, M23). */
export function leftOf(s: MerchantState, seat: number): number {
  return (seat + 1) % s.merchants.length;
}

/** M7, M23 backwards: who held the first Anchor (turn 1A), from its holder in turn `turn` of `round`: it passes left after every turn. */
export function firstAnchorHolder(anchor: number, round: number, turn: TurnMark, count: number): number {
  const passes = (round - 1) * 2 + (turn === 'B' ? 1 : 0);
  return (((anchor - passes) % count) + count) % count;
}
