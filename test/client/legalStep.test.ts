// The client never pairs a state with another step's legal list: the patch and this seat's private bits arrive as two
// messages, and the action bar shows a legal list only once both name the same step (a newcomer once saw "Leave it"
// without Buy for a moment, and the browser tests had to wait it out).
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAction, createVoyage, legalActions, viewFor, type Action, type GameState } from '../../shared/pastry/index';
import type { PrivateMessage } from '../../shared/pastry/protocol';
import { VoyageState } from '../../server/games/pastry/schema';
import { mirrorView } from '../../server/games/pastry/mirror';
import type { RoomJson } from '../../client/games/pastry/toView';
import { installGames, useStore } from '../../client/shell/store';
import { GAMES } from '../../client/games/registry';

installGames(GAMES); // the shell's games, as main.tsx hands them

/** The room's Schema state at a step, as a client's `state.toJSON()` reads it. */
function roomAt(game: GameState, step: number): RoomJson {
  const state = new VoyageState();
  state.status = 'playing';
  state.step = step;
  mirrorView(state.view, viewFor(game, null), (t) => t);
  return state.toJSON() as unknown as RoomJson;
}

/** Seat 0's bits at a step, as the server sends them. */
const bitsAt = (game: GameState, step: number): PrivateMessage => ({ seat: 0, step, recipe: game.captains[0].recipe, legal: legalActions(game, 0) });

describe('the legal list belongs to the step on screen', () => {
  let before: GameState;
  let after: GameState;
  beforeEach(() => {
    useStore.setState({ room: null, bits: null, legal: [], seat: null });
    before = createVoyage({ seed: 'legal-step', captains: [{ name: 'Ann' }, { name: 'Bo' }], now: 0 });
    const sail = legalActions(before, 0).find((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail' && a.route.length > 0)!;
    const result = applyAction(before, 0, sail, 0);
    if (!result.ok) throw new Error(result.error.message);
    after = result.state;
  });

  it('shows no buttons between a new state and its bits, then the new list', () => {
    useStore.getState().setRoom(roomAt(before, 1));
    useStore.getState().setPrivate(bitsAt(before, 1));
    expect(useStore.getState().legal).toEqual(legalActions(before, 0));
    expect(useStore.getState().legal.some((a) => a.type === 'sail')).toBe(true);

    useStore.getState().setRoom(roomAt(after, 2)); // the patch of step 2 has come; its bits have not
    expect(useStore.getState().legal).toEqual([]);
    expect(useStore.getState().view?.sailed).toBe(true);

    useStore.getState().setPrivate(bitsAt(after, 2));
    expect(useStore.getState().legal).toEqual(legalActions(after, 0));
    expect(useStore.getState().legal.some((a) => a.type === 'sail')).toBe(false);
  });

  it('holds bits that came before their patch until the patch arrives', () => {
    useStore.getState().setRoom(roomAt(before, 1));
    useStore.getState().setPrivate(bitsAt(after, 2));
    expect(useStore.getState().legal).toEqual([]);
    useStore.getState().setRoom(roomAt(after, 2));
    expect(useStore.getState().legal).toEqual(legalActions(after, 0));
    expect(useStore.getState().recipe).toEqual(after.captains[0].recipe);
  });
});
