// Pastry Pirates at the table: its clock holds for the bake-off's show, its newcomers, its bots' photographs and the
// baker's "Ready?" (R37, R41, R42, R50). The only Pastry-specific rules a table room applies, all here.
import { games, type PastryPrivate } from '../../../shared/games';
import type { RevealMessage } from '../../../shared/pastry/protocol';
import { photoDecision } from '../../../shared/pastry/bots/index';
import type { Action, GameEvent, GameState, PlayerView } from '../../../shared/pastry/index';
import type { TableGame } from '../../table/tableGame';
import { holdsTheClock } from './holdsTheClock';
import { takesNewcomers } from './newcomers';
import { VoyageState } from './schema';
import { mirrorView } from './mirror';
import { handOf } from '../../../shared/table/story';
import { Predictions } from './predictions';
import { pastryOnAir } from './onAir';

/** R37's events: a sighting plays beside the turns and never moves play on ("a sighting never delays play"). */
const SIGHTING_EVENTS = new Set<GameEvent['type']>(['sightingStarted', 'creatureSurfaced', 'photographed', 'creatureDived']);

/** Pastry Pirates' table rules. */
export const pastryTable: TableGame<GameState, Action, PlayerView, GameEvent> = {
  module: games.pastry,
  State: VoyageState,
  mirror: (state, view, wall) => mirrorView((state as VoyageState).view, view, wall),
  entrants: (state) => state.captains.map((c) => c.entrant), // R8: seats are dealt at the start
  holdsTheClock,
  takesNewcomers,
  besidePlay: SIGHTING_EVENTS,
  summary: (state) => ({
    captains: state.captains.map((c) => c.name),
    winners: state.result?.winners ?? [],
    days: state.day,
    standings: state.result?.standings ?? [],
    figures: state.captains.map((c) => ({ gold: c.gold, crates: c.hold.length + c.bench.length, photos: c.photos.reduce((sum, p) => sum + p.points, 0) })), // what the end screen shows of each (R47)
  }),
  onAir: pastryOnAir,
  hands: (view) => view.captains.map((c) => ({ name: c.name, hand: handOf(c.level, c.auto) })),
  audience: (state) => new Predictions(state),
  reveal: (secrets): RevealMessage => ({ recipes: (secrets as PastryPrivate[]).map((p) => p.recipe) }), // R52: every recipe, for an all-seeing cast

  sideMove: {
    prompt: (e) => (e.type === 'creatureSurfaced' ? { seat: e.seat, point: e.id } : null),
    decide: (view, legal, level, seed) => photoDecision(view, legal, level, seed),
  },
  // R42: a baker's next bake-off attempt starts with their turn, while they may be looking away, so the clock waits for
  // their "Ready?" and the shuffle then shows from its start. The first attempt starts on their own Dock at Tortuga (R39).
  holdFor: (view, events) => {
    const bake = view.bake;
    const anotherTry = !!bake && view.phase === 'bake' && events.some((e) => e.type === 'turnStarted' && e.seat === bake.seat);
    return anotherTry ? bake.seat : null;
  },
  botWaitsUntil: (view) => view.bake?.endsAt ?? null, // R41: the shuffle shows out before a bot names
};
