// The camera holds from the first frame your turn is shown, and not while the show before it still plays.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../shared/pastry/index';
import { ownTurnKey, ownTurnShown } from '../../client/games/pastry/scene/turnHold';
import { arrange } from '../engine/fixtures';

const state = arrange();
const yours = viewFor(state, 0); // seat 0 acts first
const theirs = { ...yours, actor: 1, turn: 1 };

describe('when the camera holds for your turn', () => {
  it('your turn proper has a key; another captain’s turn, a spectator and a bake-off have none', () => {
    expect(ownTurnKey(yours)).toBe(`${yours.day}:${yours.turn}`);
    expect(ownTurnKey(viewFor(state, 1))).toBeNull();
    expect(ownTurnKey(viewFor(state, null))).toBeNull();
    expect(ownTurnKey({ ...yours, phase: 'bribe' })).toBeNull();
  });

  it('is shown once the show before it is over, and stays shown through your own sail', () => {
    expect(ownTurnShown({ view: yours, held: theirs })).toBe(false); // the last captain's show still plays
    expect(ownTurnShown({ view: yours, held: null })).toBe(true);
    expect(ownTurnShown({ view: { ...yours, sailed: true }, held: yours })).toBe(true);
  });
});
