// One step of any game, on a copy of its state: a broken rule (RuleError) leaves the original untouched and becomes a refusal.
import type { StepResult } from './table/step';
import { RuleError } from './table/ruleError';

/** The refusal for a seat a table of `seats` does not have, or null: every entry point that names a seat asks this first. */
export function seatRefusal(seat: number, seats: number): { ok: false; error: { code: string; message: string } } | null {
  if (Number.isInteger(seat) && seat >= 0 && seat < seats) return null;
  return { ok: false, error: { code: 'bad-seat', message: `There is no seat ${String(seat)}.` } };
}

/** A rule's RuleError as the step's refusal (R21, M32); anything else is a bug, thrown on. */
export function refusalOf(err: unknown): { ok: false; error: { code: string; message: string } } {
  if (err instanceof RuleError) return { ok: false, error: { code: err.code, message: err.message } };
  throw err;
}

/**
 * Runs `change` on `copy(state)` at `now`; a RuleError becomes { ok: false, error } and nothing changes (R21, M32). The copy
 * may share what the step does not change (each game's stepCopy): `from` is the original, so a rule can tell a part it
 * still shares and own it before writing.
 */
export function attemptStep<S, E>(state: S, now: number, copy: (s: S) => S, change: (ctx: { s: S; now: number; events: E[]; from: S }) => void): StepResult<S, E> {
  const ctx = { s: copy(state), now, events: [] as E[], from: state };
  try {
    change(ctx);
  } catch (err) {
    return refusalOf(err);
  }
  return { ok: true, state: ctx.s, events: ctx.events };
}

/** A step's own copy of its state's part `key`, made with `copy` the first time the step writes it while it still shares the original's (`from`; null when nothing is shared). */
export function ownPart<S extends object, K extends keyof S>(ctx: { s: S; from: S | null }, key: K, copy: (part: S[K]) => S[K]): S[K] {
  const { s, from } = ctx;
  if (from !== null && s[key] === from[key]) s[key] = copy(s[key]);
  return s[key];
}
