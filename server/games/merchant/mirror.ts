// Writes Merchant Voyages' spectator view into its Schema, touching only what changed so patches stay small. The engine's
// view shares every part a step did not change (shared/merchant/view.ts), so a part that is the very object of the view last
// mirrored (schemaSync.ts's lastMirror) is left alone without a look at its fields; a new part is compared with the Schema.
import type { MerchantPlayerView } from '../../../shared/merchant/index';
import { lastMirror, noteMirrored, put, syncList, syncListChanged, syncValues, type WallClock } from '../../table/schemaSync';
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
  syncListChanged(target.merchants, view.merchants, was?.merchants, () => new MerchantSeatSchema(), mirrorMerchant);
  if (was?.board !== view.board) syncList(target.segments, view.board.segments, () => new SegmentSchema(), mirrorSegment);
  if (was?.pirates !== view.pirates) {
    syncValues(target.pirates.revealed, view.pirates.revealed);
    syncValues(target.pirates.discards, view.pirates.discards);
    put(target.pirates, 'deckCount', view.pirates.deckCount);
  }
  if (was?.demand !== view.demand) {
    put(target.demand, 'unused', view.demand.unused);
    syncValues(target.demand.discarded, view.demand.discarded);
  }
  if (view.result) {
    if (was?.result !== view.result || !target.result) {
      target.result ??= new MerchantResultSchema();
      syncValues(target.result.winners, view.result.winners);
      syncValues(target.result.standings, view.result.standings);
    }
  } else put(target, 'result', null);
  noteMirrored(target, view, wall);
}

type MerchantView = MerchantPlayerView['merchants'][number];

/** One merchant's seat, coins, Prestige, Luxuries, hut and ships (M-rules' public facts); `was` is its view last mirrored, whose unchanged parts are skipped. */
function mirrorMerchant(m: MerchantSeatSchema, v: MerchantView, was: MerchantView | undefined): void {
  put(m, 'seat', v.seat);
  put(m, 'name', v.name);
  put(m, 'bot', v.bot);
  put(m, 'level', v.level);
  put(m, 'connected', v.connected);
  put(m, 'auto', v.auto);
  put(m, 'coins', v.coins);
  put(m, 'prestige', v.prestige);
  if (was?.luxuries !== v.luxuries) for (const luxury in v.luxuries) put(m.luxuries, luxury as keyof typeof v.luxuries, v.luxuries[luxury as keyof typeof v.luxuries]);
  put(m, 'hut', v.hut);
  syncListChanged(
    m.ships,
    v.ships,
    was?.ships,
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
