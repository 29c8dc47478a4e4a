// What an audience may send and receive (cheers, predictions, the all-seeing reveal). Kept free of zod so the
// client can import it cheaply; the server's zod schemas for these payloads are in table/protocol.ts.
import type { GAMES } from './games';

/** The room every viewer of one voyage shares: `joinOrCreate(AUDIENCE_ROOM, { code })`. */
export const AUDIENCE_ROOM = 'audience';

/** The eight cheers an audience member may float up from a ship. */
export const CHEERS = ['👏', '🔥', '😱', '😂', '🎉', '💀', '🍰', '🏴‍☠️'] as const;

/** How often one viewer may cheer: a handful at once, then two a second (the audience room counts; the cheer bar shows what is left). */
export const CHEER_LIMITS = { perSecond: 2, burst: 4, abuseDrops: 1_000_000, abuseWindowMs: 10_000 };

/** The longest delay a creator may set, in seconds, and the least that allows an all-seeing caster. */
export const MAX_CAST_DELAY = 600;
export const ALL_SEEING_MIN_DELAY = 30;

/** What an audience room's join may carry. */
export type AudienceJoin = { code: string; name?: string; casterKey?: string; allSeeing?: boolean };

/** A prediction question's kind, in any game. */
export type QuestionKind = (typeof GAMES)[number]['questionKinds'][number];

/** `cheer`, both ways: an audience member's cheer for a ship, and its echo to every view. */
export type CheerMessage = { seat: number; emoji: string };
/** `predict`, client to audience room: the option index chosen for an open question. */
export type PredictMessage = { question: string; answer: number };
/** `predicted`, audience room to one member: their answer was taken (sent again on a reconnect). */
export type PredictedMessage = { question: string; answer: number };
/** `allSeeing`, voyage room to its clients: how many all-seeing casters watch now; `joined` when one just arrived. */
export type AllSeeingMessage = { count: number; joined: boolean };
