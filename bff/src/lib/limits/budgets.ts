/**
 * Budgets per client address, for work an anonymous request can make expensive (an uncached page
 * render, an availability look-up, a public read past the micro-cache). Each address may spend
 * `burst` at once and `perMinute` a minute over time; a request that finds its budget spent is
 * told so, and the caller answers it the cheap way (a cached or unrendered page, a 429).
 *
 * Counted as token buckets: an address holds at most `burst` tokens and earns them back one by
 * one at `perMinute`, so no moment lets it spend more than the burst plus what it has earned since
 * (a fixed window would let a burst at the end of one window and another at the start of the next
 * through together: twice the burst in an instant). In memory per process, or in Redis (one
 * bucket per address for every replica, its arithmetic in a script on Redis's own clock) when
 * REDIS_URL is set; a Redis fault falls back to this process's own count, so an outage neither
 * refuses every visitor nor lifts the limit.
 */
import type { Redis } from 'ioredis';

export interface BudgetOptions {
  /** What an address may spend at once. */
  burst: number;
  /** What it earns back per minute. */
  perMinute: number;
}

export interface Budget {
  /** Spends one for `key` when its budget has one left. */
  take(key: string): Promise<boolean>;
}

/** Tokens earned per millisecond. */
function ratePerMs({ perMinute }: BudgetOptions): number {
  return perMinute / 60_000;
}

/** How long an empty bucket takes to fill: after that an untouched bucket is forgotten. */
function fillMs(options: BudgetOptions): number {
  return Math.max(1, Math.ceil(options.burst / ratePerMs(options)));
}

/** Buckets kept before the full ones are swept out. */
const SWEEP_AT = 10_000;

export class MemoryBudget implements Budget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly rate: number;
  private readonly fill: number;

  constructor(private readonly options: BudgetOptions) {
    this.rate = ratePerMs(options);
    this.fill = fillMs(options);
  }

  async take(key: string): Promise<boolean> {
    return this.takeNow(key, Date.now());
  }

  private takeNow(key: string, now: number): boolean {
    const held = this.buckets.get(key);
    const tokens = held
      ? Math.min(this.options.burst, held.tokens + (now - held.at) * this.rate)
      : this.options.burst;
    if (this.buckets.size >= SWEEP_AT && !held) this.sweep(now);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return true;
  }

  /** Forgets buckets that have filled up again (they would start full anyway). */
  private sweep(now: number): void {
    for (const [key, b] of this.buckets) if (now - b.at >= this.fill) this.buckets.delete(key);
  }
}

/** One bucket in a hash (`t` tokens, `a` when last counted, ms on Redis's clock); 1 if taken. */
const TAKE_SCRIPT = `
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local held = redis.call('HMGET', KEYS[1], 't', 'a')
local tokens = burst
if held[1] then
  tokens = math.min(burst, tonumber(held[1]) + (now - tonumber(held[2])) * rate)
end
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'a', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return taken`;

export class RedisBudget implements Budget {
  private readonly fallback: MemoryBudget;
  private readonly args: [string, string, string];

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    options: BudgetOptions,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.fallback = new MemoryBudget(options);
    this.args = [String(options.burst), String(ratePerMs(options)), String(fillMs(options))];
  }

  async take(key: string): Promise<boolean> {
    try {
      const taken = await this.redis.eval(TAKE_SCRIPT, 1, `${this.prefix}:${key}`, ...this.args);
      return taken === 1;
    } catch (err) {
      // An operator should hear that the budgets went per process.
      this.onError(err);
      return this.fallback.take(key);
    }
  }
}
