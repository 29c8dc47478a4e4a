// What a typed stream code says before anyone is sent to watch: well-formed (shared/table/roomCode.ts), then a voyage the
// server knows (GET /api/voyages/CODE), so a bad code gets a clear answer and changes nothing.
import { CODE_LENGTH, CODE_RULE_WORDS, isRoomCode } from '../../../shared/table/roomCode';
import type { VoyageSummary } from '../net/voyageSummary';

/** A typed code as the server spells codes: trimmed, upper case, no spaces (phones like to add them). */
export function tidyCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** The code a link to the watch page carries (`/watch?code=ABCDE`), tidied as a typed one is; '' without one. */
export function addressedCode(search: string): string {
  return tidyCode(new URLSearchParams(search).get('code') ?? '');
}

/** Why a code cannot be watched, from its letters alone, or null when it could name a voyage. */
export function malformedCode(code: string): string | null {
  if (code === '') return `Type the ${CODE_LENGTH}-letter code you see on the stream.`;
  if (code.length !== CODE_LENGTH) return `A code is ${CODE_LENGTH} letters, like ABCDE.`;
  return isRoomCode(code) ? null : `No voyage has the code ${code}. ${CODE_RULE_WORDS}`;
}

/** Why the voyage this code names cannot be watched, from the server's summary of it, or null when it can. */
export function unwatchable(code: string, summary: VoyageSummary): string | null {
  switch (summary.status) {
    case 'waiting':
    case 'playing':
      return null;
    case 'over':
      return `Voyage ${code} is over${summary.winners.length ? `: ${summary.winners.join(' and ')} won` : ''}.`;
    case 'abandoned':
      return `Voyage ${code} was abandoned.`;
    default:
      return `No voyage has the code ${code}.`;
  }
}
