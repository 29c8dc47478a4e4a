// The events message on the wire, written once for the rooms that send it and the clients that read it. A step's events
// are most of what a client receives (docs/operating.md: bytes per client), and as objects each repeats its key names; so
// each game lists its events' fields in order (its about.ts, `eventShapes`), and an event travels as an array: its type's
// index, its show time, then its fields' values, with the times counted from the message's `serverNow` and trailing nulls
// left off. An event its game's shapes do not describe exactly travels whole, so nothing is ever lost on the way.
import type { EventsMessage } from './payloads';
import { EVENT_TIME_FIELDS } from './timeFields';

/** One field of an event on the wire: its name, or its name and the fields of the object it holds (null or that object). */
export type FieldShape = string | readonly [name: string, fields: readonly FieldShape[]];

/** A game's events on the wire: each type's fields in order. Both sides index the types in this object's key order. */
export type EventShapes = Readonly<Record<string, readonly FieldShape[]>>;

/** A field of event T: a name it has (not `type`), or such a name and the fields of the object it holds. */
type FieldOf<T> = Exclude<keyof T & string, 'type'> | readonly [Exclude<keyof T & string, 'type'>, readonly FieldShape[]];

/** A game's shapes checked against its event union: every type listed, every field one of that type's. */
export type EventShapesOf<E extends { type: string }> = { readonly [T in E['type']]: readonly FieldOf<Extract<E, { type: T }>>[] };

/** One event on the wire: [type index, ms, ...fields] for an event its shapes describe, else the event whole. */
export type PackedEvent = unknown[] | Record<string, unknown>;

/** The events message on the wire: its seq and serverNow, then its events. */
export type EventsWire = [seq: number, serverNow: number, ...events: PackedEvent[]];

/** A game's shapes as the codec reads them: the types in index order, and each type's index. */
type ShapeIndex = { types: string[]; indexOf: Map<string, number> };

const indexes = new WeakMap<EventShapes, ShapeIndex>();
const TIME = new Set(EVENT_TIME_FIELDS);

/** The shapes' index, made once per shapes object. */
function indexOf(shapes: EventShapes): ShapeIndex {
  let index = indexes.get(shapes);
  if (!index) {
    const types = Object.keys(shapes);
    index = { types, indexOf: new Map(types.map((t, i) => [t, i])) };
    indexes.set(shapes, index);
  }
  return index;
}

/** The name of a field. */
function nameOf(field: FieldShape): string {
  return typeof field === 'string' ? field : field[0];
}

/**
 * Appends an object's fields to `out` in the shape's order, times from `base` (top level only, else null); false when the
 * object is not exactly that shape (a field missing or undefined, a nested value no object, a time no whole number).
 */
function packFields(source: Record<string, unknown>, fields: readonly FieldShape[], out: unknown[], base: number | null): boolean {
  for (const field of fields) {
    const name = nameOf(field);
    if (!Object.hasOwn(source, name)) return false;
    let value = source[name];
    if (value === undefined) return false;
    if (typeof field !== 'string') {
      if (value !== null) {
        if (typeof value !== 'object' || Array.isArray(value)) return false;
        const inner: unknown[] = [];
        if (!packFields(value as Record<string, unknown>, field[1], inner, null)) return false;
        if (Object.keys(value).length !== field[1].length) return false;
        value = inner;
      }
    } else if (base !== null && typeof value === 'number' && TIME.has(name)) {
      const from = value - base; // exact only between whole numbers, and -0 would come back as 0
      if (!Number.isSafeInteger(value) || !Number.isSafeInteger(base) || !Number.isSafeInteger(from) || Object.is(value, -0)) return false;
      value = from;
    }
    out.push(value);
  }
  while (out.length && out[out.length - 1] === null) out.pop();
  return true;
}

/** One event on the wire: compact when its game's shapes describe it exactly, else whole. */
function packEvent(index: ShapeIndex, shapes: EventShapes, event: { type: string; ms: number }, base: number): PackedEvent {
  const whole = event as unknown as Record<string, unknown>;
  const type = index.indexOf.get(event.type);
  if (type === undefined) return whole;
  const fields = shapes[event.type];
  if (Object.keys(event).length !== fields.length + 2 || typeof event.ms !== 'number') return whole;
  const values: unknown[] = [];
  if (!packFields(whole, fields, values, base)) return whole;
  return [type, event.ms, ...values];
}

/** Builds an object from its fields' values, in the shape's order; a value left off is null. */
function unpackFields(values: readonly unknown[], from: number, fields: readonly FieldShape[], target: Record<string, unknown>, base: number | null): void {
  if (values.length - from > fields.length) throw new Error(`events message: ${values.length - from} values for ${fields.length} fields`);
  fields.forEach((field, i) => {
    let value = from + i < values.length ? values[from + i] : null;
    if (typeof field !== 'string') {
      if (value !== null) {
        if (!Array.isArray(value)) throw new Error(`events message: the field ${field[0]} is no packed object`);
        const inner: Record<string, unknown> = {};
        unpackFields(value, 0, field[1], inner, null);
        value = inner;
      }
    } else if (base !== null && typeof value === 'number' && TIME.has(field)) value += base;
    target[nameOf(field)] = value;
  });
}

/** One event back from the wire, as the room had it. */
function unpackEvent(index: ShapeIndex, shapes: EventShapes, packed: PackedEvent, base: number): { type: string; ms: number } {
  if (!Array.isArray(packed)) {
    if (packed === null || typeof packed !== 'object' || typeof packed.type !== 'string') throw new Error('events message: an event is neither packed nor whole');
    return packed as { type: string; ms: number };
  }
  const [type, ms] = packed;
  const name = typeof type === 'number' ? index.types[type] : undefined;
  if (name === undefined || typeof ms !== 'number') throw new Error(`events message: no event type ${String(type)}`);
  const event: Record<string, unknown> = { type: name };
  unpackFields(packed, 2, shapes[name], event, base);
  event.ms = ms;
  return event as { type: string; ms: number };
}

/** The events message as the room sends it: once per step, whoever receives it. */
export function packEvents(shapes: EventShapes, message: EventsMessage): EventsWire {
  const index = indexOf(shapes);
  return [message.seq, message.serverNow, ...message.events.map((e) => packEvent(index, shapes, e, message.serverNow))];
}

/** The events message back from the wire, every event as the room had it; a message that is not one throws, naming what is wrong. */
export function unpackEvents(shapes: EventShapes, wire: unknown): EventsMessage {
  if (!Array.isArray(wire) || typeof wire[0] !== 'number' || typeof wire[1] !== 'number') throw new Error('events message: not [seq, serverNow, ...events]');
  const index = indexOf(shapes);
  const [seq, serverNow] = wire as [number, number];
  return { seq, serverNow, events: wire.slice(2).map((e) => unpackEvent(index, shapes, e as PackedEvent, serverNow)) };
}
