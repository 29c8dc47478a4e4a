// parseMerchantAction skips zod for a plainly well-formed payload; what it gives must be exactly what the schema gives, for
// every legal action of whole games and for payloads at the edges of the schema (which must still go to zod and be refused alike).
import { describe, expect, it } from 'vitest';
import { merchantActionSchema, parseMerchantAction } from '../../shared/merchant/protocol';
import { games } from '../../shared/games';
import { merchantSetup, playRandomGame, testRandom } from './play';

/** The schema's own verdict, in parseMerchantAction's shape. */
function byZod(payload: unknown): { ok: boolean; action?: unknown } {
  const parsed = merchantActionSchema.safeParse(payload);
  return parsed.success ? { ok: true, action: parsed.data } : { ok: false };
}

/** Every legal action offered in a few random games, Voyages included. */
function legalPayloads(): unknown[] {
  const payloads: unknown[] = [];
  for (let i = 0; i < 3; i++) {
    playRandomGame(merchantSetup(`quick-${i}`, 2 + i, { turnMs: 0, decisionMs: 0 }), testRandom(i + 11), (state) => {
      payloads.push(...games.merchant.legalActions(state, state.actor!));
    });
  }
  return payloads;
}

/** Payloads at the schema's edges: wrong keys, inherited keys, odd numbers, odd strings. */
const EDGES: unknown[] = [
  null,
  undefined,
  7,
  'pass',
  [],
  ['pass'],
  {},
  { type: 'pass' },
  { type: 'pass', extra: 1 },
  { type: 'pass', ship: 0 },
  { type: 'buildHut' },
  { type: 'load', ship: -0 },
  { type: 'load', ship: 1 },
  { type: 'load', ship: 2 },
  { type: 'load', ship: -1 },
  { type: 'load', ship: 0.5 },
  { type: 'load', ship: '0' },
  { type: 'load', ship: Number.NaN },
  { type: 'load' },
  { type: 'arm', ship: 0, luxury: 'Silk' },
  { type: 'buyLuxury', luxury: 'Gold' },
  { type: 'buyLuxury', luxury: 'Rum' },
  { type: 'buyLuxury', luxury: 'constructor' },
  { type: 'buyLuxury', luxury: null },
  { type: 'deliver', ship: 1, luxury: null },
  { type: 'deliver', ship: 1, luxury: 'Tea' },
  { type: 'deliver', ship: 1, luxury: undefined },
  { type: 'deliver', ship: 1 },
  { type: 'deliver', luxury: null },
  { type: 'constructor' },
  { type: 'toString' },
  { type: 'hasOwnProperty', ship: 0 },
  Object.create({ type: 'pass' }),
  Object.assign(Object.create({ ship: 0 }), { type: 'launch' }),
  Object.assign(Object.create({ extra: 1 }), { type: 'pass' }),
  JSON.parse('{"type":"pass","__proto__":{"x":1}}'),
  new (class {
    type = 'pass';
  })(),
];

describe('parseMerchantAction without zod for well-formed payloads', () => {
  it('gives exactly what the schema gives, for every legal action and every edge payload', () => {
    const payloads = [...legalPayloads(), ...EDGES];
    expect(payloads.length).toBeGreaterThan(EDGES.length + 100);
    for (const payload of payloads) {
      const ours = parseMerchantAction(payload);
      const zod = byZod(payload);
      expect(ours.ok, JSON.stringify(payload)).toBe(zod.ok);
      if (ours.ok) {
        expect(ours.action).toStrictEqual(zod.action);
        expect(Object.keys(ours.action)).toEqual(Object.keys(zod.action as object));
        expect(Object.is((ours.action as { ship?: number }).ship, (zod.action as { ship?: number }).ship)).toBe(true);
      }
    }
  });

  it("hands back legalActions' own frozen action as it is, and a plain copy of it as an equal new one", () => {
    for (const payload of legalPayloads()) {
      const ours = parseMerchantAction(payload);
      expect(ours.ok && ours.action).toBe(payload);
      const copy = parseMerchantAction(structuredClone(payload));
      expect(copy.ok && copy.action).not.toBe(payload);
      expect(copy.ok && copy.action).toStrictEqual(payload);
    }
  });
});
