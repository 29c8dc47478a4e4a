// The mirror's list helpers (server/table/schemaSync.ts): a list written step after step from what it was last written
// from ends equal to the plain values, whatever changed between two steps.
import { ArraySchema } from '@colyseus/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { samePlain, syncPairs } from '../../server/table/schemaSync';

const square = fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }));

describe('syncPairs: a list of squares as flat x, y numbers', () => {
  it('matches every next list after the one it was written from: grown, shortened (a sail taken back) or changed anywhere', () => {
    fc.assert(
      fc.property(fc.array(fc.array(square, { maxLength: 12 }), { minLength: 1, maxLength: 8 }), (steps) => {
        const list = new ArraySchema<number>();
        let was: [number, number][] | undefined;
        for (const squares of steps) {
          syncPairs(list, squares, was);
          expect(list.toArray()).toEqual(squares.flat());
          was = squares;
        }
      }),
    );
  });
});

describe('samePlain', () => {
  it('tells equal plain values from different ones, field by field', () => {
    expect(samePlain({ a: [1, { b: null }], c: 'x' }, { a: [1, { b: null }], c: 'x' })).toBe(true);
    expect(samePlain({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(samePlain({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(samePlain({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(samePlain([1], { 0: 1 })).toBe(false);
    expect(samePlain(null, {})).toBe(false);
  });
});
