// Writes viewFor(state, null) into the Schema state, touching only what changed so patches stay small.
import type { ArraySchema } from '@colyseus/schema';
import type { PlayerView, Square } from '../../../shared/pastry/index';
import {
  ArcSchema,
  BakeSchema,
  BattleSchema,
  CaptainSchema,
  DayGoldSchema,
  IslandSchema,
  OfferSchema,
  PhotoSchema,
  RecipeSchema,
  ResultSchema,
  SightingSchema,
  SquareSchema,
  SwapSchema,
  TrackSchema,
  type VoyageState,
} from './schema';
import { put, syncHistory, syncList, syncValues, unchangedSince, type WallClock } from '../../table/schemaSync';

function putSquare(target: SquareSchema, [x, y]: Square): void {
  put(target, 'x', x);
  put(target, 'y', y);
}

function syncSquares(list: ArraySchema<SquareSchema>, squares: readonly Square[]): void {
  syncList(list, squares, () => new SquareSchema(), putSquare);
}

/** Copies the board once; afterwards only crates and prices change. */
function mirrorBoard(state: VoyageState, board: PlayerView['board']): void {
  const target = state.board;
  if (target.islands.length === 0) {
    syncSquares(target.land, board.land);
    syncSquares(target.tortuga, board.tortuga);
    syncSquares(target.berths, board.berths);
    syncSquares(target.reefs, board.reefs);
    syncList(
      target.arcs,
      board.arcs,
      () => new ArcSchema(),
      (arc, v) => syncSquares(arc.squares, v.squares),
    );
  }
  if (target.islands.length === board.islands.length) {
    // an island's ingredient, land and dock are the board's, drawn once (R4): only its crates and price move
    board.islands.forEach((v, i) => {
      const island = target.islands[i];
      put(island, 'crates', v.crates);
      put(island, 'price', v.price);
    });
    return;
  }
  syncList(
    target.islands,
    board.islands,
    () => new IslandSchema(),
    (island, v) => {
      put(island, 'ingredient', v.ingredient);
      syncSquares(island.land, v.land);
      putSquare(island.dock, v.dock);
      put(island, 'crates', v.crates);
      put(island, 'price', v.price);
    },
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
  putSquare(c.pos, v.pos);
  put(c, 'gold', v.gold);
  syncValues(c.hold, v.hold);
  syncValues(c.bench, v.bench);
  put(c, 'heavy', v.heavy);
  put(c.allowance, 'full', v.allowance.full);
  put(c.allowance, 'upwind', v.allowance.upwind);
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

function mirrorBattle(state: VoyageState, battle: PlayerView['battle']): void {
  if (!battle) {
    put(state, 'battle', null);
    return;
  }
  const target = state.battle ?? (state.battle = new BattleSchema());
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

function mirrorBake(state: VoyageState, bake: PlayerView['bake'], wall: WallClock): void {
  if (!bake) {
    put(state, 'bake', null);
    return;
  }
  const target = state.bake ?? (state.bake = new BakeSchema());
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

function mirrorResult(state: VoyageState, result: PlayerView['result']): void {
  if (!result) {
    put(state, 'result', null);
    return;
  }
  const target = state.result ?? (state.result = new ResultSchema());
  syncValues(target.winners, result.winners);
  put(target, 'bestBaker', result.bestBaker);
  syncValues(target.bestPhotographer, result.bestPhotographer);
  syncValues(target.standings, result.standings);
}

/** Mirrors the spectator's view into the room state; engine times become wall-clock times. */
export function mirrorView(state: VoyageState, view: PlayerView, wall: WallClock): void {
  put(state, 'status', view.phase === 'over' ? 'over' : 'playing');
  put(state, 'day', view.day);
  put(state, 'turn', view.turn);
  put(state, 'phase', view.phase);
  put(state, 'actor', view.actor);
  put(state, 'sailed', view.sailed);
  put(state, 'deadline', view.deadline === null ? null : wall(view.deadline));
  put(state, 'dayLimit', view.dayLimit);
  put(state.wind, 'today', view.wind.today);
  put(state.wind, 'tomorrow', view.wind.tomorrow);
  put(state.wind, 'stormWarning', view.wind.stormWarning);
  put(state.wind, 'storm', view.wind.storm);
  mirrorBoard(state, view.board);
  syncList(state.captains, view.captains, () => new CaptainSchema(), mirrorCaptain);
  mirrorBattle(state, view.battle);
  mirrorBake(state, view.bake, wall);
  syncList(
    state.sightings,
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
  syncHistory(
    state.goldByDay,
    view.goldByDay,
    () => new DayGoldSchema(),
    (day, gold) => unchangedSince(day, gold) || syncValues(day.gold, gold),
  );
  syncList(
    state.tracks,
    view.tracks,
    () => new TrackSchema(),
    (track, squares) => unchangedSince(track, squares) || syncHistory(track.squares, squares, () => new SquareSchema(), putSquare),
  );
  mirrorResult(state, view.result);
}
