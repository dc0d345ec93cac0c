/**
 * Probes for an orchestrator: `GET /healthz` (the process is up: liveness) and `GET /readyz`
 * (ready for traffic: the upstream circuit is closed and the upstream answers a cheap public
 * call within a second: readiness). Both are GETs without user data, so they need no
 * anti-forgery header; neither is ever cached.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { calls } from '@portal/shared';

const Envelope = Type.Object({ code: Type.Integer(), msg: Type.String() });
/** A cheap public upstream call; any answer below 500 means the upstream is reachable. */
const READY_PROBE = calls.getSystemStatistic.path;
const READY_TIMEOUT_MS = 1000;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: Envelope } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 200, msg: 'ok' };
  });

  app.get(
    '/readyz',
    { schema: { response: { 200: Envelope, 503: Envelope } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const circuit = app.breaker.current;
      if (circuit !== 'closed') {
        reply.header('retry-after', String(app.breaker.retryAfterS()));
        return reply.code(503).send({ code: 503, msg: `upstream circuit ${circuit}` });
      }
      try {
        const res = await app.upstream.request({
          method: 'GET',
          path: READY_PROBE,
          timeoutMs: READY_TIMEOUT_MS,
        });
        res.body.resume();
        if (res.statusCode >= 500) {
          return reply.code(503).send({ code: 503, msg: `upstream answered ${res.statusCode}` });
        }
      } catch (err) {
        request.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'not ready');
        return reply.code(503).send({ code: 503, msg: 'upstream unreachable' });
      }
      return { code: 200, msg: 'ready' };
    },
  );
}
