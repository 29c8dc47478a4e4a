// parseAction checks what play sends by hand (plainAction) before zod: this pins that the hand check accepts nothing
// actionSchema refuses and returns exactly what actionSchema returns (a copy, same fields in the same order).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actionSchema, parseAction } from '../../shared/pastry/protocol';
import { plainAction } from '../../shared/pastry/plainAction';
import { legalActions } from '../../shared/pastry/index';
import { playVoyage, setupFor, testRandom } from './play';

const TYPES = ['sail', 'takeBack', 'dock', 'buy', 'battle', 'fight', 'bribe', 'answer', 'slip', 'take', 'endTurn', 'photo', 'rewatch', 'name', 'nope'];
const FIELDS = ['route', 'target', 'offer', 'accept', 'dir', 'ingredient', 'sighting', 'crates', 'extra'];

/** Values near and across each field's bounds. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.constantFrom('N', 'E', 'S', 'W', 'X', 'Flour', 'Kraken', '', 'sighting-1-abc', 'x'.repeat(65), null, undefined, true, false),
    fc.constantFrom(-1, 0, -0, 1, 2, 3, 4, 5, 6, 10_000, 10_001, 1.5, Number.NaN, Number.POSITIVE_INFINITY),
  ),
  value: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('leaf'), { maxLength: 18 }),
    fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }),
    fc.array(fc.constantFrom('N', 'E', 'S', 'W', 'X'), { maxLength: 18 }),
    fc.dictionary(fc.constantFrom('gold', 'ingredient', 'x'), tie('leaf'), { maxKeys: 2 }),
  ),
})).value;

/** Each type's own field, if it has one. */
const OWN_FIELD: Record<string, string | undefined> = { sail: 'route', battle: 'target', bribe: 'offer', answer: 'accept', slip: 'dir', take: 'ingredient', photo: 'sighting', name: 'crates' };

const bound = fc.constantFrom(-1, 0, -0, 1, 3, 4, 5, 6, 9_999, 10_000, 10_001, 1.5);
/** For each field, values made for it (lengths and numbers at its bounds), else any value. */
const FOR_FIELD: Record<string, fc.Arbitrary<unknown>> = {
  route: fc.array(fc.constantFrom('N', 'E', 'S', 'W'), { minLength: 14, maxLength: 18 }),
  target: bound,
  offer: fc.oneof(fc.record({ gold: bound }), fc.record({ ingredient: fc.constantFrom('Flour', 'Coconut', 'Kraken') }), fc.record({ gold: bound, ingredient: fc.constant('Flour') })),
  accept: fc.constantFrom(true, false, 0, 'yes'),
  dir: fc.constantFrom('N', 'W', null, undefined, 'X'),
  ingredient: fc.constantFrom('Flour', 'Coconut', 'Kraken'),
  sighting: fc.integer({ min: 0, max: 66 }).map((n) => 's'.repeat(n)),
  crates: fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 5 }),
};

/** A payload shaped like an action: mostly its own field, sometimes another or one too many, with values in and out of bounds. */
const payload = fc
  .record({ type: fc.constantFrom(...TYPES), own: fc.boolean(), other: fc.constantFrom(...FIELDS), extra: fc.option(fc.constantFrom(...FIELDS), { freq: 5 }), b: value })
  .chain(({ type, own, other, extra, b }) => {
    const field = own ? OWN_FIELD[type] : other;
    return fc.oneof(FOR_FIELD[field ?? ''] ?? value, value).map((a) => {
      const out: Record<string, unknown> = { type };
      if (field) out[field] = a;
      if (extra) out[extra] = b;
      return out;
    });
  });

describe('plainAction, the hand check before zod', () => {
  it('accepts only what actionSchema accepts, and returns what it returns', () => {
    let accepted = 0;
    fc.assert(
      fc.property(payload, (p) => {
        const plain = plainAction(p);
        if (plain === null) return;
        accepted++;
        const parsed = actionSchema.safeParse(p);
        expect(parsed.success).toBe(true);
        expect(JSON.stringify(plain)).toBe(JSON.stringify(parsed.data));
        expect(plain).toStrictEqual(parsed.data);
      }),
      { numRuns: 20_000, seed: 7 },
    );
    expect(accepted).toBeGreaterThan(500); // the property met many accepted payloads, not only refusals
  });

  it('accepts every action legal play sends', () => {
    const sent = [
      { type: 'sail', route: ['N', 'E'] },
      { type: 'bribe', offer: { gold: 2 } },
      { type: 'bribe', offer: { ingredient: 'Flour' } },
      { type: 'slip', dir: null },
      { type: 'name', crates: [0, 3] },
      { type: 'photo', sighting: 'sighting-1-abcdef' },
    ];
    for (const action of sent) expect(plainAction(action)).toStrictEqual(actionSchema.parse(action));
  });

  it("hands back legalActions' own frozen actions as they are, each one what actionSchema makes of it", () => {
    const canned = new Set<unknown>();
    playVoyage(setupFor('canned-actions', 4), testRandom(5), (state) => {
      for (const c of state.captains) for (const action of legalActions(state, c.seat)) if (Object.isFrozen(action)) canned.add(action);
    });
    expect(canned.size).toBeGreaterThan(20);
    for (const action of canned) {
      const parsed = parseAction(action);
      expect(parsed.ok && parsed.action).toBe(action);
      expect(action).toStrictEqual(actionSchema.parse(action));
    }
  });
});
