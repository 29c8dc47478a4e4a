// The zod schemas for what clients may send in Merchant Voyages, checked before any rule runs (the first game's pattern).
import { z } from 'zod';
import type { Luxury, MerchantAction } from './types';
import { LUXURIES } from './board';
import { isCanned } from '../table/canned';

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

/** Each action type's keys, as its schema above declares them. */
const KEYS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  load: ['type', 'ship'],
  arm: ['type', 'ship'],
  launch: ['type', 'ship'],
  buyLuxury: ['type', 'luxury'],
  buildHut: ['type'],
  repair: ['type', 'ship'],
  pass: ['type'],
  trade: ['type', 'ship'],
  continue: ['type', 'ship'],
  deliver: ['type', 'ship', 'luxury'],
};

/** What the schema would give for a payload that is plainly well formed, or null when zod must judge it (and word the refusal): zod costs a twentieth of a step. */
function quickParse(payload: unknown): MerchantAction | null {
  if (isCanned(payload)) return payload as MerchantAction; // one of legalActions' own, frozen
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const p = payload as Record<string, unknown>;
  const type = p.type;
  if (typeof type !== 'string' || !Object.hasOwn(KEYS_BY_TYPE, type)) return null;
  const keys = KEYS_BY_TYPE[type];
  let count = 0;
  for (const key in p) {
    if (!keys.includes(key)) return null; // zod's strict check walks the same for...in keys
    count++;
  }
  if (count !== keys.length) return null;
  const ship = p.ship;
  const luxury = p.luxury;
  const isShip = typeof ship === 'number' && (ship === 0 || ship === 1);
  const isLuxury = typeof luxury === 'string' && (LUXURIES as readonly string[]).includes(luxury);
  switch (type) {
    case 'buildHut':
    case 'pass':
      return { type };
    case 'buyLuxury':
      return isLuxury ? { type, luxury: luxury as Luxury } : null;
    case 'deliver':
      return isShip && (isLuxury || luxury === null) ? { type, ship, luxury: luxury as Luxury | null } : null;
    default:
      return isShip ? ({ type, ship } as MerchantAction) : null;
  }
}

/** Checks an untrusted payload; returns the action or a readable reason. */
export function parseMerchantAction(payload: unknown): { ok: true; action: MerchantAction } | { ok: false; message: string } {
  const quick = quickParse(payload);
  if (quick) return { ok: true, action: quick };
  const parsed = merchantActionSchema.safeParse(payload);
  if (parsed.success) return { ok: true, action: parsed.data as MerchantAction };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `Not an action: ${issue.path.join('.') || 'payload'}: ${issue.message}` };
}
