/**
 * Token buckets per client address, for work an anonymous request can make expensive (an uncached
 * page render, an availability look-up). Each address starts with `burst` tokens and earns
 * `perMinute` a minute back, up to `burst`; a request that finds no token is told so, and the
 * caller answers it the cheap way (a cached or unrendered page, a 429).
 *
 * In memory per process, or in Redis (one script call, shared by every replica) when REDIS_URL is
 * set; a Redis fault falls back to this process's own buckets, so an outage neither refuses every
 * visitor nor lifts the limit.
 */
import type { Redis } from 'ioredis';

export interface BucketOptions {
  /** Tokens an address may spend at once. */
  burst: number;
  /** Tokens earned back per minute. */
  perMinute: number;
  now?: () => number;
}

export interface Buckets {
  /** Takes a token for `key` when there is one. */
  take(key: string): boolean | Promise<boolean>;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Addresses kept at most (the least recently seen go first; a dropped one starts full again). */
const MAX_KEYS = 20_000;

export class MemoryBuckets implements Buckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly now: () => number;

  constructor(private readonly options: BucketOptions) {
    this.perMs = options.perMinute / 60_000;
    this.now = options.now ?? Date.now;
  }

  take(key: string): boolean {
    const now = this.now();
    const { burst } = this.options;
    const bucket = this.buckets.get(key);
    let tokens = burst;
    if (bucket) {
      tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * this.perMs);
      this.buckets.delete(key);
    }
    const ok = tokens >= 1;
    this.buckets.set(key, { tokens: ok ? tokens - 1 : tokens, at: now });
    if (this.buckets.size > MAX_KEYS) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return ok;
  }
}

/**
 * The same bucket as a Redis hash (`t` tokens, `u` last update), updated atomically; it expires
 * once it would be full again, so idle addresses cost no memory.
 */
const TAKE_SCRIPT = `
local burst = tonumber(ARGV[1])
local per_ms = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 't', 'u')
local tokens = tonumber(v[1])
local at = tonumber(v[2])
if tokens == nil or at == nil then
  tokens = burst
else
  tokens = math.min(burst, tokens + math.max(0, now - at) * per_ms)
end
local ok = 0
if tokens >= 1 then
  tokens = tokens - 1
  ok = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'u', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / per_ms) + 1000)
return ok
`;

export class RedisBuckets implements Buckets {
  private readonly fallback: MemoryBuckets;
  private readonly perMs: number;
  private readonly now: () => number;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly options: BucketOptions,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.fallback = new MemoryBuckets(options);
    this.perMs = options.perMinute / 60_000;
    this.now = options.now ?? Date.now;
  }

  async take(key: string): Promise<boolean> {
    try {
      const ok = await this.redis.eval(
        TAKE_SCRIPT,
        1,
        this.prefix + key,
        this.options.burst,
        this.perMs,
        this.now(),
      );
      return ok === 1;
    } catch (err) {
      this.onError(err);
      return this.fallback.take(key);
    }
  }
}
