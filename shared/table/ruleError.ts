// A broken rule, in any game: the engine turns it into a refusal and keeps the state it was given (R21; MERCHANT_CONTRACT).

/** A broken rule: the engine turns it into { ok: false, error } and keeps the old state (R21). */
export class RuleError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Throws a RuleError unless the condition holds. */
export function must(condition: unknown, code: string, message: string): asserts condition {
  if (!condition) throw new RuleError(code, message);
}
