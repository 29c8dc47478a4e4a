// The token bucket both rooms count with, and the cheer bar shows a viewer from (issue 32: no count of the cheers left).
import { describe, expect, it } from 'vitest';
import { CHEER_LIMITS } from '../../shared/audience';
import { TokenBucket } from '../../shared/table/tokenBucket';

describe('a token bucket', () => {
  it('holds a burst, spends one a take, and earns them back at its rate up to the burst', () => {
    const bucket = new TokenBucket(0, CHEER_LIMITS);
    expect(bucket.left(0)).toBe(CHEER_LIMITS.burst);
    for (let i = 0; i < CHEER_LIMITS.burst; i++) expect(bucket.take(0)).toBe('pass');
    expect(bucket.left(0)).toBe(0);
    expect(bucket.take(0)).toBe('drop');
    expect(bucket.left(1000 / CHEER_LIMITS.perSecond)).toBe(1); // one earned back
    expect(bucket.left(60_000)).toBe(CHEER_LIMITS.burst); // never more than the burst
  });
});
