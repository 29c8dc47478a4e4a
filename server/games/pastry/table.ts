// Pastry Pirates at the table: its clock holds for the bake-off's show, its newcomers, its bots' photographs and the
// baker's "Ready?" (R37, R41, R42, R50). The only Pastry-specific rules a table room applies, all here.
import { games } from '../../../shared/games';
import { photoDecision } from '../../../shared/bots/index';
import type { Action, GameEvent, GameState, PlayerView } from '../../../shared/index';
import type { TableGame } from '../../table/tableGame';
import { holdsTheClock } from '../../rooms/pacing';
import { takesNewcomers } from '../../rooms/newcomers';

/** R37's events: a sighting plays beside the turns and never moves play on ("a sighting never delays play"). */
const SIGHTING_EVENTS = new Set<GameEvent['type']>(['sightingStarted', 'creatureSurfaced', 'photographed', 'creatureDived']);

/** Pastry Pirates' table rules. */
export const pastryTable: TableGame<GameState, Action, PlayerView, GameEvent> = {
  module: games.pastry,
  holdsTheClock,
  takesNewcomers,
  besidePlay: SIGHTING_EVENTS,
  sideMove: {
    prompt: (e) => (e.type === 'creatureSurfaced' ? { seat: e.seat, point: e.id } : null),
    decide: (view, legal, level, seed) => photoDecision(view, legal, level, seed),
  },
  // The first attempt starts on the baker's own Dock at Tortuga (R39); every later one starts with their turn (R42).
  readyHoldFor: (view, events) => {
    const bake = view.bake;
    const anotherTry = !!bake && view.phase === 'bake' && events.some((e) => e.type === 'turnStarted' && e.seat === bake.seat);
    return anotherTry ? bake.seat : null;
  },
  botWaitsUntil: (view) => view.bake?.endsAt ?? null, // R41: the shuffle shows out before a bot names
};
