// Pastry Pirates' actions on the wire (shared/table/privateWire.ts): each type's fields in order, as types.ts declares them.
import type { ShapesOf } from '../table/shapedWire';
import type { Action } from './types';

/** Every action type's fields, in the order a seat's legal list sends them; a new action or field is added here too (privateWire.test checks). */
export const pastryActionShapes = {
  sail: [['route', 'letters']], // its compass steps as one string: a turn lists a sail for every reachable square
  takeBack: [],
  dock: [],
  buy: [],
  battle: ['target'],
  fight: [],
  bribe: ['offer'],
  answer: ['accept'],
  slip: ['dir'],
  take: ['ingredient'],
  endTurn: [],
  photo: ['sighting'],
  rewatch: [],
  name: ['crates'],
} as const satisfies ShapesOf<Action>;
