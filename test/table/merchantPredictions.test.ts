// The audience's Merchant Voyages questions, each settled by the game as the audience sees it: who wins, and whether a
// launched Galleon gets through the middle segment (turned back there: no; sailing on from it or trading there: yes).
import { describe, expect, it } from 'vitest';
import { games } from '../../shared/games';
import type { MerchantEvent, MerchantPlayerView } from '../../shared/merchant/types';
import { MerchantTableState } from '../../server/games/merchant/schema';
import { MERCHANT_ANSWER_WINDOW_MS, MerchantPredictions } from '../../server/games/merchant/predictions';

type Timed = MerchantEvent & { ms: number };
type QuestionJson = { kind: string; text: string; options: string[]; seats: number[]; open: boolean; closesAt: number; answer?: number };

const view = { phase: 'actions', merchants: ['Ann', 'Ben'].map((name, seat) => ({ seat, name })) } as unknown as MerchantPlayerView;
const launched = (seat: number, ship: number): Timed => ({ type: 'launched', seat, ship, position: 1, ms: 0 });

function asked(state: MerchantTableState, kind: string): QuestionJson[] {
  return (state.toJSON().questions as QuestionJson[]).filter((q) => q.kind === kind);
}

describe('a Galleon question', () => {
  it('opens when a Galleon is launched (not a Sloop), naming its merchant, for its answer window', () => {
    const state = new MerchantTableState();
    const p = new MerchantPredictions(state);
    p.see(view, [launched(0, 0), launched(1, 1)], 5_000);
    expect(asked(state, 'galleon')).toEqual([
      expect.objectContaining({
        text: "Will Ben's Galleon get through the middle segment?",
        options: ['It gets through', 'Pirates turn it back'],
        seats: [1, -1],
        open: true,
        closesAt: 5_000 + MERCHANT_ANSWER_WINDOW_MS.galleon,
      }),
    ]);
  });

  it.each([
    ['turned back in the middle segment', { type: 'turnedBack', seat: 1, ship: 1, segment: 2, strength: 2, sum: 3, damage: 1 }, 1],
    ['sailing on from the middle to the far segment', { type: 'continued', seat: 1, ship: 1, segment: 3, position: 1 }, 0],
    ['trading in the middle segment', { type: 'traded', seat: 1, ship: 1, segment: 2, coins: 4, prestige: 2 }, 0],
    ['turned back only in the far segment', { type: 'turnedBack', seat: 1, ship: 1, segment: 3, strength: 2, sum: 5, damage: 1 }, 0],
  ] as const)('is decided by the Galleon %s', (_, event, answer) => {
    const state = new MerchantTableState();
    const p = new MerchantPredictions(state);
    p.see(view, [launched(1, 1)], 0);
    p.see(view, [{ type: 'continued', seat: 1, ship: 1, segment: 2, position: 1, ms: 0 }], 1_000); // into the middle: nothing decided yet
    expect(asked(state, 'galleon')[0].answer).toBeUndefined();
    p.see(view, [{ ...event, ms: 0 } as Timed], 2_000);
    expect(asked(state, 'galleon')[0]).toMatchObject({ open: false, answer });
  });

  it('is void when the Galleon never sails the middle segment (it trades or is turned back in the near one)', () => {
    const state = new MerchantTableState();
    const p = new MerchantPredictions(state);
    p.see(view, [launched(0, 1), { type: 'traded', seat: 0, ship: 1, segment: 1, coins: 2, prestige: 1, ms: 0 }], 0);
    const [q] = asked(state, 'galleon');
    expect(q.open).toBe(false);
    expect(q.answer).toBeUndefined();
  });
});

describe('the winner question', () => {
  it('opens with the first shown step and is decided by M31 winner of a whole bot game', () => {
    const module = games.merchant;
    let game = module.createVoyage({ seed: 'merchant-predictions-1', captains: ['Ann', 'Ben', 'Cy'].map((name) => ({ name, bot: 'normal' as const })), now: 0 });
    const state = new MerchantTableState();
    const p = new MerchantPredictions(state);
    p.see(module.viewFor(game, null), [], 0);
    expect(asked(state, 'winner')[0]).toMatchObject({ text: 'Who wins the game?', options: ['Ann', 'Ben', 'Cy'], open: true });
    for (let step = 0; step < 5000 && !module.isOver(game); step++) {
      const seat = module.viewFor(game, null).actor!;
      const legal = module.legalActions(game, seat);
      const result = module.applyAction(game, seat, module.botAction(module.viewFor(game, seat), legal, 'normal', `p:${step}`), step);
      if (!result.ok) throw new Error(result.error.message);
      game = result.state;
      p.see(
        module.viewFor(game, null),
        result.events.map((e) => ({ ...e, ms: 0 })),
        step,
      );
    }
    const winner = module.viewFor(game, null).result!.winners[0];
    expect(asked(state, 'winner')[0]).toMatchObject({ open: false, answer: winner });
    expect(asked(state, 'galleon').length).toBeGreaterThan(0);
    expect(asked(state, 'galleon').every((q) => !q.open)).toBe(true); // nothing stays open once the game is over
  });
});
