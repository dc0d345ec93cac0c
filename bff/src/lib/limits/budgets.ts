/**
 * Budgets per client address, for work an anonymous request can make expensive (an uncached page
 * render, an availability look-up, a public read past the micro-cache). Each address may spend
 * `burst` at once and `perMinute` a minute over time; a request that finds its budget spent is
 * told so, and the caller answers it the cheap way (a cached or unrendered page, a 429).
 *
 * Counted by rate-limiter-flexible in fixed windows: `burst` per window, the window being the time
 * `perMinute` takes to earn a whole burst back, so an address gets the same burst and the same
 * rate over time as with a token bucket. In memory per process, or in Redis (shared by every
 * replica) when REDIS_URL is set; a Redis fault falls back to this process's own count, so an
 * outage neither refuses every visitor nor lifts the limit.
 */
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

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

/** The window in seconds: the time `perMinute` takes to earn a whole `burst` back. */
function windowS({ burst, perMinute }: BudgetOptions): number {
  return Math.max(1, Math.ceil((burst * 60) / perMinute));
}

/** Whether `limiter` lets `key` spend one; a refusal is false, a store fault is thrown. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}

export class MemoryBudget implements Budget {
  private readonly limiter: RateLimiterMemory;

  constructor(options: BudgetOptions) {
    this.limiter = new RateLimiterMemory({ points: options.burst, duration: windowS(options) });
  }

  take(key: string): Promise<boolean> {
    return consume(this.limiter, key);
  }
}

export class RedisBudget implements Budget {
  private readonly limiter: RateLimiterRedis;
  private readonly fallback: MemoryBudget;

  constructor(
    redis: Redis,
    prefix: string,
    options: BudgetOptions,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: prefix,
      points: options.burst,
      duration: windowS(options),
    });
    this.fallback = new MemoryBudget(options);
  }

  async take(key: string): Promise<boolean> {
    try {
      return await consume(this.limiter, key);
    } catch (err) {
      // Not the library's insuranceLimiter: that one falls back silently, and an operator
      // should hear that the budgets went per process.
      this.onError(err);
      return this.fallback.take(key);
    }
  }
}
