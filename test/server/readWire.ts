// Test helper: a room's packed messages (the events, a seat's private bits, the story so far) as a client reads them, with the one decode
// the client's net layer uses.
import type { Room } from 'colyseus.js';
import { GAMES } from '../../shared/games';
import { unpackEvents, type EventsWire } from '../../shared/table/eventWire';
import type { TablePrivateUpdate } from '../../shared/table/messages';
import type { EventsMessage } from '../../shared/table/payloads';
import { unpackPrivate, type PrivateWire } from '../../shared/table/privateWire';
import { unpackHistory, type HistoryWire } from '../../shared/table/historyWire';
import type { HistoryMessage } from '../../shared/table/story';
import { raceAbout } from '../fixtures/race/shared/about';

/** Every game a test server may play: the registry's, and the third game only the tests register. */
const PLAYED = [...GAMES, raceAbout];

/** The game `key`'s facts, its wire shapes among them. */
function aboutOf(key: string): (typeof PLAYED)[number] {
  const game = PLAYED.find((g) => g.key === key);
  if (!game) throw new Error(`a message from a room of game "${key}", which no test server plays`);
  return game;
}

/** The game a room plays, as its state names it (a table's or an audience's). */
function gameOf(room: Room): string {
  return (room.state as { game?: string }).game ?? '';
}

/** The events as the room had them, read with the shapes of the game `key`. */
export function eventsOfGame<E extends { type: string } = { type: string }>(key: string, wire: EventsWire): EventsMessage<E> {
  return unpackEvents(aboutOf(key).eventShapes, wire) as EventsMessage<E>;
}

/** The story so far as the room had it, read with the shapes of the game `key`. */
export function historyOfGame<E extends { type: string } = { type: string }>(key: string, wire: HistoryWire): HistoryMessage<E> {
  return unpackHistory<E>(aboutOf(key).eventShapes, wire);
}

/** A seat's update as the room had it, read with the shapes of the game `key`. */
export function privateOfGame<A extends { type: string } = { type: string }>(key: string, wire: PrivateWire): TablePrivateUpdate<A> {
  return unpackPrivate<A>(aboutOf(key).actionShapes, wire);
}

/** The events of a message `room` sent. */
export function readEvents<E extends { type: string } = { type: string }>(room: Room, wire: EventsWire): EventsMessage<E> {
  return eventsOfGame<E>(gameOf(room), wire);
}

/** The story so far `room` sent. */
export function readHistory<E extends { type: string } = { type: string }>(room: Room, wire: HistoryWire): HistoryMessage<E> {
  return historyOfGame<E>(gameOf(room), wire);
}

/** A seat's update `room` sent. */
export function readPrivate<A extends { type: string } = { type: string }>(room: Room, wire: PrivateWire): TablePrivateUpdate<A> {
  return privateOfGame<A>(gameOf(room), wire);
}
