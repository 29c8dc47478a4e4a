// The zod schemas for what clients may send in Merchant Voyages, checked before any rule runs (the first game's pattern).
import { z } from 'zod';
import type { MerchantAction } from './types';
import { LUXURIES } from './board';

/** One of the five Luxury kinds (M5). */
const luxurySchema = z.enum(LUXURIES as [string, ...string[]]);

/** A ship index: 0 the Sloop, 1 the Galleon (M4). */
const shipIndex = z.number().int().min(0).max(1);

/** Every action shape of docs/rules/MERCHANT_CONTRACT.md; extra fields and wrong types are refused. */
export const merchantActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('load'), ship: shipIndex }),
  z.strictObject({ type: z.literal('arm'), ship: shipIndex }),
  z.strictObject({ type: z.literal('launch'), ship: shipIndex }),
  z.strictObject({ type: z.literal('buyLuxury'), luxury: luxurySchema }),
  z.strictObject({ type: z.literal('buildHut') }),
  z.strictObject({ type: z.literal('repair'), ship: shipIndex }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('trade'), ship: shipIndex }),
  z.strictObject({ type: z.literal('continue'), ship: shipIndex }),
  z.strictObject({ type: z.literal('deliver'), ship: shipIndex, luxury: luxurySchema.nullable() }),
]);

/** Checks an untrusted payload; returns the action or a readable reason. */
export function parseMerchantAction(payload: unknown): { ok: true; action: MerchantAction } | { ok: false; message: string } {
  const parsed = merchantActionSchema.safeParse(payload);
  if (parsed.success) return { ok: true, action: parsed.data as MerchantAction };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `Not an action: ${issue.path.join('.') || 'payload'}: ${issue.message}` };
}
