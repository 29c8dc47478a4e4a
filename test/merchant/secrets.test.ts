// M41: the Pirate deck's order and the unused Demand tiles' order never reach a client; everything else is public.
import { describe, expect, it } from 'vitest';
import { arrange, merchant, playActions, loaded, eventsOf } from './fixtures';
import { scrambleMerchantSecrets } from './secrets';
import { streamSecret } from '../streamSecrets';

describe('M41 Secrets', () => {
  it('M41 no view changes when only the deck order or the unused Demand order changes', () => {
    const s = arrange({ count: 3, seed: 'secret' });
    const scrambled = scrambleMerchantSecrets(s);
    expect(scrambled.pirates.deck).not.toEqual(s.pirates.deck);
    expect(scrambled.demand.unused).not.toEqual(s.demand.unused);
    for (const seat of [null, 0, 1, 2]) expect(merchant.viewFor(scrambled, seat)).toEqual(merchant.viewFor(s, seat));
  });
  it("M41 every seat's view and the spectator's agree except for `you`", () => {
    const s = arrange({ count: 4, seed: 'agree' });
    const spectator = merchant.viewFor(s, null);
    for (const seat of [0, 1, 2, 3]) expect({ ...merchant.viewFor(s, seat), you: null }).toEqual(spectator);
  });
  it('M41 views carry counts, not orders: deckCount and unused, and neither the seed nor the stream', () => {
    const s = arrange({ seed: 'hidden-seed-xyz' });
    const json = JSON.stringify(merchant.viewFor(s, 0));
    expect(json).not.toContain('hidden-seed-xyz');
    expect(json).not.toContain(streamSecret(s.rng));
    const view = merchant.viewFor(s, 0);
    expect([view.pirates.deckCount, view.demand.unused]).toEqual([10, 10]);
    expect(view.pirates.revealed.length + view.pirates.discards.length + view.pirates.deckCount).toBe(10);
  });
  it("M41 a reshuffle's event tells the deck size, not its order", () => {
    const s = arrange({
      anchor: 0,
      ships: loaded([
        [1, 0],
        [0, 0],
      ]),
      deck: [],
      discards: [0, 0, 1, 1, 1, 2, 2, 2, 3, 3],
    });
    const r = playActions(s, { 0: [{ type: 'launch', ship: 0 }] });
    expect(eventsOf(r.events, 'deckReshuffled')).toEqual([{ type: 'deckReshuffled', deckCount: 10 }]);
  });
});
