/**
 * Where each doctor's worked-out availability is kept for about a minute: a bounded LRU in memory,
 * or Redis (shared by the BFF replicas) when REDIS_URL is set. A list view reads all its doctors
 * in one go (one MGET). A Redis fault is a miss, never an error.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { DoctorAvailability } from '@portal/shared';

export interface CachedAvailability {
  availability: DoctorAvailability;
  /** Epoch ms when it was worked out. */
  storedAt: number;
  /** The Hong Kong day it was worked out for: another day's answer is never reused. */
  today: string;
}

export interface AvailabilityCache {
  getMany(doctorIds: readonly string[]): Promise<(CachedAvailability | undefined)[]>;
  set(doctorId: string, value: CachedAvailability, keepMs: number): Promise<void>;
  delete(doctorId: string): Promise<void>;
  readonly size: number;
}

export class MemoryAvailabilityCache implements AvailabilityCache {
  private readonly map: LRUCache<string, { value: CachedAvailability; until: number }>;
  constructor(
    maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    this.map = new LRUCache({ max: maxEntries });
  }

  get size(): number {
    return this.map.size;
  }

  getMany(doctorIds: readonly string[]): Promise<(CachedAvailability | undefined)[]> {
    const now = this.now();
    return Promise.resolve(
      doctorIds.map((id) => {
        const entry = this.map.get(id);
        if (!entry) return undefined;
        if (entry.until > now) return entry.value;
        this.map.delete(id);
        return undefined;
      }),
    );
  }

  set(doctorId: string, value: CachedAvailability, keepMs: number): Promise<void> {
    this.map.set(doctorId, { value, until: this.now() + keepMs });
    return Promise.resolve();
  }

  delete(doctorId: string): Promise<void> {
    this.map.delete(doctorId);
    return Promise.resolve();
  }
}

function isCached(v: unknown): v is CachedAvailability {
  const s = v as CachedAvailability | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.storedAt === 'number' &&
    typeof s.today === 'string' &&
    typeof s.availability === 'object' &&
    s.availability !== null &&
    typeof s.availability.doctorId === 'string' &&
    Array.isArray(s.availability.freeDates)
  );
}

export class RedisAvailabilityCache implements AvailabilityCache {
  readonly size = 0;
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bff-av:',
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  async getMany(doctorIds: readonly string[]): Promise<(CachedAvailability | undefined)[]> {
    if (doctorIds.length === 0) return [];
    try {
      const texts = await this.redis.mget(doctorIds.map((id) => this.prefix + id));
      return texts.map((t) => {
        if (!t) return undefined;
        try {
          const parsed: unknown = JSON.parse(t);
          return isCached(parsed) ? parsed : undefined;
        } catch {
          return undefined;
        }
      });
    } catch (err) {
      this.onError(err);
      return doctorIds.map(() => undefined);
    }
  }

  async set(doctorId: string, value: CachedAvailability, keepMs: number): Promise<void> {
    try {
      await this.redis.set(
        this.prefix + doctorId,
        JSON.stringify(value),
        'PX',
        Math.max(1, keepMs),
      );
    } catch (err) {
      this.onError(err);
    }
  }

  async delete(doctorId: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + doctorId);
    } catch (err) {
      this.onError(err);
    }
  }
}
