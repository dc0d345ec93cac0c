/**
 * @fastify/under-pressure: when the event loop is saturated (mean delay above
 * MAX_EVENT_LOOP_DELAY_MS), API requests get 429 with `Retry-After` at once instead of queueing
 * behind the backlog. 429, not 503: shedding load is not a fault of the replica, and a balancer
 * (deploy/nginx) must not take it out of rotation for it, which would pile its share onto the
 * others. Let through meanwhile:
 * - `/healthz`, `/readyz` and `/metrics`: a busy replica is alive and can serve, and the pressure
 *   stays visible;
 * - the SPA's hashed assets (cheap, and a page whose chunk fails to load is worse off than one
 *   whose API call can be retried);
 * - page GETs, which answer themselves cheaply while the loop is late: the page kept from an
 *   earlier render, else the page unrendered (routes/pages.ts), never an error page;
 * - sign-out, login and booking calls (`NEVER_SHED_PATHS`): never the ones shed (a sign-out that
 *   waited would leave the next person at a shared device logged in as the previous one).
 *
 * Start-up is not pressure: the process warms up (lib/render/warm-up.ts) before it listens, and the
 * samples taken while it did, or in the sample after, are not held against its first requests.
 * `app.overloaded()` is the same judgement for the pages' own degrading (routes/pages.ts).
 *
 * A sample with no measurement at all (the plugin reports it as an infinite delay) comes from one
 * long stall (a GC pause, the machine starving the process), not from a saturated loop, which
 * keeps turning and yields large but finite delays: it is logged, not answered with 429s.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { say } from '../../lib/http/messages';
import { localeOfRequest } from '../../lib/i18n/locale';
import { NEVER_SHED_PATHS } from '../../lib/upstream/client';

const RETRY_AFTER_S = 2;
const SAMPLE_INTERVAL_MS = 250;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the event loop is late, start-up aside (false with the guard off). */
    overloaded(): boolean;
  }
}
const EXEMPT = new Set(['/healthz', '/readyz', '/metrics']);
/** Paths that are not pages: the API, the BFF's own endpoints, uploads. */
const NOT_PAGES = /^\/(?:api|bff|files)(?:\/|$)/i;

function letThrough(request: FastifyRequest): boolean {
  const url = request.url;
  if (EXEMPT.has(url) || url.startsWith('/assets/')) return true;
  const q = url.indexOf('?');
  if (NEVER_SHED_PATHS.has(q < 0 ? url : url.slice(0, q))) return true;
  return (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(url);
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    if (opts.config.maxEventLoopDelayMs === 0) {
      app.decorate('overloaded', () => false);
      return;
    }
    // Samples are over a whole interval: two after the warm-up, none of it is in them.
    const started = () => app.warmUp.quietFor(2 * SAMPLE_INTERVAL_MS);
    await app.register(underPressure, {
      maxEventLoopDelay: opts.config.maxEventLoopDelayMs,
      sampleInterval: SAMPLE_INTERVAL_MS,
      pressureHandler: (request, reply, type, value) => {
        if (letThrough(request) || !started()) return undefined;
        if (type === 'eventLoopDelay' && !Number.isFinite(value ?? Number.NaN)) {
          request.log.debug('event-loop sample missing (one long stall): not refusing');
          return undefined;
        }
        request.log.warn({ type, value }, 'under pressure: refusing a request');
        void reply
          .code(429)
          .header('retry-after', String(RETRY_AFTER_S))
          .type('application/json; charset=utf-8');
        // A returned value is sent by the plugin (its types only admit void).
        return { code: 429, msg: say('busy', localeOfRequest(request)) } as unknown as void;
      },
    });
    app.decorate('overloaded', () => started() && app.isUnderPressure());
  },
  { name: 'under-pressure' },
);
