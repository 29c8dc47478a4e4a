// TV's leader lease: with several server processes sharing a presence (Redis), one at a time runs TV's director, so TV is
// one channel. The holder renews the lease at every look; it lapses LEASE_SECONDS after its holder dies or stops looking,
// and then the first process to claim the vacancy takes it. Claiming and renewing are each one atomic step (leaseStore.ts),
// so a holder stalled past its lease cannot take back a lease another has claimed meanwhile.
import type { Presence } from '@colyseus/core';
import { leaseStoreOf } from './leaseStore';

/** How long a lease outlives its holder's last look: a dead leader's successor takes over within about this. */
export const LEASE_SECONDS = 5;
/** The holder's id (`pid:uuid`), expiring LEASE_SECONDS after its last renewal. */
export const LEASE_KEY = 'tv:leader';

/** One process's hold on TV's lease. */
export class TvLease {
  constructor(
    private presence: () => Presence,
    readonly id: string,
  ) {}

  /** Renews the lease if this process holds it, claims it if vacant; whether this process holds it now. */
  async hold(): Promise<boolean> {
    const store = leaseStoreOf(this.presence());
    return (await store.renew(LEASE_KEY, this.id, LEASE_SECONDS)) || (await store.claim(LEASE_KEY, this.id, LEASE_SECONDS));
  }

  /** Gives the lease up, if this process holds it, so another may take it at once. */
  async release(): Promise<void> {
    await leaseStoreOf(this.presence()).release(LEASE_KEY, this.id);
  }
}
