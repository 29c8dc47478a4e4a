// A seat's private update on the wire (shared/table/privateWire.ts): what a client reads back is exactly what the room
// had, for every seat's real legal list and own bits through random legal games of both engines, and for any update; and
// the real legal lists travel packed, well under their size as objects.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { games } from '../../shared/games';
import type { Action } from '../../shared/pastry/types';
import type { TablePrivateUpdate } from '../../shared/table/messages';
import { packPrivate, unpackPrivate } from '../../shared/table/privateWire';
import type { Shapes } from '../../shared/table/shapedWire';
import { playVoyage, setupFor, testRandom } from '../engine/play';
import { merchantSetup, playRandomGame } from '../merchant/play';

/** Every seat's update after one step of a game: whole (the first message on a connection), and without its own bits. */
function updatesOf(step: number, seats: number, own: (seat: number) => Record<string, unknown> | null, legal: (seat: number) => { type: string }[]): TablePrivateUpdate<{ type: string }>[] {
  return Array.from({ length: seats }, (_, seat) => [
    { seat, step, ...(own(seat) ?? {}), legal: legal(seat) },
    { seat, step, legal: legal(seat) },
    { seat, step, ...(own(seat) ?? {}) },
  ]).flat();
}

/** Checks every update reads back exactly (its keys in the same order too) and that each of its actions went packed. */
function check(shapes: Shapes, updates: TablePrivateUpdate<{ type: string }>[], seen: Set<string>): void {
  for (const update of updates) {
    const wire = packPrivate(shapes, update);
    const whole = (wire[2] ?? []).filter((a) => typeof a === 'object' && !Array.isArray(a));
    if (whole.length) throw new Error(`actions its shapes do not describe went whole: ${JSON.stringify(whole)}`);
    const back = unpackPrivate(shapes, structuredClone(wire));
    if (JSON.stringify(back) !== JSON.stringify(update)) throw new Error(`read back ${JSON.stringify(back)}\nsent ${JSON.stringify(update)}`);
    for (const a of update.legal ?? []) seen.add(a.type);
  }
}

/** Every seat's updates through one random Pastry Pirates voyage (every few steps: the sails are the dear part). */
function pastryUpdates(seed: number, captains: number): TablePrivateUpdate<{ type: string }>[] {
  const game = games.pastry;
  const updates: TablePrivateUpdate<{ type: string }>[] = [];
  let steps = 0;
  playVoyage(setupFor(`private-${seed}`, captains, { turnMs: 900, decisionMs: 500, namingMs: 600, sightingMs: 400 }), testRandom(seed), (s) => {
    if (steps++ % 3 === 0)
      updates.push(
        ...updatesOf(
          steps,
          captains,
          (seat) => game.privateOf(s, seat),
          (seat) => game.legalActions(s, seat),
        ),
      );
  });
  return updates;
}

/** Every seat's updates through one random Merchant Voyages game. */
function merchantUpdates(seed: number, merchants: number): TablePrivateUpdate<{ type: string }>[] {
  const game = games.merchant;
  const updates: TablePrivateUpdate<{ type: string }>[] = [];
  let steps = 0;
  playRandomGame(merchantSetup(`private-${seed}`, merchants, { turnMs: 5_000, decisionMs: 3_000 }), testRandom(seed), undefined, (s) => {
    updates.push(
      ...updatesOf(
        ++steps,
        merchants,
        () => game.privateOf(),
        (seat) => game.legalActions(s, seat),
      ),
    ); // M41: no seat has secrets
  });
  return updates;
}

