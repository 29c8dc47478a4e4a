// viewFor: the only way state leaves the engine. Everything is public except the deck and unused Demand orders (M41).
// A step copies a state part before changing it (state.ts), so each part's view is made once and shared, frozen, by every
// view after while the part stays the same object: a server mirroring views sees an unchanged part as the same object.
import type { MerchantPlayerView, MerchantSeatState, MerchantState, MerchantView, ShipState, ShipView } from './types';
import { strengthOf } from './board';
import { NUMBERS } from './numbers';
import { partView } from '../table/sharedParts';

const merchantViews = new WeakMap<MerchantSeatState, MerchantView>();
const shipViews = new WeakMap<ShipState, ShipView>();
const boardViews = new WeakMap<MerchantState['segments'], MerchantPlayerView['board']>();
const pirateViews = new WeakMap<MerchantState['pirates'], MerchantPlayerView['pirates']>();
const demandViews = new WeakMap<MerchantState['demand'], MerchantPlayerView['demand']>();
const askViews = new WeakMap<NonNullable<MerchantState['asking']>, NonNullable<MerchantPlayerView['asking']>>();
const resultViews = new WeakMap<NonNullable<MerchantState['result']>, NonNullable<MerchantPlayerView['result']>>();

/** M4, M41: a ship card as everyone sees it, with its Strength for a voyage now (a ship keeps its place in its merchant's list). */
function shipView(ship: ShipState, index: number): ShipView {
  return partView(shipViews, ship, () => {
    const view: ShipView = {
      kind: ship.kind,
      strength: strengthOf(ship, index),
      cargo: ship.cargo,
      cannons: ship.cannons,
      damage: ship.damage,
      at: ship.at,
    };
    if (ship.segment !== null) view.segment = ship.segment;
    if (ship.position !== null) view.position = ship.position;
    if (ship.facing !== null) view.facing = ship.facing;
    if (ship.spacesHome !== null) view.spacesHome = ship.spacesHome;
    return view;
  });
}

/** M41: a merchant's seat, purse, Luxuries, hut and ships, all public. */
function merchantView(m: MerchantSeatState): MerchantView {
  return partView(merchantViews, m, () => ({
    seat: m.seat,
    name: m.name,
    bot: m.bot !== null,
    level: m.bot,
    connected: m.connected,
    auto: m.auto,
    coins: m.coins,
    prestige: m.prestige,
    luxuries: { ...m.luxuries },
    hut: m.hut,
    ships: m.ships.map(shipView),
  }));
}

/** MERCHANT_CONTRACT, M41: what `seat` (or a spectator, null) may know; every seat's view agrees except for `you`. */
export function merchantViewFor(s: MerchantState, seat: number | null): MerchantPlayerView {
  return {
    game: 'merchant',
    you: seat,
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    actor: s.actor,
    anchor: s.anchor,
    actionsLeft: s.actionsLeft,
    deadline: s.deadline,
    asking: s.asking ? partView(askViews, s.asking, (a) => ({ ...a })) : null,
    merchants: s.merchants.map(merchantView),
    board: partView(boardViews, s.segments, (segments) => ({
      segments: segments.map((seg, i) => ({ coins: NUMBERS.segments[i].coins, prestige: NUMBERS.segments[i].prestige, demand: [...seg.demand], pirate: seg.pirate })),
    })),
    pirates: partView(pirateViews, s.pirates, (p) => ({ revealed: [...p.revealed], discards: [...p.discards], deckCount: p.deck.length })),
    demand: partView(demandViews, s.demand, (d) => ({ unused: d.unused.length, discarded: [...d.discarded] })),
    result: s.result ? partView(resultViews, s.result, (r) => ({ winners: [...r.winners], standings: [...r.standings] })) : null,
  };
}
