/**
 * ioredis, when REDIS_URL is set: the state BFF replicas share (rate-limit counters, micro-cache).
 * `app.redis` is null without it. Redis trouble never takes the BFF down: commands fail fast
 * (no offline queue) and their users fall back (the rate limit skips, the cache misses).
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

const READY_WAIT_MS = 3000;

const autoConfig = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 1000,
  lazyConnect: true,
} as const;

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const url = opts.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(url, autoConfig);
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis error'));
    try {
      await Promise.race([
        redis.connect(),
        new Promise((_resolve, reject) =>
          setTimeout(() => reject(new Error('timed out')), READY_WAIT_MS).unref(),
        ),
      ]);
      app.log.info('redis connected: rate limits and micro-cache are shared');
    } catch (err) {
      app.log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'redis not reachable at startup; retrying in the background',
      );
    }
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'redis' },
);
