// The history message on the wire (the story so far, sent on joining and on a reload): its events travel packed as the
// live events message packs them (eventWire.ts), and are read back with the same unpackEvents, so a reloaded client reads
// the very events a live one did; who sailed each seat when travels as it is (a few short records).
import { packEvents, unpackEvents, type EventsWire } from './eventWire';
import type { Shapes } from './shapedWire';
import type { HistoryMessage, StoryEra } from './story';

/** The history message on the wire: its eras, then its events as an events message (seq 0, times from the moment sent). */
export type HistoryWire = [eras: StoryEra[], events: EventsWire];

/** The history message as a room sends it; `serverNow` is the base its events' times count from. */
export function packHistory(shapes: Shapes, message: HistoryMessage, serverNow: number): HistoryWire {
  return [message.eras, packEvents(shapes, { seq: 0, serverNow, events: message.events })];
}

/** The history message back from the wire, its events as the room had them; a message that is not one throws, naming what is wrong. */
export function unpackHistory<E extends { type: string } = { type: string }>(shapes: Shapes, wire: unknown): HistoryMessage<E> {
  if (!Array.isArray(wire) || wire.length !== 2 || !Array.isArray(wire[0])) throw new Error('history message: not [eras, events]');
  const [eras, events] = wire as [StoryEra[], unknown];
  return { eras, events: unpackEvents(shapes, events).events as HistoryMessage<E>['events'] };
}
