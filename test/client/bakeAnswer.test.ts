// R42: a naming's answer: the bench opened place by place, each named crate beside the right one, and locked slots over their crates.
import { describe, expect, it } from 'vitest';
import type { BakeView, GameEvent } from '../../shared/pastry/index';
import { answerOf, contentsByPlace, slotsByPlace } from '../../client/games/pastry/bakeAnswer';

const recipe = ['Flour', 'Sugar', 'Vanilla', 'Butter'] as const;
// Crates start open in recipe order; one swap of places 0 and 1 leaves Sugar at place 0 and Flour at place 1.
const bake: BakeView = { seat: 1, crates: 4, open: [...recipe], locked: [null, null, null, null], swaps: [[0, 1]], startedAt: 0, endsAt: 0, rewatches: 0 };
const named = (crates: number[], correct: boolean[], locked: (number | null)[]) => ({ type: 'named', seat: 1, crates, correct, locked }) as Extract<GameEvent, { type: 'named' }>;

describe('R42 the answer to a naming', () => {
  it('opens every place as the shuffle left it', () => {
    expect(contentsByPlace(bake)).toEqual(['Sugar', 'Flour', 'Vanilla', 'Butter']);
  });

  it('sets each slot named beside the place that held its ingredient', () => {
    const answer = answerOf(bake, recipe, named([0, 1, 2, 3], [false, false, true, true], [null, null, 2, 3]))!;
    expect(answer.named.map((n) => [n.slot, n.named, n.found, n.right, n.truth])).toEqual([
      [0, 0, 'Sugar', false, 1],
      [1, 1, 'Flour', false, 0],
      [2, 2, 'Vanilla', true, 2],
      [3, 3, 'Butter', true, 3],
    ]);
  });

  it('names only the slots still open, and a naming that timed out has no answer', () => {
    const second = { ...bake, locked: [null, null, 3, 2] }; // Vanilla locked at place 3, Butter at place 2
    const answer = answerOf(second, recipe, named([1, 0], [true, true], [1, 0, 3, 2]))!;
    expect(answer.named.map((n) => n.slot)).toEqual([0, 1]);
    expect(answerOf(bake, recipe, named([], [], [null, null, null, null]))).toBeNull();
  });

  it('stands each locked slot over its own crate, the open slots in order in the other places', () => {
    expect(slotsByPlace([null, null, 3, 2])).toEqual([0, 1, 3, 2]); // slot 4's Butter🔒 over place 3, slot 3's Vanilla🔒 over place 4
    expect(slotsByPlace([null, 0, null, null])).toEqual([1, 0, 2, 3]);
    expect(slotsByPlace([null, null, null, null])).toEqual([0, 1, 2, 3]);
  });
});
