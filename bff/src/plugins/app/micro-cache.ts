/**
 * Installs the micro-cache (lib/upstream/micro-cache.ts) on the upstream client: in Redis when REDIS_URL
 * is set, else a bounded in-memory LRU. MICRO_CACHE_TTL_MS=0 turns it off. Callers opt in per
 * request (`cache: true`), and the client never caches a request that carries a token.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { MemoryCache, MicroCache, RedisCache } from '../../lib/upstream/micro-cache';

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    if (config.microCacheTtlMs <= 0) return;
    const log = app.log;
    const backend = app.redis
      ? new RedisCache(app.redis, 'bff-mc:', (err) =>
          log.warn({ err: err instanceof Error ? err.message : String(err) }, 'micro-cache redis'),
        )
      : new MemoryCache(config.microCacheMaxEntries);
    const cache = new MicroCache({
      ttlMs: config.microCacheTtlMs,
      staleMs: config.microCacheStaleMs,
      backend,
      onResult: (result) => app.metrics.cache.inc(result),
      onRefreshError: (err) =>
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'cache refresh failed'),
    });
    app.upstream.useCache(cache);
    if (!app.redis) {
      app.metrics.gauge('bff_micro_cache_entries', 'Entries in the in-memory micro-cache.', () => {
        return cache.size;
      });
    }
  },
  { name: 'micro-cache', dependencies: ['upstream', 'metrics', 'redis'] },
);
