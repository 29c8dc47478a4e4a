// viewFor: the only way state leaves the engine. Every secret of R52 is removed here, once.
import type { Board, GameState, PlayerView, Square } from './types';
import { actorOf, isHeavy } from './state';
import { allowanceFor } from './rules/sailing';
import { priceFor } from './rules/dock';

type StaticBoard = Omit<PlayerView['board'], 'islands'> & { islands: Omit<PlayerView['board']['islands'][number], 'crates' | 'price'>[] };
const boardCache = new WeakMap<Board, StaticBoard>();

/** Deep-freezes a plain value, so a view's shared parts cannot be changed by whoever holds it. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}

const rowCopies = new WeakMap<readonly unknown[], readonly unknown[]>();

/** A frozen copy of an engine row that is replaced, never changed (a day's gold, a ship's track), made once and shared by every view after. */
function sharedCopy<T>(row: readonly T[], copy: (row: readonly T[]) => T[]): readonly T[] {
  let cached = rowCopies.get(row) as readonly T[] | undefined;
  if (!cached) {
    cached = frozen(copy(row));
    rowCopies.set(row, cached);
  }
  return cached;
}

/** The parts of the board that never change, copied once per board and shared by every view of it. */
function staticBoard(board: Board): StaticBoard {
  let cached = boardCache.get(board);
  if (!cached) {
    const copy = (squares: Square[]) => squares.map(([x, y]) => [x, y] as Square);
    cached = frozen({
      size: 16 as const,
      land: copy(board.land),
      tortuga: copy(board.tortuga),
      berths: copy(board.berths),
      reefs: copy(board.reefs),
      islands: board.islands.map((i) => ({ ingredient: i.ingredient, land: copy(i.land), dock: [i.dock[0], i.dock[1]] as Square })),
      arcs: board.arcs.map((arc) => ({ squares: copy(arc.squares) })),
    });
    boardCache.set(board, cached);
  }
  return cached;
}

/** CONTRACT, R52: what `seat` (null for a spectator) may know; no seed, stream, hidden recipe, storm direction or unsurfaced creature. */
export function viewFor(state: GameState, seat: number | null): PlayerView {
  const s = state;
  return {
    you: seat,
    day: s.day,
    turn: s.turn,
    phase: s.phase,
    actor: actorOf(s),
    sailed: s.sailed,
    deadline: s.deadline,
    dayLimit: s.options.dayLimit,
    wind: {
      today: s.wind.today,
      tomorrow: s.wind.tomorrow,
      stormWarning: s.wind.stormTomorrowDir !== null,
      storm: s.wind.stormToday,
    },
    board: {
      ...staticBoard(s.board),
      islands: staticBoard(s.board).islands.map((island, i) => ({ ...island, crates: s.crates[i], price: priceFor(s.crates[i]) })),
    },
    captains: s.captains.map((c) => ({
      seat: c.seat,
      entrant: c.entrant,
      name: c.name,
      bot: c.bot !== null || c.auto,
      level: c.bot,
      auto: c.auto,
      connected: c.connected,
      pos: [c.pos[0], c.pos[1]],
      gold: c.gold,
      hold: [...c.hold],
      bench: [...c.bench],
      heavy: isHeavy(c.hold),
      allowance: allowanceFor(c.hold),
      ovensLit: c.ovensLitDay !== null,
      ovensLitDay: c.ovensLitDay,
      baked: c.baked,
      recipe: c.seat === seat || c.ovensLitDay !== null ? { name: c.recipe.name, ingredients: [...c.recipe.ingredients] } : null,
      photos: c.photos.map((p) => ({ ...p })),
      missedTurns: c.missedTurns,
    })),
    battle: s.battle ? { ...s.battle, offer: s.battle.offer ? { ...s.battle.offer } : null } : null,
    bake: s.bake
      ? {
          seat: s.bake.seat,
          crates: s.bake.open.length,
          open: [...s.bake.open],
          locked: [...s.captains[s.bake.seat].benchLocked],
          swaps: s.bake.swaps.map(([a, b]) => [a, b]),
          startedAt: s.bake.startedAt,
          endsAt: s.bake.endsAt,
          rewatches: s.bake.rewatches,
        }
      : null,
    sightings: s.sightings.filter((x) => x.up).map((x) => ({ id: x.id, seat: x.seat, creature: x.creature, points: x.points, until: x.surfaceAt + s.options.sightingMs })),
    goldByDay: s.goldByDay.map((g) => sharedCopy(g, (row) => [...row]) as number[]),
    tracks: s.tracks.map((t) => sharedCopy(t, (track) => track.map((sq) => [sq[0], sq[1]] as Square)) as Square[]),
    result: s.result ? { ...s.result, winners: [...s.result.winners], bestPhotographer: [...s.result.bestPhotographer], standings: [...s.result.standings] } : null,
  };
}
