// The zod schemas for what Pastry Pirates' clients may send: engine actions, checked before any rule runs.
import { z } from 'zod';
import type { Action, Ingredient, Recipe } from './types';
import { INGREDIENTS } from './rules/board';
import { seatNumber } from '../table/protocol';
import { plainAction } from './plainAction';
import { isCanned } from '../table/canned';

/** A compass direction (R11). */
export const dirSchema = z.enum(['N', 'E', 'S', 'W']);
/** One of the eight ingredients (R4). */
export const ingredientSchema = z.enum(INGREDIENTS as [Ingredient, ...Ingredient[]]);

/** Every action shape of docs/rules/CONTRACT.md; extra fields, long arrays and wrong types are refused. */
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
  if (isCanned(payload)) return { ok: true, action: payload as Action }; // one of legalActions' own frozen actions
  const plain = plainAction(payload); // what play sends, without zod's cost (a twentieth of a step)
  if (plain) return { ok: true, action: plain };
  const parsed = actionSchema.safeParse(payload);
  if (parsed.success) return { ok: true, action: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `Not an action: ${issue.path.join('.') || 'payload'}: ${issue.message}` };
}

/** R52: a seat's own recipe and legal actions, sent to that client alone (after every step while it may act, else when they change), naming the step (`state.step`) they belong to. */
export type PrivateMessage = { seat: number; step: number; recipe: Recipe | null; legal: Action[] };

/** `reveal`, to Pastry's all-seeing casters only, delayed like everything else: every seat's recipe (null when none), R52. */
export type RevealMessage = { recipes: (Recipe | null)[] };
