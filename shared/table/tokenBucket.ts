// A token bucket (about 20 messages a second for a client of a room; Colyseus 0.16 has none of its own): the rooms count
// each client's messages and each viewer's cheers with it, and the cheer bar shows a viewer the cheers it has left.

/** How hard one client may talk to a room. */
export type RateLimits = {
  perSecond: number; // tokens added back each second
  burst: number; // the most tokens a bucket holds
  abuseDrops: number; // dropped messages within one window that count as sustained abuse
  abuseWindowMs: number;
};

/** The production limits (about 20 messages a second; sustained abuse disconnects). */
export const DEFAULT_RATE_LIMITS: RateLimits = { perSecond: 20, burst: 20, abuseDrops: 200, abuseWindowMs: 10_000 };

/** One client's bucket: `take` says whether a message may pass, and whether the client should now be cut off. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private drops: number[] = [];

  constructor(
    now: number,
    private limits: RateLimits = DEFAULT_RATE_LIMITS,
  ) {
    this.tokens = limits.burst;
    this.last = now;
  }

  /** Whole tokens there are to spend at `now`. */
  left(now: number): number {
    this.refill(now);
    return Math.floor(this.tokens);
  }

  /** Spends a token if there is one. */
  take(now: number): 'pass' | 'drop' | 'abuse' {
    const { abuseDrops, abuseWindowMs } = this.limits;
    this.refill(now);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'pass';
    }
    this.drops.push(now);
    while (this.drops.length && this.drops[0] < now - abuseWindowMs) this.drops.shift();
    return this.drops.length >= abuseDrops ? 'abuse' : 'drop';
  }

  /** Adds back what the time since the last look earned, up to the burst. */
  private refill(now: number): void {
    const { perSecond, burst } = this.limits;
    this.tokens = Math.min(burst, this.tokens + ((now - this.last) / 1000) * perSecond);
    this.last = now;
  }
}
