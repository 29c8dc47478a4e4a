// While a catch-up recap plays (issue 31), the live room goes on: its patches and this seat's bits are held here, the latest
// of each, and its events kept in order, so the recap owns the table until it ends. Then the live table comes back as it
// stands, with everything that happened meanwhile applied (the events told at once, for the log).
import type { EventsMessage } from '../gameHooks';
import type { TableBits } from '../tableAction';
import type { TableJson } from './tableJson';

/** What the live room said while a recap played. */
export type HeldLive = { room: TableJson | null; bits: TableBits | null; events: EventsMessage[] };

let held: HeldLive | null = null;

/** Starts holding the live room, from what the table shows now. */
export function holdLive(room: TableJson | null, bits: TableBits | null): void {
  held = { room, bits, events: [] };
}

/** Keeps a live step's events while held; false when nothing is held (the caller shows them). */
export function heldEvents(message: EventsMessage): boolean {
  held?.events.push(message);
  return held !== null;
}

/** Keeps a live patch while held; false when nothing is held (the caller shows it). */
export function heldRoom(room: TableJson): boolean {
  if (held) held.room = room;
  return held !== null;
}

/** Keeps this seat's latest bits while held; false when nothing is held. */
export function heldBits(bits: TableBits): boolean {
  if (held) held.bits = bits;
  return held !== null;
}

/** What is held so far, left held (a recap's bar looks whether the live move has come to this seat), or null when nothing is. */
export function peekLive(): Readonly<HeldLive> | null {
  return held;
}

/** Stops holding, and hands back the latest live room and bits, and the events meanwhile. */
export function releaseLive(): HeldLive {
  const last = held ?? { room: null, bits: null, events: [] };
  held = null;
  return last;
}
