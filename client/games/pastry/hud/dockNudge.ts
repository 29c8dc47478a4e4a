// R23: a crate is bought only by a ship that ends its move ON an island's dock and Docks there; a new player who sails
// past a dock, or stops beside it, never sees the Buy button and does not know why. One short line says where to stop.
import type { Action, GameEvent, PlayerView, Square } from '../../../../shared/pastry/index';
import { sameSquare } from '../../../../shared/pastry/grid';
import { routeEnd } from '../../../../shared/pastry/bots/navigation';

/** The islands' names in a short list: "Sugar", "Sugar or Flour". */
function orList(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * R23: the line for your turn that says how to buy. Before you sail, when a route ends on a market island's dock: end
 * the move on it. After a sail that passed such a dock without stopping on it: take back and stop there. `path` is this
 * turn's sail, square by square (null before a sail).
 */
export function dockNudge(view: PlayerView, legal: readonly Action[], path: readonly Square[] | null): string | null {
  if (view.you === null || view.actor !== view.you || view.phase !== 'turn') return null;
  const me = view.captains[view.you];
  const markets = view.board.islands.filter((i) => i.price !== null && !sameSquare(i.dock, me.pos)); // R26: a sold-out island sells nothing
  if (!view.sailed) {
    const ends = legal.flatMap((a) => (a.type === 'sail' ? [routeEnd(view, view.you!, a.route)] : [])); // R17 to R20, as the engine sails it
    const inReach = markets.filter((i) => ends.some((end) => sameSquare(end, i.dock)));
    if (!inReach.length) return null;
    if (inReach.length === 1) return `⚓ To buy at ${inReach[0].ingredient} Island, end your move on its dock, then Dock.`;
    return `⚓ To buy, end your move on an island's dock (${orList(inReach.map((i) => i.ingredient))}), then Dock.`;
  }
  if (!path || !legal.some((a) => a.type === 'takeBack')) return null;
  const passed = markets.filter((i) => path.some((sq) => sameSquare(sq, i.dock)));
  if (!passed.length) return null;
  return `⚓ You sailed past ${orList(passed.map((i) => i.ingredient))} Island's dock. To buy there, take back (Z) and stop on it.`;
}

/** The squares of your sail this turn, from the events so far (the latest sail: a take-back and a new sail replace it), or null before one. */
export function thisTurnsSail(view: PlayerView, events: readonly { event: GameEvent }[]): Square[] | null {
  if (!view.sailed || view.you === null) return null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i].event;
    if (e.type === 'sailed' && e.seat === view.you) return e.move.path;
    if (e.type === 'turnStarted') return null;
  }
  return null;
}
