// What the shell's store and net layer ask of each game as a room's messages arrive: a game's small eager part, a field
// of its plugin (clientGame.ts). A game's table itself (scene, HUD) loads lazily and reads the store.
import type { HistoryMessage } from '../../shared/table/story';
import type { EventsMessage } from '../../shared/table/payloads';
import { TABLE_ERRORS, isTableErrorCode } from '../../shared/table/errors';
import type { GameSlices } from './gameSlices';
import type { TableJson } from './net/tableJson';
import type { Store } from './storeTypes';
import type { TableAction, TableBits } from './tableAction';

/** A step's public events as the room broadcasts them, each with its show time (ms, already scaled by the room's pace). */
export type { EventsMessage } from '../../shared/table/payloads';

/** The hooks one game gives the shell. Each gets the store's state, so no game's hook imports the store. */
export type ShellGameHooks = {
  /** A room's patch has come: what the game keeps of it in its part of the store (Pastry Pirates: its view, and the one before). */
  fromRoom(room: TableJson, store: Store): Partial<GameSlices>;
  /** This seat's private bits have come: what the game keeps of them (Pastry Pirates: the recipe, and its view with it). */
  fromPrivate(bits: TableBits, store: Store): Partial<GameSlices>;
  /**
   * A step's events, as the game queued them (store.addEvents) and stamped with their show times, start their show
   * (`playing`: it takes time): what the game keeps of them, and holds meanwhile (Pastry Pirates: the events, and its HUD's numbers).
   */
  showing(store: Store, events: object[], playing: boolean): Partial<GameSlices>;
  /** The events received so far have played out: what the game lets go. */
  shown(store: Store): Partial<GameSlices>;
  /**
   * When the decision now on the table times out (server wall time), or null when no timer runs for it (R50, M16, M40):
   * a returning player whose move it is hears that its clock does not wait for a recap (shell/catchUp/).
   */
  deadline(room: TableJson): number | null;
  /** The game's end screen shows, its standings filling the middle (toasts move aside; leaving no longer hands a ship to a bot). */
  ended(store: Store): boolean;
  /** A step's events have come: queue them, with their show times and log lines, in the store. */
  events(m: EventsMessage, store: Store): void;
  /** The story so far, as the room tells it on joining (a reload, a rejoin). */
  history(m: HistoryMessage<{ type: string }>, store: Store): void;
  /** A refused order, in words (the server's words when the game has none better). */
  errorWords(code: string, fallback: string): string;
  /** An order was refused: whatever half-given order the game keeps is given again from the start. */
  refused(store: Store): void;
  /** An order that does not fit: given at once (`now`), or waiting until it was due and no longer fitting then; the game tells the player. */
  notSent(action: TableAction, store: Store, when: 'now' | 'due'): void;
};

/** For a game whose folder reads the room itself (Merchant Voyages): it keeps nothing in the store's game parts. */
export const keepsNothing = (): Partial<GameSlices> => ({});

/** The engines' rule codes both games share, in the shell's words; the table's own codes are worded in shared/table/errors.ts. */
const TABLE_ERROR_WORDS: Record<string, string> = {
  'not-your-turn': "It isn't your move yet.",
  'wrong-phase': "That order doesn't fit this moment.",
  'game-over': 'The game is over.',
};

/** A refusal whatever the game: a shared rule code in the shell's words, else the room's own words (in its game's words), else the table's default words. */
export function tableErrorWords(code: string, fallback: string): string {
  return TABLE_ERROR_WORDS[code] ?? (fallback || (isTableErrorCode(code) ? TABLE_ERRORS[code] : fallback));
}
