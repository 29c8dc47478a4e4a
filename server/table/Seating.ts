// Who sits where: lobby slots before the start, seats after it, seat tokens and the sessions holding them.
import { randomUUID } from 'node:crypto';
import type { SeatFacts } from '../../shared/table/gameModule';
import { NAME_UNITS, fitName } from '../../shared/table/names';
import type { BotLevel } from '../../shared/table/step';

/** One place at the table. Before the start, slots are in lobby order; from the start on, slot i is seat i (R8 shuffles). */
export type Slot = {
  name: string;
  level: BotLevel | null; // set while a bot holds the slot
  token: string | null; // the seat token of the person who holds it
  sessionId: string | null; // their connection, while connected
  released: boolean; // the person left the voyage by choice: a bot sails for them, and a newcomer may take the seat
  ready: boolean; // in the waiting room: the person said they are ready to sail
};

/** The table's slots and the people in them. */
export class Seating {
  slots: Slot[];

  constructor(levels: BotLevel[], botNames: string[]) {
    this.slots = levels.map((level, i) => ({ name: botNames[i], level, token: null, sessionId: null, released: false, ready: false }));
  }

  /** Rebuilds the slots of a started voyage (restore): people by their stored tokens, bots as its game's seats say. */
  static fromSeats(seats: readonly Pick<SeatFacts, 'name' | 'bot'>[], tokens: Map<string, number>, released: readonly number[]): Seating {
    const seating = new Seating([], []);
    seating.slots = seats.map((c, seat) => ({ name: c.name, level: c.bot, token: null, sessionId: null, released: released.includes(seat), ready: false }));
    for (const [token, seat] of tokens) seating.slots[seat].token = token;
    return seating;
  }

  /** The slot a session holds, or -1 for a spectator. */
  slotOf(sessionId: string): number {
    return this.slots.findIndex((s) => s.sessionId === sessionId);
  }

  /** The slot a seat token reclaims, or -1. */
  slotOfToken(token: string): number {
    return this.slots.findIndex((s) => s.token === token);
  }

  /** Whether any person holds a slot. */
  hasPeople(): boolean {
    return this.slots.some((s) => s.token !== null);
  }

  /**
   * Seats a person in the first slot a bot holds (the lobby, or quick play taking over a bot's seat), else in a seat its
   * person left by choice; -1 when none is left.
   */
  seatInBotSlot(sessionId: string, name: string, usable: (slot: number) => boolean = () => true): number {
    let slot = this.slots.findIndex((s, i) => s.level !== null && s.token === null && usable(i));
    if (slot < 0) slot = this.slots.findIndex((s) => s.released && s.sessionId === null);
    if (slot < 0) return -1;
    this.slots[slot] = { name: this.uniqueName(name, slot), level: null, token: randomUUID(), sessionId, released: false, ready: false };
    return slot;
  }

  /** Names are unique at a table, so the log and the flags never confuse two captains: a second "Anne" sits as "Anne 2". */
  uniqueName(name: string, slot: number): string {
    const taken = new Set(this.slots.filter((_, i) => i !== slot).map((s) => s.name.toLowerCase()));
    if (!taken.has(name.toLowerCase())) return name;
    for (let n = 2; ; n++) {
      const candidate = `${fitName(name, NAME_UNITS - 3)} ${n}`; // whole graphemes: an emoji sequence is never split
      if (!taken.has(candidate.toLowerCase())) return candidate;
    }
  }

  /** Binds a session to a slot it reclaimed by token. Returns the session that held it before, if any. */
  bind(slot: number, sessionId: string): string | null {
    const previous = this.slots[slot].sessionId;
    this.slots[slot].sessionId = sessionId;
    return previous !== sessionId ? previous : null;
  }

  /** The session has gone; the slot keeps its person (and token) unless `free` hands it back to a bot in the lobby. */
  leave(sessionId: string, free: BotLevel | null, botName: string): void {
    const slot = this.slotOf(sessionId);
    if (slot < 0) return;
    this.slots[slot].sessionId = null;
    if (free) this.free(slot, free, botName);
  }

  /** Hands a lobby slot back to a bot (its person left, or the creator took them off the crew). */
  free(slot: number, level: BotLevel, botName: string): void {
    this.slots[slot] = { name: botName, level, token: null, sessionId: null, released: false, ready: false };
  }

  /** In the waiting room, two slots trade places (people, bots and their levels with them); seats are still dealt at the start (R8). */
  swap(a: number, b: number): void {
    [this.slots[a], this.slots[b]] = [this.slots[b], this.slots[a]];
  }

  /** At the start, slots move from lobby order to seat order: `entrants[seat]` is the slot its person sat in (R8 deals them). */
  toSeatOrder(entrants: readonly number[]): void {
    const lobby = this.slots;
    this.slots = entrants.map((slot) => lobby[slot]);
  }
}
