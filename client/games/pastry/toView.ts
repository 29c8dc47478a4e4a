// Turns a Pastry Pirates room's Schema state (as JSON) back into the engine's PlayerView shape, so the client speaks one language.
import type { Dir, Ingredient, Phase, PlayerView, Square } from '../../../shared/pastry/index';
import type { TableJson } from '../../shell/net/tableJson';
import type { ToJSON } from '@colyseus/schema';
import type { PastryViewSchema } from '../../../server/games/pastry/schema';

type Sq = { x: number; y: number };
/**
 * The Schema state of a Pastry Pirates table as toJSON() gives it: the table's facts (TableJson) and the voyage's view under
 * `view`, read off its Schema classes (server/games/pastry/schema.ts) rather than written again; a square is {x, y}, a list of
 * squares a flat list of numbers (x, y of each in turn), nulls absent.
 */
export type RoomJson = TableJson & { view: ToJSON<PastryViewSchema> };

const sq = (s: Sq): Square => [s.x, s.y];
/** A flat list of x, y pairs as squares. */
function squares(flat: number[]): Square[] {
  const out: Square[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i], flat[i + 1]]);
  return out;
}

/** The PlayerView for `you` (null for a spectator); the viewer's own recipe arrives privately and is merged in. */
export function toPlayerView(room: RoomJson, you: number | null, ownRecipe: PlayerView['captains'][number]['recipe']): PlayerView {
  const json = room.view;
  return {
    you,
    day: json.day,
    turn: json.turn,
    phase: json.phase as Phase,
    actor: json.actor ?? null,
    sailed: json.sailed,
    deadline: json.deadline ?? null,
    dayLimit: json.dayLimit,
    wind: { today: json.wind.today as Dir, tomorrow: json.wind.tomorrow as Dir, stormWarning: json.wind.stormWarning, storm: (json.wind.storm as Dir) ?? null },
    board: {
      size: 16,
      land: squares(json.board.land),
      tortuga: squares(json.board.tortuga),
      berths: squares(json.board.berths),
      reefs: squares(json.board.reefs),
      islands: json.board.islands.map((i) => ({ ingredient: i.ingredient as Ingredient, land: squares(i.land), dock: sq(i.dock), crates: i.crates, price: i.price ?? null })),
      arcs: json.board.arcs.map((a) => ({ squares: squares(a.squares) })),
    },
    captains: json.captains.map((c) => ({
      seat: c.seat,
      entrant: c.entrant,
      name: c.name,
      bot: c.bot,
      level: (c.level as PlayerView['captains'][number]['level']) ?? null,
      auto: c.auto,
      connected: c.connected,
      pos: sq(c.pos),
      gold: c.gold,
      hold: c.hold as Ingredient[],
      bench: c.bench as Ingredient[],
      heavy: c.heavy,
      allowance: c.allowance,
      ovensLit: c.ovensLit,
      ovensLitDay: c.ovensLitDay ?? null,
      baked: c.baked,
      recipe: c.recipe ? { name: c.recipe.name, ingredients: c.recipe.ingredients as Ingredient[] } : c.seat === you ? ownRecipe : null,
      photos: c.photos,
      missedTurns: c.missedTurns,
    })),
    battle: json.battle
      ? {
          attacker: json.battle.attacker,
          defender: json.battle.defender,
          winner: json.battle.winner ?? null,
          offer: json.battle.offer ? (json.battle.offer.ingredient ? { ingredient: json.battle.offer.ingredient as Ingredient } : { gold: json.battle.offer.gold ?? 0 }) : null,
        }
      : null,
    bake: json.bake
      ? {
          seat: json.bake.seat,
          crates: json.bake.crates,
          open: json.bake.open as Ingredient[],
          locked: json.bake.locked.map((p) => (p < 0 ? null : p)),
          swaps: json.bake.swaps.map((s) => [s.a, s.b] as [number, number]),
          startedAt: json.bake.startedAt,
          endsAt: json.bake.endsAt,
          rewatches: json.bake.rewatches,
        }
      : null,
    sightings: json.sightings,
    goldByDay: json.goldByDay.map((d) => d.gold),
    tracks: json.tracks.map((t) => squares(t.squares)),
    result: json.result ? { winners: json.result.winners, bestBaker: json.result.bestBaker ?? null, bestPhotographer: json.result.bestPhotographer, standings: json.result.standings } : null,
  };
}

/** Pastry Pirates' view of a room under way for the shell's store; null in the waiting room (no board yet). */
export function pastryView(room: TableJson, seat: number | null, recipe: PlayerView['captains'][number]['recipe']): PlayerView | null {
  return room.status === 'lobby' ? null : toPlayerView(room as RoomJson, seat, recipe);
}
