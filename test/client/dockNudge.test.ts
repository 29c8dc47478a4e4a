// R23 for a new player: a crate is bought only on a dock the move ends on, and the turn's bar says so when a dock is in
// reach, and when a sail went past one without stopping.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor, type GameEvent, type Square } from '../../shared/pastry/index';
import { dockNudge, thisTurnsSail } from '../../client/games/pastry/hud/dockNudge';
import { arrange } from '../engine/fixtures';

const FLOUR_DOCK: Square = [3, 4];

describe('the line that says where to stop to buy', () => {
  const state = arrange({
    ships: [
      [5, 4],
      [12, 12],
    ],
    wind: 'W',
    gold: [3, 3],
  });

  it('before you sail, names the island whose dock a route ends on, and says to end the move there', () => {
    const line = dockNudge(viewFor(state, 0), legalActions(state, 0), null);
    expect(line).toBe('⚓ To buy at Flour Island, end your move on its dock, then Dock.');
  });

  it('names every island in reach when there are several', () => {
    const between = arrange({
      ships: [
        [4, 6],
        [12, 12],
      ],
      wind: 'W',
      gold: [3, 3],
    }); // Flour's dock 3 squares off, Cinnamon's 4, none into the wind
    const line = dockNudge(viewFor(between, 0), legalActions(between, 0), null);
    expect(line).toMatch(/^⚓ To buy, end your move on an island's dock \((Flour or Cinnamon|Cinnamon or Flour)\), then Dock\.$/);
  });

  it('says nothing when no route ends on a dock, nor on a sold-out island, nor on a rival turn', () => {
    const far = arrange({
      ships: [
        [9, 4],
        [12, 12],
      ],
      wind: 'W',
    });
    expect(dockNudge(viewFor(far, 0), legalActions(far, 0), null)).toBeNull();
    const soldOut = arrange({
      ships: [
        [5, 4],
        [12, 12],
      ],
      wind: 'W',
      crates: [0, 3, 3, 3, 3, 3, 3, 3],
    });
    expect(dockNudge(viewFor(soldOut, 0), legalActions(soldOut, 0), null)).toBeNull();
    expect(dockNudge(viewFor(state, 1), legalActions(state, 1), null)).toBeNull();
  });

  it('after a sail past the dock, says to take back and stop on it; after a sail that stops on it, says nothing', () => {
    const past = applyAction(structuredClone(state), 0, { type: 'sail', route: ['W', 'W', 'W'] }, 0);
    if (!past.ok) throw new Error(past.error.message);
    const view = viewFor(past.state, 0);
    const events = past.events.map((event) => ({ event }));
    expect(thisTurnsSail(view, events)).toEqual([[4, 4], FLOUR_DOCK, [2, 4]]);
    expect(dockNudge(view, legalActions(past.state, 0), thisTurnsSail(view, events))).toBe("⚓ You sailed past Flour Island's dock. To buy there, take back (Z) and stop on it.");

    const on = applyAction(structuredClone(state), 0, { type: 'sail', route: ['W', 'W'] }, 0);
    if (!on.ok) throw new Error(on.error.message);
    const onView = viewFor(on.state, 0);
    expect(
      dockNudge(
        onView,
        legalActions(on.state, 0),
        thisTurnsSail(
          onView,
          on.events.map((event) => ({ event })),
        ),
      ),
    ).toBeNull();
  });

  it('finds no sail of this turn before one', () => {
    const sailed: GameEvent = { type: 'sailed', seat: 0, route: ['W'], move: { seat: 0, path: [[4, 4]], swept: null } };
    expect(thisTurnsSail(viewFor(state, 0), [{ event: sailed }])).toBeNull(); // the view says no sail yet: that one was an earlier turn
  });
});
