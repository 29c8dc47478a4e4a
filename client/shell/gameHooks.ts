// What the shell's store and net layer ask of each game as a room's messages arrive: a game's small eager part, listed in
// client/games/registry.ts. A game's table itself (scene, HUD) loads lazily and reads the store.
import type { Action, PlayerView, Recipe } from '../../shared/index';
import type { HistoryMessage } from '../../shared/table/story';
import type { TableJson } from './net/tableJson';
import type { Store } from './store';

/** A step's public events as the room broadcasts them, each with its show time (ms, already scaled by the room's pace). */
export type EventsMessage = { seq: number; serverNow: number; events: { type: string; ms: number }[] };

/** The hooks one game gives the shell. Each gets the store's state, so no game's hook imports the store. */
export type ShellGameHooks = {
  /** The game's view for the store's `view` (the first game's HUD and scene read it), or null where the game's own folder reads `room`. */
  view(room: TableJson, seat: number | null, recipe: Recipe | null): PlayerView | null;
  /** A step's events have come: queue them, with their show times and log lines, in the store. */
  events(m: EventsMessage, store: Store): void;
  /** The story so far, as the room tells it on joining (a reload, a rejoin). */
  history(m: HistoryMessage<{ type: string }>, store: Store): void;
  /** A refused order, in words (the server's words when the game has none better). */
  errorWords(code: string, fallback: string): string;
  /** An order was refused: whatever half-given order the game keeps is given again from the start. */
  refused(store: Store): void;
  /** An order in words, for a queued order that no longer fits ("Not sent: …"). */
  orderWords(action: Action): string;
};

/**
 * A step's events at a game whose folder animates them itself (Merchant Voyages): they go to the store as they came, and
 * their show times still pace this seat's orders, as in the first game.
 */
export function eventsToTable(m: EventsMessage, store: Store): void {
  store.set({ tableEvents: { seq: m.seq, list: m.events } });
  store.addEvents(
    [],
    m.serverNow,
    m.events.map((e) => ({ line: null, ms: e.ms })),
  );
}

/** The story so far at a game whose table words its own log: kept as the room told it. */
export function storyToTable(m: HistoryMessage<{ type: string }>, store: Store): void {
  store.set({ tableStory: m.events });
}

const TABLE_ERROR_WORDS: Record<string, string> = {
  'not-your-turn': "It isn't your move yet.",
  'wrong-phase': "That order doesn't fit this moment.",
  'rate-limited': 'Easy, captain: too many orders at once.',
  'not-seated': 'Spectators watch; they do not sail.',
  'not-creator': 'Only the captain who made the room can start it.',
  'game-over': 'The voyage is over.',
};

/** A refusal the table itself gives (whatever the game), in words; the server's own words for any other. */
export function tableErrorWords(code: string, fallback: string): string {
  return TABLE_ERROR_WORDS[code] ?? fallback;
}
