// A seat's private update on the wire (TablePrivateUpdate, messages.ts), written once for the room that sends it and the
// clients that read it. Its legal list was most of it (a Pastry captain's turn lists a sail for every reachable square),
// each action an object repeating its key names; so the update travels as [seat, step, legal, own]: the legal list with
// each action packed by its game's action shapes (its about.ts, `actionShapes`; shapedWire.ts), null when unchanged, and
// the game's own bits that changed (Pastry Pirates: the recipe) as they are, left off when none did.
import type { TablePrivateUpdate } from './messages';
import { packRecord, unpackRecord, type PackedRecord, type RecordWire, type Shapes } from './shapedWire';

/** A seat's update on the wire: its seat and step, its legal list packed (null: unchanged), and its own bits that changed. */
export type PrivateWire = [seat: number, step: number, legal: PackedRecord[] | null, own?: Record<string, unknown>];

/** An action has no lead values and no times. */
const ACTION_WIRE: RecordWire = { lead: [], times: false };

/** Legal lists packed already: an engine hands the same list again while nothing it depends on changed (Pastry's sails). */
const packedLists = new WeakMap<readonly { type: string }[], PackedRecord[]>();

/** Actions packed already: an engine may hand the same frozen action in new lists (Pastry's sails, while the routes stand). */
const packedActions = new WeakMap<object, PackedRecord>();

/** A frozen action packed, once per action object; one that may still change is packed each time. */
function packedAction(shapes: Shapes, action: { type: string }): PackedRecord {
  if (!Object.isFrozen(action)) return packRecord(shapes, ACTION_WIRE, action, 0);
  let packed = packedActions.get(action);
  if (packed === undefined) packedActions.set(action, (packed = packRecord(shapes, ACTION_WIRE, action, 0)));
  return packed;
}

/** A legal list packed, once per list object. */
function packedList(shapes: Shapes, legal: readonly { type: string }[]): PackedRecord[] {
  let packed = packedLists.get(legal);
  if (!packed) {
    packed = legal.map((a) => packedAction(shapes, a));
    packedLists.set(legal, packed);
  }
  return packed;
}

/** A seat's update as the room sends it to that seat. */
export function packPrivate(shapes: Shapes, update: TablePrivateUpdate<{ type: string }>): PrivateWire {
  const { seat, step, legal, ...own } = update;
  const packed = legal ? packedList(shapes, legal) : null;
  return Object.keys(own).length ? [seat, step, packed, own] : [seat, step, packed];
}

/** A seat's update back from the wire, as the room had it; one that is not one throws, naming what is wrong. */
export function unpackPrivate<A extends { type: string }>(shapes: Shapes, wire: unknown): TablePrivateUpdate<A> {
  if (!Array.isArray(wire) || typeof wire[0] !== 'number' || typeof wire[1] !== 'number') throw new Error('private message: not [seat, step, legal, own]');
  const [seat, step, legal, own] = wire as PrivateWire;
  if (legal !== null && !Array.isArray(legal)) throw new Error('private message: its legal list is no list');
  if (own !== undefined && (typeof own !== 'object' || own === null || Array.isArray(own))) throw new Error('private message: its own bits are no object');
  try {
    const update: TablePrivateUpdate<A> = { seat, step, ...own };
    if (legal) update.legal = legal.map((a) => unpackRecord(shapes, ACTION_WIRE, a, 0) as A);
    return update;
  } catch (e) {
    throw new Error(`private message: ${(e as Error).message}`);
  }
}
