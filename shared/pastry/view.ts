// viewFor: the only way state leaves the engine. Every secret of R52 is removed here, once.
import type { Board, CaptainView, GameState, PlayerView, Square } from './types';
import { actorOf, isHeavy } from './state';
import { allowanceFor } from './rules/sailing';
import { priceFor } from './rules/dock';
import { frozen, partView } from '../table/sharedParts';

type StaticBoard = Omit<PlayerView['board'], 'islands'> & { islands: Omit<PlayerView['board']['islands'][number], 'crates' | 'price'>[] };
const boardCache = new WeakMap<Board, StaticBoard>();

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

type CaptainState = GameState['captains'][number];
const captainViews = new WeakMap<CaptainState, { open?: CaptainView; closed?: CaptainView }>();

/** A captain as `seat` sees them (R52: the recipe only for its own captain, or once their ovens are lit), shared while they do not change. */
function captainView(c: CaptainState, seat: number | null): CaptainView {
  const open = c.seat === seat || c.ovensLitDay !== null;
  let views = captainViews.get(c);
  if (!views) captainViews.set(c, (views = {}));
  const cached = open ? views.open : views.closed;
  if (cached) return cached;
  const view = frozen<CaptainView>({
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
    recipe: open ? { name: c.recipe.name, ingredients: [...c.recipe.ingredients] } : null,
    photos: c.photos.map((p) => ({ ...p })),
    missedTurns: c.missedTurns,
  });
  if (open) views.open = view;
  else views.closed = view;
  return view;
}

const boardViews = new WeakMap<number[], PlayerView['board']>();
const windViews = new WeakMap<GameState['wind'], PlayerView['wind']>();
const battleViews = new WeakMap<NonNullable<GameState['battle']>, NonNullable<PlayerView['battle']>>();
const bakeViews = new WeakMap<NonNullable<GameState['bake']>, { locked: readonly (number | null)[]; view: NonNullable<PlayerView['bake']> }>();
const sightingViews = new WeakMap<GameState['sightings'], PlayerView['sightings']>();
const goldViews = new WeakMap<GameState['goldByDay'], PlayerView['goldByDay']>();
const trackViews = new WeakMap<GameState['tracks'], PlayerView['tracks']>();
const resultViews = new WeakMap<NonNullable<GameState['result']>, NonNullable<PlayerView['result']>>();

/** R41 to R44: the bake-off as everyone sees it, shared while neither it nor its captain's locked positions change. */
function bakeView(bake: NonNullable<GameState['bake']>, locked: readonly (number | null)[]): NonNullable<PlayerView['bake']> {
  const cached = bakeViews.get(bake);
  if (cached?.locked === locked) return cached.view;
  const view = frozen({
    seat: bake.seat,
    crates: bake.open.length,
    open: [...bake.open],
    locked: [...locked],
    swaps: bake.swaps.map(([a, b]) => [a, b] as [number, number]),
    startedAt: bake.startedAt,
    endsAt: bake.endsAt,
    rewatches: bake.rewatches,
  });
  bakeViews.set(bake, { locked, view });
  return view;
}

/**
 * CONTRACT, R52: what `seat` (null for a spectator) may know; no seed, stream, hidden recipe, storm direction or unsurfaced
 * creature. Its parts are frozen and shared with the views of earlier states wherever the state's part is the same object
 * (a step copies a part before changing it), so a view of a step that changed one captain costs that captain.
 */
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
    wind: partView(windViews, s.wind, (wind) => ({
      today: wind.today,
      tomorrow: wind.tomorrow,
      stormWarning: wind.stormTomorrowDir !== null,
      storm: wind.stormToday,
    })),
    board: partView(boardViews, s.crates, (crates) => {
      const fixed = staticBoard(s.board);
      return { ...fixed, islands: fixed.islands.map((island, i) => ({ ...island, crates: crates[i], price: priceFor(crates[i]) })) };
    }),
    captains: s.captains.map((c) => captainView(c, seat)),
    battle: s.battle ? partView(battleViews, s.battle, (battle) => ({ ...battle, offer: battle.offer ? { ...battle.offer } : null })) : null,
    bake: s.bake ? bakeView(s.bake, s.captains[s.bake.seat].benchLocked) : null,
    sightings: partView(sightingViews, s.sightings, (sightings) =>
      sightings.filter((x) => x.up).map((x) => ({ id: x.id, seat: x.seat, creature: x.creature, points: x.points, until: x.surfaceAt + s.options.sightingMs })),
    ),
    goldByDay: partView(goldViews, s.goldByDay, (days) => days.map((g) => sharedCopy(g, (row) => [...row]) as number[])),
    tracks: partView(trackViews, s.tracks, (tracks) => tracks.map((t) => sharedCopy(t, (track) => track.map((sq) => [sq[0], sq[1]] as Square)) as Square[])),
    result: s.result
      ? partView(resultViews, s.result, (result) => ({ ...result, winners: [...result.winners], bestPhotographer: [...result.bestPhotographer], standings: [...result.standings] }))
      : null,
  };
}
