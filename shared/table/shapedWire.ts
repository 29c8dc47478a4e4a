// Typed records on the wire, written once for the events and the legal actions a room sends: a record of a union keyed by
// `type` ({ type: 'sold', seat: 2, ... }), as an object, repeats its key names in every message; so each game lists each
// type's fields in order (its about.ts), and a record travels as an array: its type's index, its lead values (an event's
// show time), then its fields' values, with trailing nulls left off (a record of the type alone and no lead is its index);
// a list of one-letter strings (a route's compass steps) may travel as one string.
// Times are counted from a base the message carries. A record the shapes do not describe exactly travels whole, so nothing
// is ever lost on the way.

/** Every event field that is a time, whatever the game: the room moves them onto its wall clock (wallTimes.ts), the wire sends them from `serverNow`. */
export const EVENT_TIME_FIELDS: readonly string[] = ['deadline', 'startedAt', 'endsAt', 'until'];

/** One field of a record on the wire: its name; or its name and the fields of the object it holds (null or that object), or 'letters' for a list of one-letter strings sent as one string. */
export type FieldShape = string | readonly [name: string, fields: readonly FieldShape[] | 'letters'];

/** A game's records of one kind on the wire: each type's fields in order. Both sides index the types in this object's key order. */
export type Shapes = Readonly<Record<string, readonly FieldShape[]>>;

/** A field of record T: a name it has (not `type`), or such a name and the fields of the object it holds. */
type FieldOf<T> = Exclude<keyof T & string, 'type'> | readonly [Exclude<keyof T & string, 'type'>, readonly FieldShape[] | 'letters'];

/** A game's shapes checked against its union: every type listed, every field one of that type's. */
export type ShapesOf<U extends { type: string }> = { readonly [T in U['type']]: readonly FieldOf<Extract<U, { type: T }>>[] };

/** One record on the wire: its type's index alone, [type index, ...lead, ...fields], or the record whole. */
export type PackedRecord = number | unknown[] | Record<string, unknown>;

/** How records travel in one kind of message: the names of their lead values, and whether their time fields count from a base. */
export type RecordWire = { lead: readonly string[]; times: boolean };

/** A game's shapes as the codec reads them: the types in index order, and each type's index. */
type ShapeIndex = { types: string[]; indexOf: Map<string, number> };

const indexes = new WeakMap<Shapes, ShapeIndex>();
const TIME = new Set(EVENT_TIME_FIELDS);

/** The shapes' index, made once per shapes object. */
function indexOf(shapes: Shapes): ShapeIndex {
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
  const start = out.length;
  for (const field of fields) {
    const name = nameOf(field);
    if (!Object.hasOwn(source, name)) return false;
    let value = source[name];
    if (value === undefined) return false;
    const held = typeof field === 'string' ? null : field[1];
    if (held === 'letters') {
      if (value !== null) {
        if (!Array.isArray(value) || !value.every((x) => typeof x === 'string' && x.length === 1)) return false;
        value = value.join('');
      }
    } else if (held !== null) {
      if (value !== null) {
        if (typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length !== held.length) return false;
        const inner: unknown[] = [];
        if (!packFields(value as Record<string, unknown>, held, inner, null)) return false;
        value = inner;
      }
    } else if (base !== null && typeof value === 'number' && TIME.has(name)) {
      const from = value - base; // exact only between whole numbers, and -0 would come back as 0
      if (!Number.isSafeInteger(value) || !Number.isSafeInteger(base) || !Number.isSafeInteger(from) || Object.is(value, -0)) return false;
      value = from;
    }
    out.push(value);
  }
  while (out.length > start && out[out.length - 1] === null) out.pop();
  return true;
}

/** One record on the wire: packed when the shapes describe it exactly (its lead values numbers), else whole. */
export function packRecord(shapes: Shapes, wire: RecordWire, record: { type: string }, base: number): PackedRecord {
  const whole = record as unknown as Record<string, unknown>;
  const type = indexOf(shapes).indexOf.get(record.type);
  if (type === undefined) return whole;
  const fields = shapes[record.type];
  if (Object.keys(record).length !== fields.length + wire.lead.length + 1) return whole;
  const values: unknown[] = [type];
  for (const name of wire.lead) {
    if (!Object.hasOwn(record, name) || typeof whole[name] !== 'number') return whole;
    values.push(whole[name]);
  }
  if (!packFields(whole, fields, values, wire.times ? base : null)) return whole;
  return values.length === 1 ? type : values;
}

/** Builds an object from its fields' values, in the shape's order; a value left off is null. */
function unpackFields(values: readonly unknown[], from: number, fields: readonly FieldShape[], target: Record<string, unknown>, base: number | null): void {
  if (values.length - from > fields.length) throw new Error(`${values.length - from} values for ${fields.length} fields`);
  fields.forEach((field, i) => {
    let value = from + i < values.length ? values[from + i] : null;
    const held = typeof field === 'string' ? null : field[1];
    if (held === 'letters') {
      if (value !== null) {
        if (typeof value !== 'string') throw new Error(`the field ${nameOf(field)} is no packed list of letters`);
        value = value.split('');
      }
    } else if (held !== null) {
      if (value !== null) {
        if (!Array.isArray(value)) throw new Error(`the field ${nameOf(field)} is no packed object`);
        const inner: Record<string, unknown> = {};
        unpackFields(value, 0, held, inner, null);
        value = inner;
      }
    } else if (base !== null && typeof value === 'number' && TIME.has(nameOf(field))) value += base;
    target[nameOf(field)] = value;
  });
}

/** One record back from the wire, as the room had it; one that is none throws, naming what is wrong. */
export function unpackRecord(shapes: Shapes, wire: RecordWire, packed: unknown, base: number): { type: string } {
  if (typeof packed === 'object' && packed !== null && !Array.isArray(packed)) {
    if (typeof (packed as { type?: unknown }).type !== 'string') throw new Error('a record neither packed nor whole');
    return packed as { type: string };
  }
  const values = typeof packed === 'number' ? [packed] : packed;
  if (!Array.isArray(values)) throw new Error('a record neither packed nor whole');
  const type = values[0];
  const name = typeof type === 'number' ? indexOf(shapes).types[type] : undefined;
  if (name === undefined) throw new Error(`no record type ${String(type)}`);
  const record: Record<string, unknown> = { type: name };
  const fieldsFrom = 1 + wire.lead.length;
  if (values.length < fieldsFrom) throw new Error(`a ${name} without its ${wire.lead.join(', ')}`);
  unpackFields(values, fieldsFrom, shapes[name], record, wire.times ? base : null);
  wire.lead.forEach((lead, i) => {
    if (typeof values[1 + i] !== 'number') throw new Error(`a ${name} whose ${lead} is no number`);
    record[lead] = values[1 + i];
  });
  return record as { type: string };
}
