// viewFor: the only way state leaves the engine. Everything is public except the deck and unused Demand orders (M41).
import type { MerchantPlayerView, MerchantState, ShipState, ShipView } from './types';
import { strengthOf } from './board';
import { NUMBERS } from './numbers';

/** M4, M41: a ship card as everyone sees it, with its Strength for a voyage now. */
function shipView(ship: ShipState, index: number): ShipView {
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
    asking: s.asking ? { ...s.asking } : null,
    merchants: s.merchants.map((m) => ({
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
    })),
    board: {
      segments: s.segments.map((seg, i) => ({ coins: NUMBERS.segments[i].coins, prestige: NUMBERS.segments[i].prestige, demand: [...seg.demand], pirate: seg.pirate })),
    },
    pirates: { revealed: [...s.pirates.revealed], discards: [...s.pirates.discards], deckCount: s.pirates.deck.length },
    demand: { unused: s.demand.unused.length, discarded: [...s.demand.discarded] },
    result: s.result ? { winners: [...s.result.winners], standings: [...s.result.standings] } : null,
  };
}
