// Helpers every Merchant Voyages rule file shares: the working copy, copying it, and the rule errors of the first game.
import type { MerchantEvent, MerchantSeatState, MerchantState, ShipState, TurnMark } from './types';
import { ownPart } from '../attempt';
export { RuleError, must } from '../table/ruleError';

/**
 * The working copy an action or tick changes, the time it happens and what it emits. The copy shares its parts with `from`,
 * the state it was made from (null when there is none, as at setup), until a rule asks to own one (ownMerchant, ownSegments,
 * ownPirates, ownDemand): a step copies only what it changes, where copying everything was most of a step.
 */
export type MerchantCtx = { s: MerchantState; now: number; events: MerchantEvent[]; from: MerchantState | null };

/**
 * A step's working copy of `s`: every field named, in the order createMerchantVoyage writes them (so it serialises the same),
 * with its own list of merchants and every part shared. Options, the stream's state, the ask and the result are never changed
 * in place (the engine replaces them), so they stay shared; a field this forgets fails test/merchant/stateCopy.test.ts.
 */
export function stepCopy(s: MerchantState): MerchantState {
  return {
    version: s.version,
    game: s.game,
    seed: s.seed,
    rng: s.rng,
    options: s.options,
    merchants: s.merchants.slice(),
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    anchor: s.anchor,
    actor: s.actor,
    actionsLeft: s.actionsLeft,
    actedThisTurn: s.actedThisTurn,
    deadline: s.deadline,
    segments: s.segments,
    pirates: s.pirates,
    demand: s.demand,
    asking: s.asking,
    arrivals: s.arrivals,
    result: s.result,
  };
}

/** The merchant in `seat`, copied first if the step still shares it (its Luxuries and ships stay shared): every change to a merchant's own fields goes through this. */
export function ownMerchant(ctx: MerchantCtx, seat: number): MerchantSeatState {
  const merchants = ctx.s.merchants;
  if (ctx.from !== null && merchants[seat] === ctx.from.merchants[seat]) merchants[seat] = copyMerchant(merchants[seat]);
  return merchants[seat];
}

/** The Luxuries the merchant in `seat` holds, copied first if still shared: every change to a Luxury count goes through this. */
export function ownLuxuries(ctx: MerchantCtx, seat: number): MerchantSeatState['luxuries'] {
  const m = ownMerchant(ctx, seat);
  if (ctx.from !== null && m.luxuries === ctx.from.merchants[seat].luxuries) {
    const l = m.luxuries;
    m.luxuries = { Silk: l.Silk, Spice: l.Spice, Tea: l.Tea, Porcelain: l.Porcelain, Rum: l.Rum }; // noLuxuries' order
  }
  return m.luxuries;
}

/** Ship `index` of the merchant in `seat`, copied first (with the merchant's list of ships) if still shared: every change to a ship goes through this. */
export function ownShip(ctx: MerchantCtx, seat: number, index: number): ShipState {
  const m = ownMerchant(ctx, seat);
  if (ctx.from === null) return m.ships[index];
  const before = ctx.from.merchants[seat].ships;
  if (m.ships === before) m.ships = m.ships.slice();
  if (m.ships[index] === before[index]) m.ships[index] = cloneShip(m.ships[index]);
  return m.ships[index];
}

/** The Trade board's segments (Demand slots and revealed Pirates), copied first if still shared: every change to them goes through this. */
export function ownSegments(ctx: MerchantCtx): MerchantState['segments'] {
  return ownPart(ctx, 'segments', copySegments);
}

/** The Pirate deck, revealed cards and discards, copied first if still shared: every change to them goes through this. */
export function ownPirates(ctx: MerchantCtx): MerchantState['pirates'] {
  return ownPart(ctx, 'pirates', copyPirates);
}

/** The unused and discarded Demand tiles, copied first if still shared: every change to them goes through this. */
export function ownDemand(ctx: MerchantCtx): MerchantState['demand'] {
  return ownPart(ctx, 'demand', copyDemand);
}

/** One merchant's copy, in createMerchantVoyage's order, sharing their Luxuries and ships (ownLuxuries and ownShip copy those). */
function copyMerchant(m: MerchantSeatState): MerchantSeatState {
  return {
    seat: m.seat,
    name: m.name,
    bot: m.bot,
    connected: m.connected,
    auto: m.auto,
    coins: m.coins,
    prestige: m.prestige,
    luxuries: m.luxuries,
    hut: m.hut,
    ships: m.ships,
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

/** The Trade board's segments' copy: each segment's own Demand slots. */
function copySegments(segments: MerchantState['segments']): MerchantState['segments'] {
  return segments.map((seg) => ({ demand: seg.demand.slice(), pirate: seg.pirate }));
}

/** The Pirate deck's, revealed cards' and discards' copy. */
function copyPirates(p: MerchantState['pirates']): MerchantState['pirates'] {
  return { deck: p.deck.slice(), revealed: p.revealed.slice(), discards: p.discards.slice() };
}

/** The unused and discarded Demand tiles' copy. */
function copyDemand(d: MerchantState['demand']): MerchantState['demand'] {
  return { unused: d.unused.slice(), discarded: d.discarded.slice() };
}
