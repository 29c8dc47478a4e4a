// The events message on the wire (shared/table/eventWire.ts): what a client reads back is exactly what the room had, for
// both games' real events (random legal games played with the engines) and for any event its shapes do not describe; and
// the real events travel packed, well under their size as objects.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { games } from '../../shared/games';
import { packEvents, unpackEvents } from '../../shared/table/eventWire';
import { EVENT_TIME_FIELDS, type Shapes } from '../../shared/table/shapedWire';
import type { EventsMessage } from '../../shared/table/payloads';
import type { GameEvent } from '../../shared/pastry/types';
import { playVoyage, setupFor, testRandom } from '../engine/play';
import { merchantSetup, playRandomGame } from '../merchant/play';

/** Short timers, so random play sees timeouts and deadlines (R50, M16, M40). */
const PASTRY_TIMED = { turnMs: 900, decisionMs: 500, namingMs: 600, sightingMs: 400 };
const MERCHANT_TIMED = { turnMs: 5_000, decisionMs: 3_000 };

/** A game's steps as the room sends them: each step's events with show times and wall-clock times (the game clock moved by `wallOffset`). */
function asSent(steps: { type: string }[][], pick: () => number, wallOffset: number): EventsMessage[] {
  return steps
    .filter((events) => events.length)
    .map((events, i) => {
      const serverNow = wallOffset + 1_000 * i + Math.floor(pick() * 1_000);
      const sent = events.map((e) => {
        const copy: Record<string, unknown> = { ...e, ms: Math.floor(pick() * 3) * Math.floor(pick() * 4_000) };
        for (const field of EVENT_TIME_FIELDS) if (typeof copy[field] === 'number') copy[field] = (copy[field] as number) + wallOffset;
        return copy as { type: string; ms: number };
      });
      return { seq: i + 1, serverNow, events: sent };
    });
}

/** Every step of one random Pastry Pirates voyage. */
function pastrySteps(seed: number, captains: number, timed: boolean): { type: string }[][] {
  const steps: { type: string }[][] = [];
  playVoyage(setupFor(`wire-${seed}`, captains, timed ? PASTRY_TIMED : {}), testRandom(seed), (_s, events) => steps.push(events));
  return steps;
}

/** Every step of one random Merchant Voyages game. */
function merchantSteps(seed: number, merchants: number, timed: boolean): { type: string }[][] {
  const steps: { type: string }[][] = [];
  playRandomGame(merchantSetup(`wire-${seed}`, merchants, timed ? MERCHANT_TIMED : { turnMs: 0, decisionMs: 0 }), testRandom(seed), undefined, (_s, events) => steps.push(events));
  return steps;
}

/** Checks every message of a game reads back exactly (its fields in the same order too) and that each of its events went packed. */
function checkGame(shapes: Shapes, messages: EventsMessage[], seen: Set<string>): void {
  for (const message of messages) {
    const wire = packEvents(shapes, message);
    const whole = wire.slice(2).filter((e) => !Array.isArray(e));
    if (whole.length) throw new Error(`events its shapes do not describe went whole: ${JSON.stringify(whole)}`);
    const back = unpackEvents(shapes, structuredClone(wire));
    if (JSON.stringify(back) !== JSON.stringify(message)) throw new Error(`read back ${JSON.stringify(back)}\nsent ${JSON.stringify(message)}`);
    for (const e of message.events) seen.add(e.type);
  }
}

