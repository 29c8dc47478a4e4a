// Writes viewFor(state, null) into the Schema state, touching only what changed so patches stay small. A part equal in the
// view mirrored last (lastMirror) is skipped without reading the Schema: most steps change one captain and a field or two.
import type { PlayerView, Square } from '../../../shared/pastry/index';
import { BakeSchema, BattleSchema, CaptainSchema, OfferSchema, PhotoSchema, RecipeSchema, ResultSchema, SightingSchema, SwapSchema, type PastryViewSchema } from './schema';
import { packBoard, packCrates, packSquare } from './packing';
import { lastMirror, noteMirrored, put, samePlain, syncFlat, syncList, syncListChanged, syncValues, type WallClock } from '../../table/schemaSync';

const writeSquare = (sq: Square, out: number[]) => void out.push(packSquare(sq));
const writeRow = (row: readonly number[], out: number[]) => void out.push(...row);

/** Each board's packed fixed parts, by its land list: a board's views share its fixed parts (R4: drawn at the start). */
const packedBoards = new WeakMap<readonly Square[], string>();

/** Writes the board's fixed parts, packed once a board, and each island's crates and price, the only parts that change. */
function mirrorBoard(mirror: PastryViewSchema, board: PlayerView['board']): void {
  const target = mirror.board;
  let packed = packedBoards.get(board.land);
  if (packed === undefined) packedBoards.set(board.land, (packed = packBoard(board)));
  put(target, 'fixed', packed);
  syncValues(
    target.crates,
    board.islands.map((i) => i.crates),
  );
  syncValues(
    target.prices,
    board.islands.map((i) => i.price ?? -1),
  );
}

function mirrorCaptain(c: CaptainSchema, v: PlayerView['captains'][number]): void {
  put(c, 'seat', v.seat);
  put(c, 'entrant', v.entrant);
  put(c, 'name', v.name);
  put(c, 'bot', v.bot);
  put(c, 'level', v.level);
  put(c, 'auto', v.auto);
  put(c, 'connected', v.connected);
  put(c, 'pos', packSquare(v.pos));
  put(c, 'gold', v.gold);
  put(c, 'hold', packCrates(v.hold));
  put(c, 'bench', packCrates(v.bench));
  put(c, 'heavy', v.heavy);
  put(c, 'allowanceFull', v.allowance.full);
  put(c, 'allowanceUpwind', v.allowance.upwind);
  put(c, 'ovensLit', v.ovensLit);
  put(c, 'ovensLitDay', v.ovensLitDay);
  put(c, 'baked', v.baked);
  if (v.recipe && !c.recipe) {
    const recipe = new RecipeSchema();
    recipe.name = v.recipe.name;
    recipe.ingredients.push(...v.recipe.ingredients);
    c.recipe = recipe;
  } else if (!v.recipe && c.recipe) {
    c.recipe = undefined;
  }
  syncList(
    c.photos,
    v.photos,
    () => new PhotoSchema(),
    (p, photo) => {
      put(p, 'creature', photo.creature);
      put(p, 'points', photo.points);
    },
  );
  put(c, 'missedTurns', v.missedTurns);
}

function mirrorBattle(mirror: PastryViewSchema, battle: PlayerView['battle']): void {
  if (!battle) {
    put(mirror, 'battle', null);
    return;
  }
  const target = mirror.battle ?? (mirror.battle = new BattleSchema());
  put(target, 'attacker', battle.attacker);
  put(target, 'defender', battle.defender);
  put(target, 'winner', battle.winner);
  if (!battle.offer) put(target, 'offer', null);
  else {
    const offer = target.offer ?? (target.offer = new OfferSchema());
    put(offer, 'ingredient', 'ingredient' in battle.offer ? battle.offer.ingredient : null);
    put(offer, 'gold', 'gold' in battle.offer ? battle.offer.gold : null);
  }
}

function mirrorBake(mirror: PastryViewSchema, bake: PlayerView['bake'], wall: WallClock): void {
  if (!bake) {
    put(mirror, 'bake', null);
    return;
  }
  const target = mirror.bake ?? (mirror.bake = new BakeSchema());
  put(target, 'seat', bake.seat);
  put(target, 'crates', bake.crates);
  syncValues(target.open, bake.open);
  syncValues(
    target.locked,
    bake.locked.map((p) => p ?? -1),
  );
  syncList(
    target.swaps,
    bake.swaps,
    () => new SwapSchema(),
    (swap, [a, b]) => {
      put(swap, 'a', a);
      put(swap, 'b', b);
    },
  );
  put(target, 'startedAt', wall(bake.startedAt));
  put(target, 'endsAt', wall(bake.endsAt));
  put(target, 'rewatches', bake.rewatches);
}

function mirrorResult(mirror: PastryViewSchema, result: PlayerView['result']): void {
  if (!result) {
    put(mirror, 'result', null);
    return;
  }
  const target = mirror.result ?? (mirror.result = new ResultSchema());
  syncValues(target.winners, result.winners);
  put(target, 'bestBaker', result.bestBaker);
  syncValues(target.bestPhotographer, result.bestPhotographer);
  syncValues(target.standings, result.standings);
}

/** Mirrors the spectator's view into the room mirror's `view`; engine times become wall-clock times. */
export function mirrorView(mirror: PastryViewSchema, view: PlayerView, wall: WallClock): void {
  const last = lastMirror<PlayerView>(mirror);
  const was = last?.view;
  const sameClock = last !== undefined && last.shift === wall(0); // times in the last view landed where they land now
  put(mirror, 'day', view.day);
  put(mirror, 'turn', view.turn);
  put(mirror, 'phase', view.phase);
  put(mirror, 'actor', view.actor);
  put(mirror, 'sailed', view.sailed);
  put(mirror, 'deadline', view.deadline === null ? null : wall(view.deadline));
  put(mirror, 'dayLimit', view.dayLimit);
  if (!was || !samePlain(was.wind, view.wind)) {
    put(mirror.wind, 'today', view.wind.today);
    put(mirror.wind, 'tomorrow', view.wind.tomorrow);
    put(mirror.wind, 'stormWarning', view.wind.stormWarning);
    put(mirror.wind, 'storm', view.wind.storm);
  }
  if (!was || !samePlain(was.board, view.board)) mirrorBoard(mirror, view.board);
  syncListChanged(mirror.captains, view.captains, was?.captains, () => new CaptainSchema(), mirrorCaptain); // a captain's view is shared while the captain does not change
  if (!was || !samePlain(was.battle, view.battle)) mirrorBattle(mirror, view.battle);
  if (!sameClock || !samePlain(was!.bake, view.bake)) mirrorBake(mirror, view.bake, wall);
  if (!sameClock || !samePlain(was!.sightings, view.sightings))
    syncList(
      mirror.sightings,
      view.sightings,
      () => new SightingSchema(),
      (s, v) => {
        put(s, 'id', v.id);
        put(s, 'seat', v.seat);
        put(s, 'creature', v.creature);
        put(s, 'points', v.points);
        put(s, 'until', wall(v.until));
      },
    );
  if (!was || !samePlain(was.goldByDay, view.goldByDay)) syncFlat(mirror.goldByDay, view.goldByDay, writeRow, was?.goldByDay);
  if (!was || !samePlain(was.tracks, view.tracks)) view.tracks.forEach((squares, i) => squares === was?.tracks[i] || syncFlat(mirror.captains[i].track, squares, writeSquare, was?.tracks[i]));
  if (!was || !samePlain(was.result, view.result)) mirrorResult(mirror, view.result);
  noteMirrored(mirror, view, wall);
}
