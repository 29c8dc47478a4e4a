// The events message on the wire, written once for the rooms that send it and the clients that read it. A step's events
// were most of what a client receives (docs/operating.md: bytes per client), and as objects each repeated its key names;
// so each event travels packed by its game's event shapes (its about.ts, `eventShapes`; shapedWire.ts): its type's index,
// its show time, then its fields' values, its times counted from the message's `serverNow`.
import type { EventsMessage } from './payloads';
import { packRecord, unpackRecord, type PackedRecord, type RecordWire, type Shapes } from './shapedWire';

/** The events message on the wire: its seq and serverNow, then its events. */
export type EventsWire = [seq: number, serverNow: number, ...events: PackedRecord[]];

/** An event leads with its show time, and its times count from the message's serverNow. */
const EVENT_WIRE: RecordWire = { lead: ['ms'], times: true };

/** The events message as the room sends it: once per step, whoever receives it. */
export function packEvents(shapes: Shapes, message: EventsMessage): EventsWire {
  return [message.seq, message.serverNow, ...message.events.map((e) => packRecord(shapes, EVENT_WIRE, e, message.serverNow))];
}

/** The events message back from the wire, every event as the room had it; a message that is not one throws, naming what is wrong. */
export function unpackEvents(shapes: Shapes, wire: unknown): EventsMessage {
  if (!Array.isArray(wire) || typeof wire[0] !== 'number' || typeof wire[1] !== 'number') throw new Error('events message: not [seq, serverNow, ...events]');
  const [seq, serverNow] = wire as [number, number];
  try {
    return { seq, serverNow, events: wire.slice(2).map((e) => unpackRecord(shapes, EVENT_WIRE, e, serverNow) as EventsMessage['events'][number]) };
  } catch (e) {
    throw new Error(`events message: ${(e as Error).message}`);
  }
}
