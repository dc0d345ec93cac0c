/**
 * The micro-cache: public, anonymous upstream answers kept for a few seconds. Fresh for `ttlMs`;
 * then, for `staleMs` more, served at once while one background fetch refreshes them
 * (stale-while-revalidate, which also rides out a short upstream outage). Concurrent misses of a
 * key share one upstream call (in-flight de-duplication, per process). Only answers with HTTP 200
 * and envelope code 200 are kept. Entries live in a bounded LRU in memory, or in Redis (shared by
 * replicas) when REDIS_URL is set; a Redis fault is a miss, never an error.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CallName } from '@portal/shared';
import type { UpstreamCache, UpstreamJson } from '../plugins/app/upstream';

export interface CacheEntry {
  statusCode: number;
  raw: Buffer;
  etag: string;
  storedAt: number;
  /** The parsed envelope (memory store only; Redis entries are parsed when read). */
  json?: UpstreamJson;
}

export interface CacheStore {
  get(key: string): CacheEntry | undefined | Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry, ttlMs: number): void | Promise<void>;
  readonly size: number;
}

/** Entries bigger than this are not kept (lists are a few KB). */
export const MAX_ENTRY_BYTES = 512 * 1024;

export class MemoryStore implements CacheStore {
  private readonly map = new Map<string, CacheEntry>();
  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): CacheEntry | undefined {
    const entry = this.map.get(key);
    if (entry) {
      // Most recently used last: the first key is the one evicted.
      this.map.delete(key);
      this.map.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CacheEntry): void {
    this.map.delete(key);
    this.map.set(key, entry);
    while (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
  }
}

interface Stored {
  s: number;
  e: string;
  t: number;
  b: string;
}

export class RedisStore implements CacheStore {
  size = 0;
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bff-mc:',
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  async get(key: string): Promise<CacheEntry | undefined> {
    try {
      const text = await this.redis.get(this.prefix + key);
      if (!text) return undefined;
      const stored = JSON.parse(text) as Stored;
      return {
        statusCode: stored.s,
        etag: stored.e,
        storedAt: stored.t,
        raw: Buffer.from(stored.b),
      };
    } catch (err) {
      this.onError(err);
      return undefined;
    }
  }

  async set(key: string, entry: CacheEntry, ttlMs: number): Promise<void> {
    const stored: Stored = {
      s: entry.statusCode,
      e: entry.etag,
      t: entry.storedAt,
      b: entry.raw.toString('utf8'),
    };
    try {
      await this.redis.set(this.prefix + key, JSON.stringify(stored), 'PX', Math.max(1, ttlMs));
    } catch (err) {
      this.onError(err);
    }
  }
}

export type CacheResult = 'hit' | 'stale' | 'miss' | 'shared';

export interface MicroCacheOptions {
  ttlMs: number;
  staleMs: number;
  store: CacheStore;
  now?: () => number;
  onResult?: (result: CacheResult) => void;
  onRefreshError?: (err: unknown) => void;
}

function etagOf(raw: Buffer): string {
  return `"${createHash('sha1').update(raw).digest('base64url')}"`;
}

export class MicroCache implements UpstreamCache {
  private readonly inflight = new Map<string, Promise<UpstreamJson>>();
  private readonly now: () => number;

  constructor(private readonly options: MicroCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.options.store.size;
  }

  async fetch<T>(key: string, load: () => Promise<UpstreamJson<T>>): Promise<UpstreamJson<T>> {
    const { ttlMs, staleMs, store, onResult } = this.options;
    const entry = await store.get(key);
    if (entry) {
      const age = this.now() - entry.storedAt;
      if (age < ttlMs) {
        onResult?.('hit');
        return toJson<T>(entry);
      }
      if (age < ttlMs + staleMs) {
        onResult?.('stale');
        if (!this.inflight.has(key)) {
          this.load(key, load).catch((err: unknown) => this.options.onRefreshError?.(err));
        }
        return toJson<T>(entry);
      }
    }
    const pending = this.inflight.get(key);
    if (pending) {
      onResult?.('shared');
      return pending as Promise<UpstreamJson<T>>;
    }
    onResult?.('miss');
    return this.load(key, load);
  }

  private load<T>(key: string, load: () => Promise<UpstreamJson<T>>): Promise<UpstreamJson<T>> {
    const { ttlMs, staleMs, store } = this.options;
    const promise = load().then(
      async (res) => {
        this.inflight.delete(key);
        if (
          res.statusCode !== 200 ||
          res.envelope.code !== 200 ||
          res.raw.length > MAX_ENTRY_BYTES
        ) {
          return res;
        }
        const entry: CacheEntry = {
          statusCode: res.statusCode,
          raw: res.raw,
          etag: etagOf(res.raw),
          storedAt: this.now(),
        };
        const json: UpstreamJson<T> = { ...res, headers: {}, etag: entry.etag };
        entry.json = json as UpstreamJson;
        await store.set(key, entry, ttlMs + staleMs);
        return json;
      },
      (err: unknown) => {
        this.inflight.delete(key);
        throw err;
      },
    );
    this.inflight.set(key, promise as Promise<UpstreamJson>);
    return promise;
  }
}

function toJson<T>(entry: CacheEntry): UpstreamJson<T> {
  if (entry.json) return entry.json as UpstreamJson<T>;
  const envelope = JSON.parse(entry.raw.toString('utf8')) as UpstreamJson<T>['envelope'];
  return { statusCode: entry.statusCode, headers: {}, raw: entry.raw, envelope, etag: entry.etag };
}

/**
 * Public anonymous calls whose answers the `/api` proxy may micro-cache: lists, categories, code
 * tables, areas, statistics and the public searches (keyed by their JSON body). Not booking
 * availability, which a user changes and must see at once. Detail records are cached only when
 * the BFF fetches them to render a detail page.
 */
export const MICRO_CACHED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'getWebNewsList',
  'getHotNewsList',
  'getNewsCategory',
  'getNewsListByGlobalUserId',
  'getEmploymentType',
  'getQualification',
  'getWorkYears',
  'getAreaByParentId',
  'getSigleArea',
  'getRandomClinicList',
  'getClinicListByDocGlobalId',
  'getClinicListByGlobalUserID',
  'getDoctorByClinicID',
  'getSystemStatistic',
  'getTopAnswer',
  'getIllnessCategory',
  'getWebAskList',
  'getAssociationListByReviewd',
  'getWebActivityList',
  'searchDoctor',
  'searchClinic',
  'queryJobList',
]);

/** Search bodies longer than this are not cache keys. */
export const MAX_CACHED_BODY = 1024;
