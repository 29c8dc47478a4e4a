// Writes Merchant Voyages' spectator view into its Schema, touching only what changed so patches stay small: a merchant or
// a segment equal in the view last mirrored is not compared with the Schema field by field (schemaSync.ts's lastMirror).
import type { MerchantPlayerView } from '../../../shared/merchant/index';
import { lastMirror, noteMirrored, put, samePlain, syncList, syncValues, type WallClock } from '../../table/schemaSync';
import { AskSchema, MerchantResultSchema, MerchantSeatSchema, MerchantShipSchema, SegmentSchema, type MerchantViewSchema } from './schema';

/** Mirrors `view` (times in game time, moved onto the wall clock by `wall`) into `target`. */
export function mirrorMerchantView(target: MerchantViewSchema, view: MerchantPlayerView, wall: WallClock): void {
  const was = lastMirror<MerchantPlayerView>(target)?.view;
  put(target, 'round', view.round);
  put(target, 'turn', view.turn);
  put(target, 'phase', view.phase);
  put(target, 'actor', view.actor);
  put(target, 'anchor', view.anchor);
  put(target, 'actionsLeft', view.actionsLeft);
  put(target, 'deadline', view.deadline === null ? null : wall(view.deadline));
  if (view.asking) {
    target.asking ??= new AskSchema();
    put(target.asking, 'seat', view.asking.seat);
    put(target.asking, 'ship', view.asking.ship);
    put(target.asking, 'ask', view.asking.ask);
    put(target.asking, 'segment', view.asking.segment);
  } else put(target, 'asking', null);
  syncList(
    target.merchants,
    view.merchants,
    () => new MerchantSeatSchema(),
    (m, v, i) => (was && samePlain(was.merchants[i], v)) || mirrorMerchant(m, v),
  );
  syncList(
    target.segments,
    view.board.segments,
    () => new SegmentSchema(),
    (s, v, i) => (was && samePlain(was.board.segments[i], v)) || mirrorSegment(s, v),
  );
  syncValues(target.pirates.revealed, view.pirates.revealed);
  syncValues(target.pirates.discards, view.pirates.discards);
  put(target.pirates, 'deckCount', view.pirates.deckCount);
  put(target.demand, 'unused', view.demand.unused);
  syncValues(target.demand.discarded, view.demand.discarded);
  if (view.result) {
    target.result ??= new MerchantResultSchema();
    syncValues(target.result.winners, view.result.winners);
    syncValues(target.result.standings, view.result.standings);
  } else put(target, 'result', null);
  noteMirrored(target, view, wall);
}

/** One merchant's seat, coins, Prestige, Luxuries, hut and ships (M-rules' public facts). */
function mirrorMerchant(m: MerchantSeatSchema, v: MerchantPlayerView['merchants'][number]): void {
  put(m, 'seat', v.seat);
  put(m, 'name', v.name);
  put(m, 'bot', v.bot);
  put(m, 'level', v.level);
  put(m, 'connected', v.connected);
  put(m, 'auto', v.auto);
  put(m, 'coins', v.coins);
  put(m, 'prestige', v.prestige);
  for (const [luxury, count] of Object.entries(v.luxuries)) put(m.luxuries, luxury as keyof typeof v.luxuries, count);
  put(m, 'hut', v.hut);
  syncList(
    m.ships,
    v.ships,
    () => new MerchantShipSchema(),
    (s, ship) => {
      put(s, 'kind', ship.kind);
      put(s, 'strength', ship.strength);
      put(s, 'cargo', ship.cargo);
      put(s, 'cannons', ship.cannons);
      put(s, 'damage', ship.damage);
      put(s, 'at', ship.at);
      put(s, 'segment', ship.segment ?? null);
      put(s, 'position', ship.position ?? null);
      put(s, 'facing', ship.facing ?? null);
      put(s, 'spacesHome', ship.spacesHome ?? null);
    },
  );
}

/** One sea segment's rewards, Demand tiles and pirate. */
function mirrorSegment(s: SegmentSchema, v: MerchantPlayerView['board']['segments'][number]): void {
  put(s, 'coins', v.coins);
  put(s, 'prestige', v.prestige);
  syncValues(
    s.demand,
    v.demand.map((tile) => tile ?? ''),
  );
  put(s, 'pirate', v.pirate);
}
