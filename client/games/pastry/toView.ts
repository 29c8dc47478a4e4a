// Turns a Pastry Pirates room's Schema state (as JSON) back into the engine's PlayerView shape, so the client speaks one language.
import type { Dir, Ingredient, Phase, PlayerView } from '../../../shared/pastry/index';
import type { TableJson } from '../../shell/net/tableJson';
import type { ToJSON } from '@colyseus/schema';
import type { PastryViewSchema } from '../../../server/games/pastry/schema';
import { type FixedBoard, unpackBoard, unpackCrates, unpackSquare } from '../../../server/games/pastry/packing';
import { frozen } from '../../../shared/table/sharedParts';

/**
 * The Schema state of a Pastry Pirates table as toJSON() gives it: the table's facts (TableJson) and the voyage's view under
 * `view`, read off its Schema classes (server/games/pastry/schema.ts) rather than written again; a square is one number
 * (packSquare), the board's fixed parts one packed string, nulls absent.
 */
export type RoomJson = TableJson & { view: ToJSON<PastryViewSchema> };

let lastBoard: { packed: string; board: FixedBoard } | undefined;

/** The fixed board a packed string describes, unpacked once a board and shared (frozen) by every view made from it. */
function fixedBoard(packed: string): FixedBoard {
  if (lastBoard?.packed !== packed) lastBoard = { packed, board: frozen(unpackBoard(packed)) };
  return lastBoard.board;
}

/** A flat list cut into rows of `width` (the gold by day: a row a day, a number a captain). */
function rows(flat: number[], width: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; width > 0 && i + width <= flat.length; i += width) out.push(flat.slice(i, i + width));
  return out;
}

/** The PlayerView for `you` (null for a spectator); the viewer's own recipe arrives privately and is merged in. */
export function toPlayerView(room: RoomJson, you: number | null, ownRecipe: PlayerView['captains'][number]['recipe']): PlayerView {
  const json = room.view;
  const board = fixedBoard(json.board.fixed);
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
    board: { ...board, islands: board.islands.map((i, n) => ({ ...i, crates: json.board.crates[n], price: json.board.prices[n] < 0 ? null : json.board.prices[n] })) },
    captains: json.captains.map((c) => ({
      seat: c.seat,
      entrant: c.entrant,
      name: c.name,
      bot: c.bot,
      level: (c.level as PlayerView['captains'][number]['level']) ?? null,
      auto: c.auto,
      connected: c.connected,
      pos: unpackSquare(c.pos),
      gold: c.gold,
      hold: unpackCrates(c.hold),
      bench: unpackCrates(c.bench),
      heavy: c.heavy,
      allowance: { full: c.allowanceFull, upwind: c.allowanceUpwind },
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
    goldByDay: rows(json.goldByDay, json.captains.length),
    tracks: json.captains.map((c) => c.track.map(unpackSquare)),
    result: json.result ? { winners: json.result.winners, bestBaker: json.result.bestBaker ?? null, bestPhotographer: json.result.bestPhotographer, standings: json.result.standings } : null,
  };
}

/** Pastry Pirates' view of a room under way for the shell's store; null in the waiting room (no board yet). */
export function pastryView(room: TableJson, seat: number | null, recipe: PlayerView['captains'][number]['recipe']): PlayerView | null {
  return room.status === 'lobby' ? null : toPlayerView(room as RoomJson, seat, recipe);
}
