// The payloads the table room sends its clients (TO_CLIENT in messages.ts), written once: the room builds them, the
// client reads them with type-only imports. No zod. The audience's payloads (cheer, allSeeing, predicted, reveal) are in
// shared/audience.ts; the welcome is in protocol.ts, a seat's private bits in messages.ts.
import type { TableErrorCode } from './errors';

export type { AllSeeingMessage, CheerMessage } from '../audience';

/** `events`: a step's public events, after the patch they belong to, each with its show time (ms, scaled by the room's pace). */
export type EventsMessage<E extends { type: string } = { type: string }> = { seq: number; serverNow: number; events: (E & { ms: number })[] };

/** `emote`: a seated player's emote over their ship. */
export type EmoteMessage = { seat: number; emoji: string };

/** `rematch`: the code of the room a finished game's rematch sails in. */
export type RematchMessage = { code: string };

/** `error`: a refusal, a table code (errors.ts) or an engine's rule code, with its words. */
export type ErrorMessage = { code: TableErrorCode | (string & {}); message: string };
