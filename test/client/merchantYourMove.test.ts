// When a Merchant move of yours begins (the key the phone's Demand and log fold on): the same through your turn's two
// actions, new at your next turn and at each Voyage decision asked of you, none while another merchant acts or the game is over.
import { describe, expect, it } from 'vitest';
import { yourMove } from '../../client/games/merchant/hud/yourMove';
import type { MerchantPlayerView } from '../../shared/merchant/types';

/** A view with only the fields the key reads. */
function view(v: Partial<MerchantPlayerView>): MerchantPlayerView {
  return { you: 0, actor: 0, round: 1, turn: 'A', phase: 'actions', actionsLeft: 2, asking: null, ...v } as MerchantPlayerView;
}

describe('your move in hand', () => {
  it('M20 stays one move through both actions of a turn, and is another at your next turn', () => {
    expect(yourMove(view({ actionsLeft: 2 }))).toBe(yourMove(view({ actionsLeft: 1 })));
    expect(yourMove(view({ turn: 'B' }))).not.toBe(yourMove(view({ turn: 'A' })));
  });

  it('M16 is a new move at each Voyage decision asked of you', () => {
    const first = yourMove(view({ phase: 'voyage', asking: { seat: 0, ship: 1, ask: 'route', segment: 1 } }));
    const next = yourMove(view({ phase: 'voyage', asking: { seat: 0, ship: 1, ask: 'route', segment: 2 } }));
    expect(first).not.toBeNull();
    expect(next).not.toBe(first);
  });

  it('is none while another merchant acts, for a spectator, or once the game is over', () => {
    expect(yourMove(view({ actor: 1 }))).toBeNull();
    expect(yourMove(view({ you: null }))).toBeNull();
    expect(yourMove(view({ phase: 'over' }))).toBeNull();
  });
});
