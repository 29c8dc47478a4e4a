// The actions play sends, checked without zod: a plain object that actionSchema would accept, copied the way it copies.
// Anything this is unsure of (another shape, a prototype, a bad value) is left to actionSchema, which gives the reason.
import type { Action, Dir, Ingredient } from './types';
import { MAX_SEATS } from '../table/limits';
import { INGREDIENTS } from './rules/board';

const DIR_NAMES: readonly unknown[] = ['N', 'E', 'S', 'W'];
const INGREDIENT_NAMES: readonly unknown[] = INGREDIENTS;
const HAS = Object.prototype.hasOwnProperty;

/**
 * An object literal's own enumerable fields are exactly `first` and, when given, `second` (and it has no prototype of its
 * own). Its fields are counted with for-in over own keys, as Object.keys would count them, without building that list.
 */
function plainWith(value: unknown, first: string, second?: string): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  let own = 0;
  for (const key in value) if (HAS.call(value, key)) own++;
  if (own !== (second === undefined ? 1 : 2)) return false;
  return HAS.call(value, first) && (second === undefined || HAS.call(value, second));
}

/** A whole number in [min, max]. */
function wholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** A copy of an array whose every element passes `ok`, at most `max` long; null when it is not one. */
function arrayOf<T>(value: unknown, max: number, ok: (item: unknown) => boolean): T[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const out: T[] = new Array(value.length);
  for (let i = 0; i < value.length; i++) {
    if (!ok(value[i])) return null;
    out[i] = value[i] as T;
  }
  return out;
}

const isDir = (item: unknown) => DIR_NAMES.includes(item);
const isCrate = (item: unknown) => wholeIn(item, 0, 3);

/** The action actionSchema would return for this payload, or null when only actionSchema can say (R21's bad-action stays its). */
export function plainAction(payload: unknown): Action | null {
  if (typeof payload !== 'object' || payload === null) return null;
  switch ((payload as { type?: unknown }).type) {
    case 'takeBack':
    case 'dock':
    case 'buy':
    case 'fight':
    case 'endTurn':
    case 'rewatch': {
      const type = (payload as { type: 'dock' }).type;
      return plainWith(payload, 'type') ? { type } : null;
    }
    case 'sail': {
      if (!plainWith(payload, 'type', 'route')) return null;
      const route = arrayOf<Dir>(payload.route, 16, isDir);
      return route && { type: 'sail', route };
    }
    case 'battle':
      return plainWith(payload, 'type', 'target') && wholeIn(payload.target, 0, MAX_SEATS - 1) ? { type: 'battle', target: payload.target } : null;
    case 'bribe': {
      if (!plainWith(payload, 'type', 'offer')) return null;
      const offer = payload.offer;
      if (plainWith(offer, 'ingredient') && INGREDIENT_NAMES.includes(offer.ingredient)) return { type: 'bribe', offer: { ingredient: offer.ingredient as Ingredient } };
      if (plainWith(offer, 'gold') && wholeIn(offer.gold, 1, 10_000)) return { type: 'bribe', offer: { gold: offer.gold } };
      return null;
    }
    case 'answer':
      return plainWith(payload, 'type', 'accept') && typeof payload.accept === 'boolean' ? { type: 'answer', accept: payload.accept } : null;
    case 'slip':
      return plainWith(payload, 'type', 'dir') && (payload.dir === null || isDir(payload.dir)) ? { type: 'slip', dir: payload.dir as Dir | null } : null;
    case 'take':
      return plainWith(payload, 'type', 'ingredient') && INGREDIENT_NAMES.includes(payload.ingredient) ? { type: 'take', ingredient: payload.ingredient as Ingredient } : null;
    case 'photo':
      return plainWith(payload, 'type', 'sighting') && typeof payload.sighting === 'string' && payload.sighting.length >= 1 && payload.sighting.length <= 64
        ? { type: 'photo', sighting: payload.sighting }
        : null;
    case 'name': {
      if (!plainWith(payload, 'type', 'crates')) return null;
      const crates = arrayOf<number>(payload.crates, 4, isCrate);
      return crates && { type: 'name', crates };
    }
    default:
      return null;
  }
}
