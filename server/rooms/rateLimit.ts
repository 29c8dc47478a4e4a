// A per-client token bucket (about 20 messages a second); Colyseus 0.16 has none of its own.
export const MESSAGES_PER_SECOND = 20;
const BURST = 20;
/** Dropped messages within one window that count as sustained abuse. */
const ABUSE_DROPS = 200;
const ABUSE_WINDOW_MS = 10_000;

/** One client's bucket: `take` says whether a message may pass, and whether the client should now be cut off. */
export class TokenBucket {
  private tokens = BURST;
  private last: number;
  private drops: number[] = [];

  constructor(now: number) {
    this.last = now;
  }

  /** Spends a token if there is one. */
  take(now: number): 'pass' | 'drop' | 'abuse' {
    this.tokens = Math.min(BURST, this.tokens + ((now - this.last) / 1000) * MESSAGES_PER_SECOND);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'pass';
    }
    this.drops.push(now);
    while (this.drops.length && this.drops[0] < now - ABUSE_WINDOW_MS) this.drops.shift();
    return this.drops.length >= ABUSE_DROPS ? 'abuse' : 'drop';
  }
}