describe("a seat's private update on the wire", () => {
  it('reads back every real update of both games exactly, each action packed, and every action type is seen', () => {
    const seen = { pastry: new Set<string>(), merchant: new Set<string>() };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), (seed, seats) => {
        check(games.pastry.actionShapes, pastryUpdates(seed, seats), seen.pastry);
        check(games.merchant.actionShapes, merchantUpdates(seed, seats), seen.merchant);
      }),
      { numRuns: 12 },
    );
    const rare = ['photo', 'rewatch', 'take', 'slip']; // listed only in moments random play seldom stops at, checked below
    for (const [key, types] of Object.entries(seen)) {
      const listed = Object.keys(games[key as 'pastry' | 'merchant'].actionShapes).filter((t) => !rare.includes(t));
      expect(
        listed.filter((t) => !types.has(t)),
        `${key} action types never listed`,
      ).toEqual([]);
    }
  });

  it('reads back any update exactly, whether its shapes describe its actions or not', () => {
    const shapes = games.pastry.actionShapes;
    const value = fc.oneof(
      fc.integer(),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.constantFrom('N', 'E', 'S', 'W'), { maxLength: 4 }),
      fc.array(fc.string({ maxLength: 2 }), { maxLength: 3 }),
    );
    const described = fc
      .constantFrom(...Object.keys(shapes))
      .chain((type) => fc.record(Object.fromEntries(shapes[type as keyof typeof shapes].map((f) => [f, value]))).map((fields) => ({ type, ...fields })));
    const loose = fc.dictionary(fc.constantFrom('route', 'target', 'extra'), value).chain((fields) => fc.constantFrom(...Object.keys(shapes), 'unknownAction').map((type) => ({ ...fields, type })));
    const own = fc.dictionary(fc.constantFrom('recipe', 'hand', 'note'), value);
    const update = fc.record({ seat: fc.nat(5), step: fc.nat(), legal: fc.option(fc.array(fc.oneof(described, loose), { maxLength: 8 }), { nil: undefined }), own });
    fc.assert(
      fc.property(update, ({ seat, step, legal, own }) => {
        const message: TablePrivateUpdate<{ type: string }> = { seat, step, ...own, ...(legal ? { legal } : {}) };
        expect(unpackPrivate(shapes, structuredClone(packPrivate(shapes, message)))).toStrictEqual(message);
      }),
      { numRuns: 500 },
    );
  });

  it('sends the rarer actions packed and reads them back', () => {
    const shapes = games.pastry.actionShapes;
    const update: TablePrivateUpdate<Action> = {
      seat: 1,
      step: 40,
      legal: [{ type: 'photo', sighting: 'sighting-3-x1' }, { type: 'rewatch' }, { type: 'take', ingredient: 'Flour' }, { type: 'slip', dir: null }],
    };
    const wire = packPrivate(shapes, update);
    expect(wire[2]!.every((a) => typeof a === 'number' || Array.isArray(a))).toBe(true);
    expect(unpackPrivate(shapes, wire)).toStrictEqual(update);
  });

  it("packs a Pastry captain's legal lists to well under their size as objects", () => {
    const updates = pastryUpdates(7, 4).filter((u) => u.legal?.length);
    const objects = JSON.stringify(updates).length;
    const packed = JSON.stringify(updates.map((u) => packPrivate(games.pastry.actionShapes, u))).length;
    expect(packed).toBeLessThan(objects * 0.6); // as JSON; in the room's MessagePack, where a key costs no quotes, about a third
  });

  it('refuses a message that is not one, naming what is wrong', () => {
    const shapes = games.merchant.actionShapes;
    expect(() => unpackPrivate(shapes, { seat: 1, step: 2, legal: [] })).toThrow(/not \[seat, step, legal, own\]/);
    expect(() => unpackPrivate(shapes, [1, 2, 'legal'])).toThrow(/legal list is no list/);
    expect(() => unpackPrivate(shapes, [1, 2, null, 'recipe'])).toThrow(/own bits are no object/);
    expect(() => unpackPrivate(shapes, [1, 2, [99]])).toThrow(/no record type 99/);
    expect(() => unpackPrivate(shapes, [1, 2, [[0, 1, 2]]])).toThrow(/2 values for 1 fields/);
    expect(() => unpackPrivate(games.pastry.actionShapes, [1, 2, [[0, 5]]])).toThrow(/route is no packed list of letters/);
  });
});
