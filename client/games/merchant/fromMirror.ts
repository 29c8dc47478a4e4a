// Merchant Voyages' view back from its mirrored Schema state: the client's side of the one shape (server/games/merchant).
import type { ToJSON } from '@colyseus/schema';
import type { Luxury, MerchantPlayerView, ShipView } from '../../../shared/merchant/types';
import type { MerchantViewSchema } from '../../../server/games/merchant/schema';
import type { TableJson } from '../../shell/net/tableJson';

/** The mirrored view as JSON, as a client's room state hands it over. */
export type MerchantMirrorJson = ToJSON<MerchantViewSchema>;

/** The mirrored view in a Merchant Voyages table's state: under `view`, as every game's (server/games/merchant/schema.ts). */
export function merchantMirrorOf(room: TableJson | null): MerchantMirrorJson | undefined {
  return room?.view as MerchantMirrorJson | undefined;
}

/** The view for `you` (null for a spectator) from the mirror: every seat sees the same (M41). */
export function fromMerchantMirror(json: MerchantMirrorJson, you: number | null): MerchantPlayerView {
  return {
    game: 'merchant',
    you,
    round: json.round,
    turn: json.turn as MerchantPlayerView['turn'],
    phase: json.phase as MerchantPlayerView['phase'],
    actor: json.actor ?? null,
    anchor: json.anchor,
    actionsLeft: json.actionsLeft,
    deadline: json.deadline ?? null,
    asking: json.asking ? { seat: json.asking.seat, ship: json.asking.ship, ask: json.asking.ask as 'route' | 'deliver', segment: json.asking.segment } : null,
    merchants: json.merchants.map((m) => ({
      seat: m.seat,
      name: m.name,
      bot: m.bot,
      level: (m.level ?? null) as MerchantPlayerView['merchants'][number]['level'],
      connected: m.connected,
      auto: m.auto,
      coins: m.coins,
      prestige: m.prestige,
      luxuries: { Silk: m.luxuries.Silk, Spice: m.luxuries.Spice, Tea: m.luxuries.Tea, Porcelain: m.luxuries.Porcelain, Rum: m.luxuries.Rum },
      hut: m.hut,
      ships: m.ships.map(shipFrom),
    })),
    board: { segments: json.segments.map((s) => ({ coins: s.coins, prestige: s.prestige, demand: s.demand.map((tile) => (tile === '' ? null : (tile as Luxury))), pirate: s.pirate ?? null })) },
    pirates: { revealed: [...json.pirates.revealed], discards: [...json.pirates.discards], deckCount: json.pirates.deckCount },
    demand: { unused: json.demand.unused, discarded: json.demand.discarded as Luxury[] },
    result: json.result ? { winners: [...json.result.winners], standings: [...json.result.standings] } : null,
  };
}

/** A ship back from the mirror: its optional fields only where the view had them. */
function shipFrom(s: MerchantMirrorJson['merchants'][number]['ships'][number]): ShipView {
  return {
    kind: s.kind as ShipView['kind'],
    strength: s.strength,
    cargo: s.cargo,
    cannons: s.cannons,
    damage: s.damage,
    at: s.at as ShipView['at'],
    ...(s.segment !== undefined ? { segment: s.segment } : {}),
    ...(s.position !== undefined ? { position: s.position } : {}),
    ...(s.facing !== undefined ? { facing: s.facing as ShipView['facing'] } : {}),
    ...(s.spacesHome !== undefined ? { spacesHome: s.spacesHome } : {}),
  };
}
