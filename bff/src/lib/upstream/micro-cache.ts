/**
 * The micro-cache: public, anonymous upstream answers kept for a few seconds (the `/api` proxy
 * uses it for the calls whose catalogue entry says `cache: 'public'`). Fresh for `ttlMs`;
 * then, for `staleMs` more, served at once while one background fetch refreshes them
 * (stale-while-revalidate, which also rides out a short upstream outage). Concurrent misses of a
 * key share one upstream call (in-flight de-duplication, per process). Only answers with HTTP 200
 * and envelope code 200 are kept. Entries live in a bounded LRU in memory, or in Redis (shared by
 * replicas) when REDIS_URL is set; a Redis fault is a miss, never an error.
 *
 * With Redis, replicas also agree on who loads: a load (a miss or a refresh) first takes the key's
 * lease (`SET NX PX ttl`). The lease is kept for the TTL after a good answer, so across all
 * replicas a key reaches the upstream at most once per TTL; a replica that finds it taken serves
 * the stale answer, or on a miss waits for the holder's answer to appear in Redis. A failed load
 * gives the lease back at once, so nobody waits on an error.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { UpstreamCache, UpstreamJson } from './types';

export interface CacheEntry {
  statusCode: number;
  raw: Buffer;
  etag: string;
  storedAt: number;
  /** The parsed envelope (memory backend only; Redis entries are parsed when read). */
  json?: UpstreamJson;
}

export interface CacheBackend {
  get(key: string): CacheEntry | undefined | Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry, ttlMs: number): void | Promise<void>;
  /**
   * Shared backends only: takes the right to load `key` for `ms` (true), or says another process
   * holds it (false). A backend that cannot tell answers true: loading twice beats not loading.
   */
  lease?(key: string, ms: number): Promise<boolean>;
  /** Gives a lease back early (after a failed load). */
  release?(key: string): Promise<void>;
  readonly size: number;
}

/** Entries bigger than this are not kept (lists are a few KB). */
const MAX_ENTRY_BYTES = 512 * 1024;

export class MemoryCache implements CacheBackend {
  private readonly map: LRUCache<string, CacheEntry>;
  constructor(maxEntries: number) {
    this.map = new LRUCache({ max: maxEntries });
  }

  get size(): number {
    return this.map.size;
  }

  get(key: string): CacheEntry | undefined {
    return this.map.get(key);
  }

  set(key: string, entry: CacheEntry): void {
    this.map.set(key, entry);
  }
}

interface Stored {
  s: number;
  e: string;
  t: number;
  b: string;
}

export class RedisCache implements CacheBackend {
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

  async lease(key: string, ms: number): Promise<boolean> {
    try {
      const ok = await this.redis.set(
        `${this.prefix}lease:${key}`,
        '1',
        'PX',
        Math.max(1, ms),
        'NX',
      );
      return ok === 'OK';
    } catch (err) {
      this.onError(err);
      return true;
    }
  }

