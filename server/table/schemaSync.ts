// Writing plain values into Schema state, touching only what changed so patches stay small: every game's mirror and the
// audience's prediction book use these.
import type { ArraySchema, Schema } from '@colyseus/schema';

/** Converts an engine time (the room's game clock) to the server's wall clock. */
export type WallClock = (gameTime: number) => number;

/** Assigns a field only when its value differs (null becomes an absent field). */
export function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | null): void {
  const next = value === null ? undefined : value;
  if (target[key] !== next) target[key] = next as T[K];
}

/** Makes a list of Schema items match a list of plain values. */
export function syncList<S extends Schema, V>(list: ArraySchema<S>, values: readonly V[], make: () => S, update: (item: S, value: V) => void): void {
  while (list.length > values.length) list.pop();
  values.forEach((value, i) => {
    if (i >= list.length) list.push(make());
    update(list[i], value);
  });
}

/** Makes a list of primitives match (a game's mirror uses it for lists of numbers and names). */
export function syncValues<V>(list: ArraySchema<V>, values: readonly V[]): void {
  while (list.length > values.length) list.pop();
  values.forEach((value, i) => {
    if (i >= list.length) list.push(value);
    else if (list[i] !== value) list[i] = value;
  });
}

/**
 * Makes a history match when only its end can change (tracks, gold by day): items already mirrored are left alone, so a
 * step costs what it added rather than the whole voyage so far. The last item is refreshed, in case it is still growing.
 */
export function syncHistory<S extends Schema, V>(list: ArraySchema<S>, values: readonly V[], make: () => S, update: (item: S, value: V) => void): void {
  while (list.length > values.length) list.pop();
  for (let i = Math.max(0, list.length - 1); i < values.length; i++) {
    if (i >= list.length) list.push(make());
    update(list[i], values[i]);
  }
}

/** The frozen row each Schema item was last written from (unchangedSince). */
const writtenFrom = new WeakMap<object, object>();

/**
 * Whether `item` was last written from this very row: a view that shares one frozen copy of a row the engine replaces and
 * never changes (Pastry's tracks, its gold by day) need not be compared square by square. Notes the row for next time.
 */
export function unchangedSince(item: object, row: object): boolean {
  if (writtenFrom.get(item) === row) return true;
  writtenFrom.set(item, row);
  return false;
}
