// How a room says no to one client's message: a code from the table's one list (shared/table/errors.ts), in its default
// words unless the room has more exact ones, and in the game's own words when it names the players or the table.
import type { Client } from '@colyseus/core';
import { TABLE_ERRORS, type TableErrorCode } from '../../shared/table/errors';
import type { GameAbout } from '../../shared/table/gameAbout';
import { TO_CLIENT } from '../../shared/table/messages';
import type { ErrorMessage } from '../../shared/table/payloads';

/** Sends a client one refusal from the table's list, so every code a client reads is written once. */
export function refuse(client: Client, code: TableErrorCode, message: string = TABLE_ERRORS[code]): void {
  sendError(client, { code, message });
}

/** Sends a refusal as it came (an engine's rule code with its words, or a part's refusal). */
export function sendError(client: Client, error: ErrorMessage): void {
  client.send(TO_CLIENT.error, error);
}

/** A refusal from the table's list, to send later (a part that decides but does not send). */
export function tableError(code: TableErrorCode, message: string = TABLE_ERRORS[code]): ErrorMessage {
  return { code, message };
}

/** The game's words for its players and its table, in lower case, so a refusal speaks no other game's ("captains" of a "voyage"). */
export type TableWords = { players: string; table: string };

/** A game's words for the room's refusals (its facts' words). */
export function tableWords(about: Pick<GameAbout, 'words'>): TableWords {
  const { words } = about;
  return { players: words.players.toLowerCase(), table: words.table.toLowerCase() };
}
