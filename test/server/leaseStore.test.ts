// TV's lease steps on a real Redis (server/tv/leaseStore.ts): a vacancy goes to exactly one of many claimants at once, only
// the holder renews or releases, and a holder whose lease lapsed and was taken cannot renew it back. Without Redis this
// skips loudly on a workstation, and fails under CI (which starts one: .ci/run).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LeasingRedisPresence } from '../../server/tv/leaseStore';
import { IN_CI, findRedis, missingRedis, warnNoRedis } from './redis';

const redisUrl = await findRedis(12);
if (!redisUrl && !IN_CI) warnNoRedis("the lease's Redis test");

describe("TV's lease on Redis", () => {
  if (missingRedis(redisUrl, "holds TV's lease atomically")) return;

  const processes = Array.from({ length: 5 }, () => new LeasingRedisPresence(redisUrl)); // one connection each, as processes
  const [a, b] = processes;
  afterAll(() => processes.forEach((p) => p.shutdown()));
  const freshKey = () => `test:lease:${randomUUID()}`;

  it('goes to exactly one of many claimants at once', async () => {
    for (let round = 0; round < 10; round++) {
      const key = freshKey();
      const won = await Promise.all(processes.flatMap((p, i) => [p.claim(key, `P${i}`, 5), p.claim(key, `P${i}`, 5)]));
      expect(won.filter(Boolean)).toHaveLength(1);
      await a.del(key);
    }
  });

  it('is renewed and released only by its holder', async () => {
    const key = freshKey();
    expect(await a.claim(key, 'A', 5)).toBe(true);
    expect(await b.renew(key, 'B', 5)).toBe(false);
    await b.release(key, 'B');
    expect(await a.get(key)).toBe('A');
    expect(await a.renew(key, 'A', 5)).toBe(true);
    await a.release(key, 'A');
    expect(await a.get(key)).toBeNull();
    expect(await b.renew(key, 'B', 5)).toBe(false); // nobody holds it: a renewal is no claim
    expect(await a.get(key)).toBeNull();
  });

  it('once lapsed and taken by another, is not renewed back by its old holder, nor given up by it', async () => {
    const key = freshKey();
    expect(await a.claim(key, 'A', 1)).toBe(true);
    await expect.poll(() => a.get(key), { timeout: 5000, interval: 100 }).toBeNull(); // A stalls past its lease
    expect(await b.claim(key, 'B', 5)).toBe(true);
    expect(await a.renew(key, 'A', 5)).toBe(false);
    await a.release(key, 'A');
    expect(await a.get(key)).toBe('B');
    await b.release(key, 'B');
  });
});
