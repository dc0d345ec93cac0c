/**
 * @fastify/under-pressure: when the event loop is saturated (mean delay above
 * MAX_EVENT_LOOP_DELAY_MS), new requests get 503 with `Retry-After` at once instead of queueing
 * behind the backlog. `/healthz` and `/metrics` still answer, so an orchestrator does not kill a
 * busy but alive process and the pressure stays visible, and so do the SPA's hashed assets (cheap,
 * and a page whose chunk fails to load is worse off than one whose API call can be retried).
 *
 * A sample with no measurement at all (the plugin reports it as an infinite delay) comes from one
 * long stall (a GC pause, the machine starving the process), not from a saturated loop, which
 * keeps turning and yields large but finite delays: it is logged, not answered with 503s.
 */
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { MSG } from '../../lib/messages';

const RETRY_AFTER_S = 2;
const EXEMPT = new Set(['/healthz', '/metrics']);

export default fp(
  async (app, opts: { config: AppConfig }) => {
    if (opts.config.maxEventLoopDelayMs === 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay: opts.config.maxEventLoopDelayMs,
      sampleInterval: 250,
      pressureHandler: (request, reply, type, value) => {
        if (EXEMPT.has(request.url) || request.url.startsWith('/assets/')) return undefined;
        if (type === 'eventLoopDelay' && !Number.isFinite(value ?? Number.NaN)) {
          request.log.debug('event-loop sample missing (one long stall): not refusing');
          return undefined;
        }
        request.log.warn({ type, value }, 'under pressure: refusing a request');
        void reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_S))
          .type('application/json; charset=utf-8');
        // A returned value is sent by the plugin (its types only admit void).
        return { code: 503, msg: MSG.busy } as unknown as void;
      },
    });
  },
  { name: 'under-pressure' },
);
