// Test helper: a room's events message as a client reads it, with the one decode the client's net layer uses.
import type { Room } from 'colyseus.js';
import { GAMES } from '../../shared/games';
import { unpackEvents, type EventsWire } from '../../shared/table/eventWire';
import type { EventsMessage } from '../../shared/table/payloads';
import { raceAbout } from '../fixtures/race/shared/about';

/** Every game a test server may play: the registry's, and the third game only the tests register. */
const PLAYED = [...GAMES, raceAbout];

/** The events as the room had them, read with the shapes of the game `key` (a table or audience room's state names it). */
export function eventsOfGame<E extends { type: string } = { type: string }>(key: string, wire: EventsWire): EventsMessage<E> {
  const game = PLAYED.find((g) => g.key === key);
  if (!game) throw new Error(`events message from a room of game "${key}", which no test server plays`);
  return unpackEvents(game.eventShapes, wire) as EventsMessage<E>;
}

/** The events of a message `room` sent, read with the shapes of the game its state names. */
export function readEvents<E extends { type: string } = { type: string }>(room: Room, wire: EventsWire): EventsMessage<E> {
  return eventsOfGame<E>((room.state as { game?: string }).game ?? '', wire);
}
