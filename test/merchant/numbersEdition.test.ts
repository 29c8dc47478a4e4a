// A Merchant game records the edition of the numbers it was dealt under, so a server running re-tuned numbers does not
// replay it as a different game: re-tuning any number must change the edition, and the same table must keep it.
import { describe, expect, it } from 'vitest';
import { NUMBERS, NUMBERS_EDITION, type MerchantNumbers } from '../../shared/merchant/numbers';
import { editionOf } from '../../shared/edition';
import { fnv1a } from '../../shared/fnv1a';

/** The path to every number in a table, e.g. ['prices', 'arm'] or ['purses', '3', '1']. */
function numberPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'number') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => numberPaths(v, [...path, key]));
}

/** A copy of the table with the number at `path` moved by `by`. */
function retuned(path: string[], by: number): MerchantNumbers {
  const copy = structuredClone(NUMBERS) as unknown as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, copy);
  parent[path.at(-1)!] = (parent[path.at(-1)!] as number) + by;
  return copy as unknown as MerchantNumbers;
}

describe("the edition of Merchant's numbers", () => {
  it('is the edition of the table in play, 8 hex digits, and the same for a copy of the same table', () => {
    expect(NUMBERS_EDITION).toMatch(/^[0-9a-f]{8}$/);
    expect(NUMBERS_EDITION).toBe(editionOf(NUMBERS));
    expect(editionOf(structuredClone(NUMBERS))).toBe(NUMBERS_EDITION);
  });

  it("does not depend on the order the table's keys are written in", () => {
    const reversed = Object.fromEntries(
      Object.entries(NUMBERS)
        .reverse()
        .map(([key, v]) => [key, v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v]),
    );
    expect(JSON.stringify(reversed)).not.toBe(JSON.stringify(NUMBERS));
    expect(editionOf(reversed)).toBe(NUMBERS_EDITION);
  });

  it('changes when any one number is re-tuned, up or down', () => {
    const paths = numberPaths(NUMBERS);
    expect(paths.length).toBeGreaterThan(30); // every segment, ship, purse, price and the rest
    for (const path of paths) {
      for (const by of [1, -1]) expect(editionOf(retuned(path, by)), `${path.join('.')} ${by > 0 ? '+' : ''}${by}`).not.toBe(NUMBERS_EDITION);
    }
  });

  it('changes when a ship is renamed or a table size is added to the Anchor tie-break', () => {
    expect(editionOf({ ...NUMBERS, ships: NUMBERS.ships.map((s, i) => (i === 0 ? { ...s, kind: 'galleon' } : s)) })).not.toBe(NUMBERS_EDITION);
    expect(editionOf({ ...NUMBERS, anchorBreaksTies: [...NUMBERS.anchorBreaksTies, 3] })).not.toBe(NUMBERS_EDITION);
  });

  it('is computed the same way forever: FNV-1a of the canonical JSON (a changed hash would strand every stored game)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
    expect(editionOf({ b: [1, { d: 2, c: 'x' }], a: 3 })).toBe(fnv1a('{"a":3,"b":[1,{"c":"x","d":2}]}').toString(16).padStart(8, '0'));
    expect(editionOf({ b: [1, { d: 2, c: 'x' }], a: 3 })).toBe('ff1229ef'); // checked against a separate FNV-1a written in Python;
  });
});
