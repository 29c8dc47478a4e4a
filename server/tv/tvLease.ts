// TV's leader lease: with several server processes sharing a presence (Redis), one at a time runs TV's director, so TV is
// one channel. The holder renews the lease at every look; it lapses LEASE_SECONDS after its holder dies or stops looking,
// and then the first process to claim the vacancy takes it. The presence has no "set if absent", so a claim is numbered:
// each vacancy's claimants count themselves with one atomic INCR on that term's key, and only the first takes the lease.
import type { Presence } from '@colyseus/core';

/** How long a lease outlives its holder's last look: a dead leader's successor takes over within about this. */
export const LEASE_SECONDS = 5;
/** How long a term's claim counter is kept (only a claimant delayed longer than this could claim a term twice). */
const CLAIM_SECONDS = 60;
/** The holder's id (`pid:uuid`), expiring LEASE_SECONDS after its last renewal. */
export const LEASE_KEY = 'tv:leader';
const TERM_KEY = 'tv:term'; // the number of the latest term claimed
const CLAIM_KEY = 'tv:claim:'; // + term: how many processes claimed that term

/** What the lease needs of the presence. */
export type LeasePresence = Pick<Presence, 'get' | 'set' | 'setex' | 'del' | 'incr' | 'expire'>;

/** One process's hold on TV's lease. */
export class TvLease {
  constructor(
    private presence: () => LeasePresence,
    readonly id: string,
  ) {}

  /** Renews the lease if this process holds it, claims it if vacant; whether this process holds it now. */
  async hold(): Promise<boolean> {
    const { id } = this;
    const presence = this.presence();
    // The term is read before the holder, and a winner writes the holder before the term: whoever sees the new term sees its holder.
    const term = Number((await presence.get(TERM_KEY)) ?? 0);
    const holder = (await presence.get(LEASE_KEY)) ?? null;
    if (holder === id) {
      await presence.setex(LEASE_KEY, id, LEASE_SECONDS);
      return true;
    }
    if (holder !== null) return false;
    const claim = `${CLAIM_KEY}${term + 1}`;
    const first = (await presence.incr(claim)) === 1;
    await presence.expire(claim, CLAIM_SECONDS);
    if (!first) return false;
    await presence.setex(LEASE_KEY, id, LEASE_SECONDS);
    await presence.set(TERM_KEY, String(term + 1));
    return true;
  }

  /** Gives the lease up, if this process holds it, so another may take it at once. */
  async release(): Promise<void> {
    const presence = this.presence();
    if ((await presence.get(LEASE_KEY)) === this.id) await presence.del(LEASE_KEY);
  }
}
