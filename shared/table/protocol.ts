// The zod schemas for what any table's clients send besides their game's actions (emotes, cheers, predictions, the
// waiting room), and the welcome every room sends. The server imports them; the client imports the types only.
import { z } from 'zod';
import { EMOTES } from './emotes';
import { CHEERS } from '../audience';
import { MAX_SEATS } from './limits';

/** A seat's number, in any game's payload. */
export const seatNumber = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);

/** An emote message's payload: one of the fixed set. */
export const emoteSchema = z.strictObject({ emoji: z.enum(EMOTES) });

/** An audience member's cheer for a ship. */
export const cheerSchema = z.strictObject({ seat: seatNumber, emoji: z.enum(CHEERS) });
/** An audience member's answer to an open prediction question (an option's index). */
export const predictSchema = z.strictObject({ question: z.string().min(1).max(16), answer: z.number().int().min(0).max(7) });

/**
 * Where a client sits, sent on joining (by the voyage room and, for its audience, the audience room): a lobby slot before the
 * start, a seat after it; a seated person's seat token; the creator's caster key; and a ship just taken over from a bot.
 */
export type WelcomeMessage = {
  code: string;
  seat: number | null;
  lobbySlot: number | null;
  seatToken: string | null;
  spectator: boolean;
  creator: boolean;
  serverNow: number;
  castDelay: number;
  casterKey?: string; // the creator's key for the all-seeing caster view
  allSeeing?: boolean; // an audience member who sees every recipe
  tookOver?: string; // the name a bot sailed this ship under until a newcomer took it over in a voyage under way
  wire: string; // the room's game's wire shapes' key (wireKey.ts): a tab built with other shapes reloads
};

/** The waiting room: the creator makes two slots trade places (R8 still deals seats at the start). */
export const moveSeatSchema = z.strictObject({ from: seatNumber, to: seatNumber });
/** The waiting room: the creator takes a person off the crew; a bot takes their slot. */
export const kickSchema = z.strictObject({ slot: seatNumber });
/** The waiting room: a person says whether they are ready to sail. */
export const readyToSailSchema = z.strictObject({ ready: z.boolean() });
