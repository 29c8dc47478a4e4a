// The zod schemas for what clients may send: engine actions, checked before any rule runs.
import { z } from 'zod';
import type { Action, GameEvent, Ingredient, Recipe } from './types';
import { INGREDIENTS } from './rules/board';
import { EMOTES } from './table/emotes';
import { CHEERS } from './audience';
import { MAX_SEATS } from './table/limits';

/** A compass direction (R11). */
export const dirSchema = z.enum(['N', 'E', 'S', 'W']);
/** One of the eight ingredients (R4). */
export const ingredientSchema = z.enum(INGREDIENTS as [Ingredient, ...Ingredient[]]);

const seatNumber = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);

/** Every action shape of CONTRACT.md; extra fields, long arrays and wrong types are refused. */
export const actionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('sail'), route: z.array(dirSchema).max(16) }),
  z.strictObject({ type: z.literal('takeBack') }),
  z.strictObject({ type: z.literal('dock') }),
  z.strictObject({ type: z.literal('buy') }),
  z.strictObject({ type: z.literal('battle'), target: seatNumber }),
  z.strictObject({ type: z.literal('fight') }),
  z.strictObject({
    type: z.literal('bribe'),
    offer: z.union([z.strictObject({ ingredient: ingredientSchema }), z.strictObject({ gold: z.number().int().min(1).max(10_000) })]),
  }),
  z.strictObject({ type: z.literal('answer'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('slip'), dir: dirSchema.nullable() }),
  z.strictObject({ type: z.literal('take'), ingredient: ingredientSchema }),
  z.strictObject({ type: z.literal('endTurn') }),
  z.strictObject({ type: z.literal('photo'), sighting: z.string().min(1).max(64) }),
  z.strictObject({ type: z.literal('rewatch') }),
  z.strictObject({ type: z.literal('name'), crates: z.array(z.number().int().min(0).max(3)).max(4) }),
]);

/** Checks an untrusted payload; returns the action or a readable reason. */
export function parseAction(payload: unknown): { ok: true; action: Action } | { ok: false; message: string } {
  const parsed = actionSchema.safeParse(payload);
  if (parsed.success) return { ok: true, action: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `Not an action: ${issue.path.join('.') || 'payload'}: ${issue.message}` };
}

/** An emote message's payload: one of the fixed set. */
export const emoteSchema = z.strictObject({ emoji: z.enum(EMOTES) });

/** An audience member's cheer for a ship. */
export const cheerSchema = z.strictObject({ seat: seatNumber, emoji: z.enum(CHEERS) });
/** An audience member's answer to an open prediction question (an option's index). */
export const predictSchema = z.strictObject({ question: z.string().min(1).max(16), answer: z.number().int().min(0).max(7) });

/** R52: a seat's own recipe and legal actions, sent to that client alone after every step, naming the step (`state.step`) they belong to. */
export type PrivateMessage = { seat: number; step: number; recipe: Recipe | null; legal: Action[] };

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
};

/** The waiting room: the creator makes two slots trade places (R8 still deals seats at the start). */
export const moveSeatSchema = z.strictObject({ from: seatNumber, to: seatNumber });
/** The waiting room: the creator takes a person off the crew; a bot takes their slot. */
export const kickSchema = z.strictObject({ slot: seatNumber });
/** The waiting room: a person says whether they are ready to sail. */
export const readyToSailSchema = z.strictObject({ ready: z.boolean() });
