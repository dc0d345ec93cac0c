/**
 * @fastify/rate-limit for the abuse-prone calls of the catalogue (`rateLimited: true`: login,
 * verification code, register, reset password, feedback, doctor sign-up): RATE_LIMIT_MAX per
 * RATE_LIMIT_WINDOW_MS per client address and call, 429 in the envelope with `Retry-After`.
 * The address is the socket's unless TRUST_PROXY says which proxies to believe, so a forged
 * `X-Forwarded-For` never gives a fresh counter; an IPv6 client counts by its /64
 * (`request.addressKey`, lib/limits/address-key, which every per-address limit and budget uses). Uploads have their own limit per window
 * (UPLOAD_RATE_LIMIT_MAX) and a daily quota (UPLOAD_DAILY_QUOTA). Counters live in Redis when
 * REDIS_URL is set.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { callNames, calls, findCallByPath, type CallName } from '@portal/shared';
import type { AppConfig } from '../../config';
import { say } from '../../lib/http/messages';
import { localeOfRequest } from '../../lib/i18n/locale';
import { addressKey } from '../../lib/limits/address-key';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the client is for per-address limits: its IPv4 address, or its IPv6 network. */
    readonly addressKey: string;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const RATE_LIMITED_CALLS: readonly CallName[] = callNames.filter((n) => calls[n].rateLimited);
/** Uploads (multipart calls): limited per client address per window and per day. */
const UPLOAD_CALLS: readonly CallName[] = callNames.filter((n) => calls[n].multipart);

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    app.decorateRequest('addressKey', {
      getter(this: FastifyRequest): string {
        return addressKey(this.ip, config.ipv6PrefixBits);
      },
    });
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      nameSpace: 'bff-rl:',
      ...(app.redis ? { redis: app.redis } : {}),
    });

    const limiters = new Map<CallName, Limiter>();
    for (const name of RATE_LIMITED_CALLS) {
      limiters.set(
        name,
        app.createRateLimit({
          max: config.rateLimitMax,
          timeWindow: config.rateLimitWindowMs,
          keyGenerator: (request: FastifyRequest) => `${name}:${request.addressKey}`,
        }),
      );
    }
    // Uploads: a short-window limit and a daily quota per client address, both counted.
    const DAY_MS = 24 * 3600_000;
    const uploadLimiters: Limiter[] = [
      app.createRateLimit({
        max: config.uploadRateLimitMax,
        timeWindow: config.rateLimitWindowMs,
        keyGenerator: (request: FastifyRequest) => `upload:${request.addressKey}`,
      }),
      app.createRateLimit({
        max: config.uploadDailyQuota,
        timeWindow: DAY_MS,
        keyGenerator: (request: FastifyRequest) => `upload-day:${request.addressKey}`,
      }),
    ];
    for (const name of UPLOAD_CALLS) limiters.set(name, uploadLimiters[0]!);

    // Only the methods of limited calls are looked at: other requests pass with two checks.
    const methods = new Set([...limiters.keys()].map((n) => calls[n].method));

    /** Runs the call's limiters in turn; the first that refuses decides. */
    async function check(name: CallName, request: FastifyRequest) {
      const chain = UPLOAD_CALLS.includes(name) ? uploadLimiters : [limiters.get(name)!];
      for (const limiter of chain) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) return result;
      }
      return null;
    }

    app.addHook('onRequest', (request, reply, done) => {
      if (!methods.has(request.method as 'GET' | 'POST')) return done();
      const url = request.url;
      const c = url.charCodeAt(1);
      if (c !== 97 /* a */ && c !== 65 /* A */) return done();
      const q = url.indexOf('?');
      const name = findCallByPath(q < 0 ? url : url.slice(0, q));
      if (!name || !limiters.has(name)) return done();
      check(name, request).then((result) => {
        if (!result) return done();
        app.metrics.rateLimited.inc(name);
        request.log.info({ call: name }, 'rate limited');
        void reply
          .code(429)
          .header('retry-after', String(Math.max(1, result.ttlInSeconds)))
          .type('application/json; charset=utf-8')
          .send({ code: 429, msg: say('tooManyRequests', localeOfRequest(request)) });
      }, done);
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'metrics'] },
);