describe('the events message on the wire', () => {
  it('reads back every real event of both games exactly, each packed, and every event type is seen', () => {
    const seen = { pastry: new Set<string>(), merchant: new Set<string>() };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 4 }), fc.boolean(), fc.integer({ min: 0, max: 2 ** 41 }), (seed, seats, timed, wallOffset) => {
        const pick = testRandom(seed ^ 0x5bd1e995);
        checkGame(games.pastry.eventShapes, asSent(pastrySteps(seed, seats + (seed % 3), timed), pick, wallOffset), seen.pastry);
        checkGame(games.merchant.eventShapes, asSent(merchantSteps(seed, seats, timed), pick, wallOffset), seen.merchant);
      }),
      { numRuns: 40 },
    );
    // The random games reach all but the rarest events; those are checked on their own below.
    const rare = ['rewatch', 'handedToBot', 'seatUpdated', 'timersRestarted', 'hutBuilt', 'deckReshuffled'];
    for (const [key, types] of Object.entries(seen)) {
      const listed = Object.keys(games[key as 'pastry' | 'merchant'].eventShapes).filter((t) => !rare.includes(t));
      expect(
        listed.filter((t) => !types.has(t)),
        `${key} event types never played`,
      ).toEqual([]);
    }
  });

  it('reads back any event exactly, whether its shapes describe it or not', () => {
    const shapes = games.pastry.eventShapes;
    const value = fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
    const described = fc
      .constantFrom(...Object.keys(shapes))
      .chain((type) => fc.record(Object.fromEntries(shapes[type as keyof typeof shapes].map((f) => [typeof f === 'string' ? f : f[0], value]))).map((fields) => ({ type, ...fields })));
    const loose = fc
      .dictionary(fc.constantFrom('seat', 'deadline', 'until', 'move', 'id', 'extra', 'ms'), value)
      .chain((fields) => fc.constantFrom(...Object.keys(shapes), 'unknownEvent').map((type) => ({ ...fields, type })));
    const event = fc.tuple(fc.oneof(described, loose), fc.integer({ min: 0, max: 10_000 })).map(([e, ms]) => ({ ...e, ms }));
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 2 ** 42 }), fc.array(event, { maxLength: 6 }), (seq, serverNow, events) => {
        const message: EventsMessage = { seq, serverNow, events };
        expect(unpackEvents(shapes, structuredClone(packEvents(shapes, message)))).toStrictEqual(message);
      }),
      { numRuns: 500 },
    );
  });

  it('sends a rare event packed and reads it back', () => {
    const shapes = games.pastry.eventShapes;
    const message: EventsMessage<GameEvent> = {
      seq: 3,
      serverNow: 1_765_000_000_000,
      events: [
        { type: 'rewatch', seat: 1, startedAt: 1_765_000_000_500, endsAt: 1_765_000_008_500, deadline: null, ms: 8_000 },
        { type: 'handedToBot', seat: 2, ms: 0 },
        { type: 'timersRestarted', deadline: 1_765_000_045_000, ms: 0 },
      ],
    };
    const wire = packEvents(shapes, message);
    expect(wire.slice(2).every(Array.isArray)).toBe(true);
    expect(unpackEvents(shapes, wire)).toStrictEqual(message);
  });

  it("packs a game's real events to well under half their size as objects", () => {
    for (const [shapes, steps] of [
      [games.pastry.eventShapes, pastrySteps(7, 4, true)],
      [games.merchant.eventShapes, merchantSteps(7, 4, true)],
    ] as const) {
      const messages = asSent(steps, testRandom(7), 1_765_000_000_000);
      const objects = JSON.stringify(messages).length;
      const packed = JSON.stringify(messages.map((m) => packEvents(shapes, m))).length;
      expect(packed).toBeLessThan(objects * 0.45);
    }
  });

  it('refuses a message that is not one, naming what is wrong', () => {
    const shapes = games.merchant.eventShapes;
    expect(() => unpackEvents(shapes, { seq: 1, serverNow: 2, events: [] })).toThrow(/not \[seq, serverNow/);
    expect(() => unpackEvents(shapes, [1, 2, [999, 0]])).toThrow(/no record type 999/);
    expect(() => unpackEvents(shapes, [1, 2, [0, 0, 1, 2, 3, 4]])).toThrow(/values for 2 fields/);
    expect(() => unpackEvents(shapes, [1, 2, 'passed'])).toThrow(/neither packed nor whole/);
    expect(() => unpackEvents(shapes, [1, 2, 7])).toThrow(/a passed without its ms/);
  });
});
