import { describe, expect, it } from 'vitest';
import { MemoryBuckets } from '../../../src/lib/limits/token-bucket';

describe('MemoryBuckets', () => {
  it('gives each address its burst, then earns tokens back at the set rate', () => {
    let now = 0;
    const buckets = new MemoryBuckets({ burst: 3, perMinute: 6, now: () => now });
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
    expect(buckets.take('b')).toBe(true);
    now += 5_000; // half a token: still none
    expect(buckets.take('a')).toBe(false);
    now += 5_000; // six a minute: one every ten seconds
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    now += 10 * 60_000; // never more than the burst
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
  });
});
