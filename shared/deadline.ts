// Timer arithmetic both games share: when a decision times out, and whether it has (R50 for Pastry Pirates, M16 and M40 for Merchant Voyages).

/** A deadline `ms` after `now`, or none when that timer is switched off (0). */
export function deadlineAfter(now: number, ms: number): number | null {
  return ms > 0 ? now + ms : null;
}

/** Whether a deadline has come by `now`: a tick at or after it times the decision out; no deadline never does. */
export function isDue(deadline: number | null, now: number): boolean {
  return deadline !== null && deadline <= now;
}
