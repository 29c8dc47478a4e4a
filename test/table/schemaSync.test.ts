// The mirror's list helpers (server/table/schemaSync.ts): a list written step after step from what it was last written
// from ends equal to the plain values, whatever changed between two steps.
import { ArraySchema, Schema, type } from '@colyseus/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { put, samePlain, syncFlat, syncListChanged } from '../../server/table/schemaSync';

const square = fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }));

describe('syncFlat: a list of items as one flat list of numbers', () => {
  it('matches every next list after the one it was written from: grown, shortened (a sail taken back) or changed anywhere', () => {
    fc.assert(
      fc.property(fc.array(fc.array(square, { maxLength: 12 }), { minLength: 1, maxLength: 8 }), (steps) => {
        const list = new ArraySchema<number>();
        let was: [number, number][] | undefined;
        for (const squares of steps) {
          syncFlat(list, squares, (sq, out) => void out.push(...sq), was);
          expect(list.toArray()).toEqual(squares.flat());
          was = squares;
        }
      }),
    );
  });

  it('keeps rows of other widths (a day of gold a captain each) in step the same way', () => {
    const row = fc.array(fc.integer({ min: 0, max: 99 }), { maxLength: 4 });
    fc.assert(
      fc.property(fc.array(fc.array(row, { maxLength: 6 }), { minLength: 1, maxLength: 8 }), (steps) => {
        const list = new ArraySchema<number>();
        let was: number[][] | undefined;
        for (const rows of steps) {
          syncFlat(list, rows, (r, out) => void out.push(...r), was);
          expect(list.toArray()).toEqual(rows.flat());
          was = rows;
        }
      }),
    );
  });
});

class Item extends Schema {
  @type('number') n = 0;
}

describe('syncListChanged: a list of items from a view that shares its unchanged items', () => {
  it('matches every next list, writing only the items that are new objects, each told what it was', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.option(fc.integer({ min: 0, max: 9 })), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 10 }), (steps) => {
        const list = new ArraySchema<Item>();
        let was: { n: number }[] | undefined;
        for (const step of steps) {
          // a null keeps the item of the last list (shared, when there was one at that place); a number makes a new item
          const values = step.map((n, i) => (n === null && was?.[i] ? was[i] : { n: n ?? 0 }));
          const written: number[] = [];
          syncListChanged(
            list,
            values,
            was,
            () => new Item(),
            (item, value, before) => {
              if (before === value) throw new Error('an unchanged item was written');
              written.push(value.n);
              put(item, 'n', value.n);
            },
          );
          expect(list.toArray().map((item) => item.n)).toEqual(values.map((v) => v.n));
          if (was?.length === values.length) expect(written.length).toBe(values.filter((v, i) => v !== was![i]).length);
          was = values;
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
