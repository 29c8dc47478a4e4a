// A lease needs two steps that Colyseus's Presence does not offer as one: "take it if nobody holds it" and "extend it
// only if I still hold it". Done as a read and then a write, a holder stalled between the two could extend a lease that
// had lapsed and been taken meanwhile, and two processes would lead at once. On Redis both steps are single commands (SET
// NX and a compare-and-expire script, which Redis runs atomically); on one process (LocalPresence) a synchronous read and
// write cannot be interleaved by anyone.
import { LocalPresence, type Presence } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';

/** The atomic steps of a lease held under one key, the holder's id as its value, lapsing `seconds` after its last renewal. */
export type LeaseStore = {
  claim(key: string, id: string, seconds: number): Promise<boolean>; // takes the lease if nobody holds it
  renew(key: string, id: string, seconds: number): Promise<boolean>; // extends it if `id` holds it; false if anyone else does, or nobody
  release(key: string, id: string): Promise<void>; // gives it up if `id` holds it
};

/** Extends the key's life only if it still names the caller: one step in Redis. */
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('expire', KEYS[1], ARGV[2]) else return 0 end";
/** Deletes the key only if it still names the caller. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** The server's Redis presence, which can also hold a lease atomically (its `pub` connection is the presence's own). */
export class LeasingRedisPresence extends RedisPresence implements LeaseStore {
  /** SET NX EX: the first claimant of a vacancy takes it, every other is told no. */
  async claim(key: string, id: string, seconds: number): Promise<boolean> {
    return (await this.pub.set(key, id, 'EX', seconds, 'NX')) === 'OK';
  }

  /** The compare-and-expire script: a lapsed lease taken by another stays theirs. */
  async renew(key: string, id: string, seconds: number): Promise<boolean> {
    return Number(await this.pub.eval(RENEW, 1, key, id, String(seconds))) === 1;
  }

  /** The compare-and-delete script. */
  async release(key: string, id: string): Promise<void> {
    await this.pub.eval(RELEASE, 1, key, id);
  }
}

/** One process's lease: LocalPresence reads and writes synchronously, so no other claimant can come between. */
function localLease(presence: LocalPresence): LeaseStore {
  const holder = (key: string) => presence.get(key) ?? null;
  return {
    claim: async (key, id, seconds) => {
      if (holder(key) !== null) return false;
      presence.setex(key, id, seconds);
      return true;
    },
    renew: async (key, id, seconds) => {
      if (holder(key) !== id) return false;
      presence.setex(key, id, seconds);
      return true;
    },
    release: async (key, id) => {
      if (holder(key) === id) presence.del(key);
    },
  };
}

/** The lease steps for the presence a server runs on; a presence that cannot hold a lease atomically is refused by name. */
export function leaseStoreOf(presence: Presence): LeaseStore {
  if (presence instanceof LeasingRedisPresence) return presence;
  if (presence instanceof LocalPresence) return localLease(presence);
  throw new Error(`TV's lease needs a LeasingRedisPresence or a LocalPresence, not a ${presence.constructor.name}`);
}
