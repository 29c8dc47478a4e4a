// Issue 31: a replay's step patches (shared/table/viewPatch.ts) take one view to the next exactly, and never change the
// stored view they start from (a seek goes back to it).
import { describe, expect, it } from 'vitest';
import { applyViewPatch, viewPatch } from '../../shared/table/viewPatch';

describe('view patches (issue 31: a replay seeks to a stored view and applies the steps from there)', () => {
  const before = {
    day: 3,
    phase: 'sail',
    actor: 1,
    captains: [
      { name: 'Anne', hold: ['flour'], gold: 5 },
      { name: 'Ben', hold: [], gold: 2 },
    ],
    battle: { a: 1 },
  };
  const after = {
    day: 3,
    phase: 'trade',
    actor: 0,
    captains: [
      { name: 'Anne', hold: ['flour', 'sugar'], gold: 3 },
      { name: 'Ben', hold: [], gold: 2 },
    ],
    bake: { seat: 0 },
  };

  it('takes the view before to the view after, field by field, and leaves the one before as it was', () => {
    const copy = structuredClone(before);
    const patch = viewPatch(before, after);
    expect(applyViewPatch(before, patch)).toEqual(after);
    expect(before).toEqual(copy);
    expect(patch).toContainEqual([['battle']]); // a field gone is removed
    expect(patch).toContainEqual([['captains', 0, 'gold'], 3]); // a list of the same length changes item by item
    expect(patch.some(([path]) => path[0] === 'captains' && path[1] === 1)).toBe(false); // what did not change is not sent
  });

  it('is empty when nothing changed, and replaces a whole value whose shape changed', () => {
    expect(viewPatch(before, structuredClone(before))).toEqual([]);
    expect(applyViewPatch(before, viewPatch(before, [1, 2]))).toEqual([1, 2]);
    expect(applyViewPatch({ list: [1] }, viewPatch({ list: [1] }, { list: [1, 2] }))).toEqual({ list: [1, 2] });
    expect(applyViewPatch({ x: null }, viewPatch({ x: null }, { x: { y: 1 } }))).toEqual({ x: { y: 1 } });
  });
});