  async release(key: string): Promise<void> {
    try {
      await this.redis.del(`${this.prefix}lease:${key}`);
    } catch (err) {
      this.onError(err);
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
  backend: CacheBackend;
  now?: () => number;
  onResult?: (result: CacheResult) => void;
  onRefreshError?: (err: unknown) => void;
}

function etagOf(raw: Buffer): string {
  return `"${createHash('sha1').update(raw).digest('base64url')}"`;
}

/** How often a replica waiting on another's lease looks for the answer. */
const LEASE_POLL_MS = 20;

export class MicroCache implements UpstreamCache {
  private readonly inflight = new Map<string, Promise<UpstreamJson>>();
  /** Keys with a background refresh under way in this process. */
  private readonly refreshing = new Set<string>();
  private readonly now: () => number;

  constructor(private readonly options: MicroCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.options.backend.size;
  }

  async fetch<T>(key: string, load: () => Promise<UpstreamJson<T>>): Promise<UpstreamJson<T>> {
    const { ttlMs, staleMs, backend, onResult } = this.options;
    const entry = await backend.get(key);
    if (entry) {
      const age = this.now() - entry.storedAt;
      if (age < ttlMs) {
        onResult?.('hit');
        return toJson<T>(entry);
      }
      if (age < ttlMs + staleMs) {
        onResult?.('stale');
        if (!this.inflight.has(key) && !this.refreshing.has(key)) this.refresh(key, load);
        return toJson<T>(entry);
      }
    }
    const pending = this.inflight.get(key);
    if (pending) {
      onResult?.('shared');
      return pending as Promise<UpstreamJson<T>>;
    }
    onResult?.('miss');
    const promise = this.obtain(key, load).finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise as Promise<UpstreamJson>);
    return promise;
  }

  /** Stale: one background refresh, by whichever replica takes the lease. */
  private refresh<T>(key: string, load: () => Promise<UpstreamJson<T>>): void {
    const { backend, ttlMs } = this.options;
    this.refreshing.add(key);
    void (async () => {
      try {
        if (backend.lease && !(await backend.lease(key, ttlMs))) return;
        await this.load(key, load);
      } catch (err) {
        this.options.onRefreshError?.(err);
      } finally {
        this.refreshing.delete(key);
      }
    })();
  }

  /**
   * A miss: load it, unless another replica holds the lease; then wait for its answer in the
   * backend (polling), taking the lease over if it is given back. Past the TTL (the lease's
   * length: its holder has died or is very slow) load anyway.
   */
  private async obtain<T>(
    key: string,
    load: () => Promise<UpstreamJson<T>>,
  ): Promise<UpstreamJson<T>> {
    const { backend, ttlMs, staleMs } = this.options;
    if (backend.lease) {
      const deadline = this.now() + ttlMs;
      while (!(await backend.lease(key, ttlMs))) {
        await new Promise((r) => setTimeout(r, LEASE_POLL_MS));
        const entry = await backend.get(key);
        if (entry && this.now() - entry.storedAt < ttlMs + staleMs) return toJson<T>(entry);
        if (this.now() >= deadline) break;
      }
    }
    return this.load(key, load);
  }

  /** Loads and keeps a good answer; gives the lease back when the answer is not kept. */
  private async load<T>(
    key: string,
    load: () => Promise<UpstreamJson<T>>,
  ): Promise<UpstreamJson<T>> {
    const { ttlMs, staleMs, backend } = this.options;
    let res: UpstreamJson<T>;
    try {
      res = await load();
    } catch (err) {
      await backend.release?.(key);
      throw err;
    }
    if (res.statusCode !== 200 || res.envelope.code !== 200 || res.raw.length > MAX_ENTRY_BYTES) {
      await backend.release?.(key);
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
    await backend.set(key, entry, ttlMs + staleMs);
    return json;
  }
}

function toJson<T>(entry: CacheEntry): UpstreamJson<T> {
  if (entry.json) return entry.json as UpstreamJson<T>;
  const envelope = JSON.parse(entry.raw.toString('utf8')) as UpstreamJson<T>['envelope'];
  return { statusCode: entry.statusCode, headers: {}, raw: entry.raw, envelope, etag: entry.etag };
}

/** Search bodies longer than this are not cache keys. */
export const MAX_CACHED_BODY = 1024;

/** A JSON value with its object keys sorted, so key order never makes two entries of one body. */
function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value).sort())
    out[k] = sortedJson((value as Record<string, unknown>)[k]);
  return out;
}

/**
 * The cache key of an upstream request: method, path, the query with its parameters sorted by
 * name, and a digest of the body (JSON with its keys sorted; other bodies as sent). Two requests
 * that ask the same thing share an entry, however their parameters are ordered.
 */
export function cacheKey(method: string, path: string, query: string, body: string | null): string {
  let key = `${method} ${path}`;
  if (query) {
    const params = new URLSearchParams(query);
    params.sort();
    key += `?${params.toString()}`;
  }
  if (body) {
    let canonical = body;
    try {
      canonical = JSON.stringify(sortedJson(JSON.parse(body)));
    } catch {
      // Not JSON: digested as sent.
    }
    key += ` ${createHash('sha256').update(canonical).digest('base64url')}`;
  }
  return key;
}
